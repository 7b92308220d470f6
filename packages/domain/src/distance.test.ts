import { expect, test } from 'vitest'
import { metersToMiles, parseDistanceMatrix, parseDistanceText } from './distance'

test.each([
  ['850 ft', 0.16],
  ['1,000 ft', 0.19],
  ['52 ft', 0.01],
  ['5.3 mi', 5.3],
  ['1,234 mi', 1234],
  ['12 MI', 12],
  ['3 km', null],
  ['', null],
  ['far', null],
])('parseDistanceText(%j) is %s miles', (text, miles) => {
  expect(parseDistanceText(text)).toBe(miles)
})

const answer = (status: string, text?: string, top = 'OK') => ({
  status: top,
  rows: [
    { elements: [{ status, ...(text === undefined ? {} : { distance: { text, value: 0 } }) }] },
  ],
})

test.each([
  ['an OK answer in miles', answer('OK', '12.4 mi'), 12.4],
  ['an OK answer in feet', answer('OK', '900 ft'), 0.17],
  ['an element not found', answer('NOT_FOUND'), null],
  ['zero results', answer('ZERO_RESULTS', '1 mi'), null],
  ['a request that failed', answer('OK', '1 mi', 'REQUEST_DENIED'), null],
  ['an OK element without a distance', answer('OK'), null],
  ['no rows', { status: 'OK', rows: [] }, null],
  [
    'an answer without a top-level status',
    { rows: [{ elements: [{ status: 'OK', distance: { text: '2 mi' } }] }] },
    2,
  ],
  ['not an answer at all', 'nope', null],
])('parseDistanceMatrix of %s is %s', (_name, body, miles) => {
  expect(parseDistanceMatrix(body)).toBe(miles)
})

test.each([
  [1609.344, 1],
  [0, 0],
  [20_000, 12.43],
])('%s metres are %s miles', (metres, miles) => {
  expect(metersToMiles(metres)).toBe(miles)
})
