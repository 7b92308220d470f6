import fc from 'fast-check'
import { expect, test } from 'vitest'
import { asPence, formatAmount, formatPounds, sumPence, toPence, toPounds } from './money'

test.each([
  [12.5, 1250],
  [0, 0],
  [0.01, 1],
  [1.005, 101],
  [4.35, 435],
  [60, 6000],
  [-1.5, -150],
])('toPence(%s) is %s pence', (pounds, pence) => {
  expect(toPence(pounds)).toBe(pence)
})

test.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('toPence refuses %s', (pounds) => {
  expect(() => toPence(pounds)).toThrow(RangeError)
})

test.each([
  [1250, 12.5],
  [1, 0.01],
  [0, 0],
  [999, 9.99],
])('toPounds(%s) is %s', (pence, pounds) => {
  expect(toPounds(asPence(pence))).toBe(pounds)
})

test.each([
  [1250, '£ 12.50'],
  [0, '£ 0.00'],
  [5, '£ 0.05'],
  [600000, '£ 6000.00'],
  [-150, '-£ 1.50'],
])('formatPounds(%s) shows %s', (pence, text) => {
  expect(formatPounds(asPence(pence))).toBe(text)
})

test.each([
  [400, '4.00'],
  [-5, '-0.05'],
])('formatAmount(%s) shows %s', (pence, text) => {
  expect(formatAmount(asPence(pence))).toBe(text)
})

test.each([[1.5], [Number.NaN]])('asPence refuses a fraction or non-number %s', (value) => {
  expect(() => asPence(value)).toThrow(RangeError)
})

test('sumPence adds amounts and is zero for none', () => {
  expect(sumPence([asPence(150), asPence(250)])).toBe(400)
  expect(sumPence([])).toBe(0)
})

test('pounds with two decimals survive a round trip through pence', () => {
  fc.assert(
    fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (pence) => {
      expect(toPence(toPounds(asPence(pence)))).toBe(pence)
    }),
  )
})
