import fc from 'fast-check'
import { expect, test } from 'vitest'
import { asPence, type Pence } from './money'
import {
  formatLinePounds,
  AWAITING,
  calculateCartTotal,
  calculateLineTotal,
  calculateLineTotalInPence,
  calculateTotalInPence,
  calculateProductTotal,
  deriveUnitCost,
  findIntervalUnitCost,
  formatCartTotal,
  formatIntervalRow,
  formatLineCost,
  formatPriceText,
  formatVariantButton,
  isCartPriced,
  isCartTotalShown,
  isProductTotalShown,
  lineUnitCost,
  parseQuantity,
  parseSalePercent,
  PRICE_ON_REQUEST,
} from './pricing'
import { makeCartLine, makePrice } from './testing/fixtures'
import type { Price } from './schemas/catalog'

const intervals = [
  { from: 12, to: 23, cost: 4.5 },
  { from: 24, to: 47, cost: 4 },
  { from: 48, to: 96, cost: 3.5 },
]
const variants = [
  { cost: 24, unit: 'box of 6' },
  { cost: 34.5, unit: 'box of 9' },
  { cost: 45, unit: 'box of 12' },
]

test.each([
  ['only', 1, undefined, 6000, makePrice({ type: 'only', value: 60 })],
  ['only without a value', 1, undefined, null, makePrice({ type: 'only', value: null })],
  ['request', 1, undefined, null, makePrice({ type: 'request', text: 'Price on request' })],
  ['custom', 1, undefined, null, makePrice({ type: 'custom', value: null, text: 'From £ 60.00' })],
  ['interval, first row', 12, undefined, 450, makePrice({ type: 'interval', intervals })],
  ['interval, middle row', 47, undefined, 400, makePrice({ type: 'interval', intervals })],
  ['interval, last row', 48, undefined, 350, makePrice({ type: 'interval', intervals })],
  ['interval without rows', 12, undefined, null, makePrice({ type: 'interval', intervals: [] })],
  ['variants, none chosen', 1, undefined, 2400, makePrice({ type: 'variants', variants })],
  ['variants, one chosen', 1, 'box of 12', 4500, makePrice({ type: 'variants', variants })],
  ['variants, an unknown one', 1, 'crate', 2400, makePrice({ type: 'variants', variants })],
  ['variants without any', 1, undefined, null, makePrice({ type: 'variants', variants: [] })],
])('deriveUnitCost of %s at quantity %s, unit %s, is %s', (_name, quantity, unit, pence, price) => {
  expect(deriveUnitCost(price, quantity, unit)).toBe(pence)
})

/** Interval rows as the back office saves them: from ≤ to, any order, maybe gapped or overlapping. */
const rowsArbitrary = fc.array(
  fc
    .record({
      from: fc.integer({ min: 1, max: 150 }),
      span: fc.nat(60),
      cost: fc.integer({ min: 1, max: 10_000 }).map((pence) => pence / 100),
    })
    .map(({ from, span, cost }) => ({ from, to: from + span, cost })),
  { minLength: 1, maxLength: 5 },
)

test('an interval line costs the row holding its quantity, which is what the product page totals', () => {
  fc.assert(
    fc.property(rowsArbitrary, fc.integer({ min: 1, max: 150 }), (rows, quantity) => {
      const price = makePrice({ type: 'interval', value: null, intervals: rows })
      const unit = deriveUnitCost(price, quantity)
      expect(unit).toBe(findIntervalUnitCost(price, quantity))
      const holding = rows.filter((row) => row.from <= quantity && quantity <= row.to)
      if (holding.length > 0)
        expect(holding.map((row) => Math.round(row.cost * 100))).toContain(unit)
      expect(calculateProductTotal(price, quantity)).toBe(unit === null ? null : unit * quantity)
    }),
  )
})

test.each([
  [12, 450],
  [23, 450],
  [24, 400],
  [48, 350],
  [96, 350],
  [500, 350],
  [1, 450],
])('an interval price asks for %s items %s pence each', (quantity, pence) => {
  expect(findIntervalUnitCost(makePrice({ type: 'interval', intervals }), quantity)).toBe(pence)
})

test('a quantity in a gap between interval rows takes the row below it', () => {
  const gapped = [
    { from: 1, to: 5, cost: 5 },
    { from: 10, to: 20, cost: 4 },
  ]
  expect(findIntervalUnitCost(makePrice({ type: 'interval', intervals: gapped }), 7)).toBe(500)
})

test('an interval price without rows has no unit cost', () => {
  expect(findIntervalUnitCost(makePrice({ type: 'interval', intervals: [] }), 5)).toBeNull()
})

test.each([
  ['1', 1],
  ['12', 12],
  [' 3 ', 3],
  [7, 7],
  ['0', null],
  ['-2', null],
  ['1.5', null],
  ['', null],
  ['abc', null],
  ['99999999999999999999', null],
])('parseQuantity(%j) is %s', (text, quantity) => {
  expect(parseQuantity(text)).toBe(quantity)
})

test.each([
  ['', 0],
  ['10', 10],
  ['12.5%', 12.5],
  [' 20 % ', 20],
  ['150', 100],
  ['-10', 0],
  ['ten', 0],
])('parseSalePercent(%j) is %s', (sale, percent) => {
  expect(parseSalePercent(sale)).toBe(percent)
})

test.each([
  [10, 1000],
  [0, null],
  [null, null],
  [-5, null],
  [Number.NaN, null],
  [0.001, null],
])('a line costing %s has unit cost %s pence', (cost, pence) => {
  expect(lineUnitCost({ cost })).toBe(pence)
})

test.each([
  ['cost × quantity', { cost: 4.5, quantity: '12', sale: '' }, 5400],
  ['less a 10 % sale', { cost: 10, quantity: '3', sale: '10' }, 2700],
  ['a 100 % sale is free', { cost: 10, quantity: '3', sale: '100' }, 0],
  ['a sale rounds to the nearest penny', { cost: 0.99, quantity: '1', sale: '33' }, 66],
  ['no cost', { cost: null, quantity: '3', sale: '' }, null],
  ['zero cost', { cost: 0, quantity: '3', sale: '' }, null],
  ['a broken quantity', { cost: 10, quantity: 'x', sale: '' }, null],
])('calculateLineTotal: %s', (_name, line, pence) => {
  expect(calculateLineTotal(line)).toBe(pence)
})

test.each([
  ['unit cost × quantity', { unitCost: 1999, quantity: 3, salePercent: null }, 5997],
  ['less a 10 % sale', { unitCost: 1000, quantity: 3, salePercent: 10 }, 2700],
  ['a sale rounds to the nearest penny', { unitCost: 99, quantity: 1, salePercent: 33 }, 66],
  [
    'a sale above 100 % is free, never negative',
    { unitCost: 1000, quantity: 1, salePercent: 150 },
    0,
  ],
  ['no unit cost', { unitCost: null, quantity: 3, salePercent: null }, null],
  ['a zero unit cost', { unitCost: 0, quantity: 3, salePercent: null }, null],
  ['a zero quantity', { unitCost: 1000, quantity: 0, salePercent: null }, null],
  ['a fractional quantity', { unitCost: 1000, quantity: 1.5, salePercent: null }, null],
])('calculateLineTotalInPence: %s', (_name, line, pence) => {
  expect(
    calculateLineTotalInPence({
      ...line,
      unitCost: line.unitCost === null ? null : asPence(line.unitCost),
    }),
  ).toBe(pence)
})

test('lines of 10p and 20p and three at £ 19.99 total exactly £ 60.27 in pence, where float pounds drift', () => {
  const line = (pence: number, quantity: number) => ({
    unitCost: asPence(pence),
    quantity,
    salePercent: null,
  })
  const total = calculateTotalInPence([line(10, 1), line(20, 1), line(1999, 3)])
  expect(0.1 + 0.2 + 19.99 * 3).not.toBe(60.27)
  expect(total).toEqual({ kind: 'priced', pence: 6027 })
  expect(formatCartTotal(total)).toBe('£ 60.27')
})

test('an order held in pence is on request when a line has no price, and adds delivery and congestion otherwise', () => {
  const priced = { unitCost: asPence(1000), quantity: 2, salePercent: null }
  const awaiting = { ...priced, unitCost: null }
  const charges = { delivery: asPence(650), congestion: asPence(1500) }
  expect(calculateTotalInPence([priced, awaiting], charges)).toEqual({ kind: 'onRequest' })
  expect(calculateTotalInPence([priced], charges)).toEqual({ kind: 'priced', pence: 4150 })
})

test.each([
  [null, AWAITING],
  [0, AWAITING],
  [1250, '£ 12.50'],
])('formatLineCost(%s) shows %s', (pence, text) => {
  expect(formatLineCost(pence === null ? null : asPence(pence))).toBe(text)
})

test.each([
  ['only', makePrice({ type: 'only', value: 60 }), 2, null, 12000],
  ['only without value', makePrice({ type: 'only', value: null }), 2, null, null],
  ['interval by its row', makePrice({ type: 'interval', intervals }), 24, null, 9600],
  ['variants, first by default', makePrice({ type: 'variants', variants }), 2, null, 4800],
  ['variants, the chosen one', makePrice({ type: 'variants', variants }), 2, 4500, 9000],
  ['request', makePrice({ type: 'request', value: null }), 2, null, null],
  ['custom', makePrice({ type: 'custom', value: null }), 2, null, null],
  ['a zero quantity', makePrice({ type: 'only', value: 60 }), 0, null, null],
  ['a fractional quantity', makePrice({ type: 'only', value: 60 }), 1.5, null, null],
])('calculateProductTotal: %s', (_name, price, quantity, selected, pence) => {
  expect(calculateProductTotal(price, quantity, selected === null ? null : asPence(selected))).toBe(
    pence,
  )
})

test.each([
  ['only', true],
  ['interval', true],
  ['variants', true],
  ['request', false],
  ['custom', false],
] as const)('the product page shows a total for type %s: %s', (type, shown) => {
  expect(isProductTotalShown({ type })).toBe(shown)
})

test('the cart total sums lines less their sale, plus delivery and congestion', () => {
  const lines = [
    makeCartLine({ cost: 10, quantity: '2', sale: '' }),
    makeCartLine({ id: 'line-2', cost: 4.5, quantity: '12', sale: '10' }),
  ]
  const total = calculateCartTotal(lines, { delivery: asPence(650), congestion: asPence(1500) })
  expect(total).toEqual({ kind: 'priced', pence: 2000 + 4860 + 650 + 1500 })
  expect(formatCartTotal(total)).toBe('£ 90.10')
})

test('the cart total is price on request when any line lacks a valid cost', () => {
  const lines = [makeCartLine(), makeCartLine({ id: 'line-2', cost: null })]
  const total = calculateCartTotal(lines, { delivery: asPence(650) })
  expect(total).toEqual({ kind: 'onRequest' })
  expect(formatCartTotal(total)).toBe(PRICE_ON_REQUEST)
})

test('an unknown delivery price adds nothing to the total', () => {
  expect(calculateCartTotal([makeCartLine()], { delivery: null })).toEqual({
    kind: 'priced',
    pence: 1000,
  })
})

test.each([
  ['one priced line', [makeCartLine()], false],
  ['two priced lines', [makeCartLine(), makeCartLine({ id: 'line-2' })], true],
  ['two lines, one awaiting', [makeCartLine(), makeCartLine({ id: 'line-2', cost: 0 })], false],
  ['no lines', [], false],
])('isCartTotalShown with %s is %s', (_name, lines, shown) => {
  expect(isCartTotalShown(lines)).toBe(shown)
})

test('an empty cart counts as priced', () => {
  expect(isCartPriced([])).toBe(true)
})

test.each([
  ['only', makePrice({ type: 'only', value: 60, unit: 'cake' }), '£ 60.00 per cake'],
  ['only without unit', makePrice({ type: 'only', value: 4, unit: '' }), '£ 4.00'],
  ['only without value', makePrice({ type: 'only', value: null }), PRICE_ON_REQUEST],
  [
    'request',
    makePrice({ type: 'request', value: null, text: 'Ask us for a quote' }),
    'Ask us for a quote',
  ],
  ['custom', makePrice({ type: 'custom', value: null, text: 'From £ 60.00' }), 'From £ 60.00'],
  [
    'request without text',
    makePrice({ type: 'request', value: null, text: ' ' }),
    PRICE_ON_REQUEST,
  ],
  [
    'interval (cheapest row)',
    makePrice({ type: 'interval', unit: 'piece', intervals }),
    'From £ 3.50 per piece',
  ],
  ['interval without rows', makePrice({ type: 'interval', intervals: [] }), PRICE_ON_REQUEST],
  ['variants (cheapest)', makePrice({ type: 'variants', variants }), 'From £ 24.00 per box of 6'],
  ['variants without any', makePrice({ type: 'variants', variants: [] }), PRICE_ON_REQUEST],
])('formatPriceText of %s is %j', (_name, price, text) => {
  expect(formatPriceText(price)).toBe(text)
})

test('an interval dropdown row reads From {from} To {to} - £ {cost} per {unit}', () => {
  expect(formatIntervalRow({ from: 12, to: 23, cost: 4.5 }, { unit: 'piece' })).toBe(
    'From 12 To 23 - £ 4.50 per piece',
  )
})

test('a variant button reads £ {cost} / {unit}, as every other amount', () => {
  expect(formatVariantButton({ cost: 34.5, unit: 'box of 9' })).toBe('£ 34.50 / box of 9')
})

// Every amount a product's price shows is written the shop's one way (docs/product.md › Money),
// whatever the catalogue holds, the symbol the baker typed beside it included.
test('every amount in every price text, dropdown row and variant button reads £ and pounds and pence', () => {
  const cost = fc.integer({ min: 1, max: 10_000_000 }).map((pence) => pence / 100)
  const unit = fc.constantFrom('', 'cake', 'box of 6')
  fc.assert(
    fc.property(
      fc.constantFrom<Price['type']>('only', 'interval', 'variants'),
      fc.constantFrom('£', 'GBP', '£ ', ''),
      cost,
      fc.array(fc.record({ from: fc.nat(50), to: fc.nat(100), cost }), { maxLength: 3 }),
      fc.array(fc.record({ cost, unit }), { maxLength: 3 }),
      unit,
      (type, currency, value, intervals, variants, unitText) => {
        const price = makePrice({ type, currency, value, unit: unitText, intervals, variants })
        const texts = [
          formatPriceText(price),
          ...intervals.map((row) => formatIntervalRow(row, price)),
          ...variants.map((variant) => formatVariantButton(variant)),
        ]
        for (const text of texts) {
          expect(text).not.toMatch(/GBP/)
          for (const [amount] of text.matchAll(/£\s*[\d.]+/g))
            expect(amount).toMatch(/^£ \d+\.\d{2}$/)
        }
      },
    ),
  )
})

const lineArbitrary = fc.record({
  cost: fc.oneof(fc.constant(null), fc.double({ min: -100, max: 10_000, noNaN: true })),
  quantity: fc.oneof(fc.integer({ min: -5, max: 10_000 }).map(String), fc.string()),
  sale: fc.oneof(fc.constant(''), fc.integer({ min: -50, max: 200 }).map(String), fc.string()),
})

test('a cart total is never negative', () => {
  fc.assert(
    fc.property(
      fc.array(lineArbitrary, { maxLength: 8 }),
      fc.nat(100_000),
      fc.nat(5_000),
      (lines, delivery, congestion) => {
        const total = calculateCartTotal(lines, {
          delivery: delivery as Pence,
          congestion: congestion as Pence,
        })
        if (total.kind === 'priced') expect(total.pence).toBeGreaterThanOrEqual(0)
      },
    ),
  )
})

test('a cart total is priced exactly when every line has a valid cost and quantity', () => {
  fc.assert(
    fc.property(fc.array(lineArbitrary, { maxLength: 8 }), (lines) => {
      const priced = lines.every((line) => calculateLineTotal(line) !== null)
      expect(calculateCartTotal(lines).kind).toBe(priced ? 'priced' : 'onRequest')
    }),
  )
})

test.each([
  [null, 'Awaiting'],
  [0, 'Awaiting'],
  [12.5, '£ 12.50'],
])('an amount of %s pounds shows as %s', (pounds, text) => {
  expect(formatLinePounds(pounds)).toBe(text)
})
