import { expect, test } from 'vitest'
import { orderSearchTerms } from './order-search'

test.each([
  ['AB12CD', 'AB12CD'],
  ['ab12cd', 'AB12CD'],
  ['#ab12cd', 'AB12CD'],
  ['  #AB12CD ', 'AB12CD'],
  ['Ada', null],
  ['ada@example.com', null],
  ['#ab12c', null],
  ['SA-AB12CD-K7Q4', 'AB12CD'],
  ['sa ab12cd k7q4', 'AB12CD'],
  ['SAAB12CDK7Q4', 'AB12CD'],
  ['SA-AB12CD', null],
])('%j searches order number %s', (query, number) => {
  expect(orderSearchTerms(query).orderNumber).toBe(number)
})

test('the text is searched as typed, trimmed', () => {
  expect(orderSearchTerms('  Ada Lovelace ').text).toBe('Ada Lovelace')
})
