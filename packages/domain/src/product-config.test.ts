import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { CartLine, CartOption } from './cart'
import { asPence } from './money'
import { calculateLineTotal, calculateLineTotalInPence, calculateProductTotal } from './pricing'
import {
  addedToCartMessage,
  buildCartLine,
  checkCartLine,
  clampQuantity,
  isAtQuantityCeiling,
  createProductChoice,
  decrementQuantity,
  findMissingOptionGroups,
  formatMissingGroupsToast,
  incrementQuantity,
  minimumQuantityText,
  selectOption,
  selectPriceVariant,
  setChoiceQuantity,
  toggleOption,
} from './product-config'
import type { Filling, Price } from './schemas/catalog'
import { makeCartLine, makePrice, makeProduct } from './testing/fixtures'

const filling = (title: string): Filling => ({
  id: title,
  title,
  photo: [],
  structure: [],
  ingredients: `${title} ingredients`,
  allergens: [],
})
const boxOf6 = { cost: 24, unit: 'box of 6' }
const boxOf9 = { cost: 34.5, unit: 'box of 9' }
const variants = [boxOf6, boxOf9]
const configurable = makeProduct({
  filings: [filling('Vanilla'), filling('Lemon')],
  extraFilings: { sectionTitle: 'Sponge', filings: [filling('Chocolate sponge')] },
  price: makePrice({ type: 'variants', value: null, variants }),
  variants: [{ id: 'v1', title: 'Gold leaf', photo: [], allergens: [] }],
  minimalQuantity: 6,
})
const cupcakeRows = [
  { from: 6, to: 8, cost: 4.5 },
  { from: 9, to: 11, cost: 4.25 },
  { from: 12, to: 48, cost: 4 },
]
const cupcakeBox = makeProduct({
  price: makePrice({ type: 'interval', value: null, intervals: cupcakeRows }),
  minimalQuantity: 6,
})

test.each([
  ['adds to an empty group', [], 'Vanilla', [{ title: 'filings', value: 'Vanilla' }]],
  [
    'replaces another value',
    [{ title: 'filings', value: 'Lemon' }],
    'Vanilla',
    [{ title: 'filings', value: 'Vanilla' }],
  ],
  ['removes the active value', [{ title: 'filings', value: 'Vanilla' }], 'Vanilla', []],
] as const)('selecting a filling %s', (_name, before, value, after) => {
  expect(toggleOption(before, 'filings', value)).toEqual(after)
})

test('selecting in one group leaves the other groups alone', () => {
  const options = [
    { title: 'variants', value: 'Gold leaf' },
    { title: 'filings', value: 'Lemon' },
  ] as const
  expect(toggleOption(options, 'filings', 'Vanilla')).toEqual([
    { title: 'variants', value: 'Gold leaf' },
    { title: 'filings', value: 'Vanilla' },
  ])
})

test('a variant-priced product starts at its minimum with the first variant chosen', () => {
  expect(createProductChoice(configurable)).toEqual({
    options: [{ title: 'priceVariant', value: 'box of 6' }],
    quantity: 6,
    unitCost: 2400,
  })
})

test('an only-priced product starts with its value and no options', () => {
  expect(createProductChoice(makeProduct())).toEqual({ options: [], quantity: 1, unitCost: 1000 })
})

test('a product priced by quantity starts at its minimum, priced by the row holding it', () => {
  expect(createProductChoice(cupcakeBox)).toEqual({ options: [], quantity: 6, unitCost: 450 })
})

test.each([
  ['into the next row', cupcakeBox, 9, 9, 425],
  ['to the last row', cupcakeBox, 48, 48, 400],
  ['below the minimum, kept at it', cupcakeBox, 2, 6, 450],
  ['past the ceiling, kept at 150', cupcakeBox, 400, 150, 400],
  ['of a variant-priced product, keeping the chosen variant', configurable, 7, 7, 3450],
])('changing the quantity %s', (_name, product, quantity, kept, unitCost) => {
  const start = selectPriceVariant(createProductChoice(configurable), boxOf9)
  const choice = product === configurable ? start : createProductChoice(product)
  expect(setChoiceQuantity(choice, product, quantity)).toEqual({
    ...choice,
    quantity: kept,
    unitCost,
  })
})

test('choosing a price variant sets the cost and the priceVariant option; choosing it again keeps it', () => {
  const choice = selectPriceVariant(
    selectOption(createProductChoice(configurable), 'filings', 'Vanilla'),
    boxOf9,
  )
  expect(choice.unitCost).toBe(3450)
  expect(choice.options).toEqual([
    { title: 'filings', value: 'Vanilla' },
    { title: 'priceVariant', value: 'box of 9' },
  ])
  expect(selectPriceVariant(choice, boxOf9).options).toEqual(choice.options)
})

test.each([
  [6, 6, 6],
  [3, 6, 6],
  [7.8, 6, 7],
  [Number.NaN, 6, 6],
  [150, 1, 150],
  [151, 1, 150],
  [100_000, 12, 150],
  [Number.POSITIVE_INFINITY, 1, 150],
  [0, 0, 1],
])('clampQuantity(%s, minimum %s) is %s', (quantity, minimum, result) => {
  expect(clampQuantity(quantity, minimum)).toBe(result)
})

test('the stepper adds one up to the ceiling of 150 and minus does nothing at the minimum', () => {
  expect(incrementQuantity(12, 12)).toBe(13)
  expect(incrementQuantity(149, 1)).toBe(150)
  expect(incrementQuantity(150, 1)).toBe(150)
  expect(isAtQuantityCeiling(149)).toBe(false)
  expect(isAtQuantityCeiling(150)).toBe(true)
  expect(decrementQuantity(13, 12)).toBe(12)
  expect(decrementQuantity(12, 12)).toBe(12)
})

test.each([
  [1, null],
  [12, 'Minimum order quantity 12'],
])('a minimum of %s shows %j', (minimum, text) => {
  expect(minimumQuantityText(minimum)).toBe(text)
})

test.each([
  [
    'nothing chosen but the default variant',
    [{ title: 'priceVariant', value: 'box of 6' }],
    ['Filling', 'Sponge cake-filling', 'Options'],
  ],
  ['nothing at all', [], ['Filling', 'Sponge cake-filling', 'Price variant', 'Options']],
  [
    'everything',
    [
      { title: 'filings', value: 'Vanilla' },
      { title: 'extraFilings', value: 'Chocolate sponge' },
      { title: 'priceVariant', value: 'box of 6' },
      { title: 'variants', value: 'Gold leaf' },
    ],
    [],
  ],
] as const)('missing groups with %s: %j', (_name, options, missing) => {
  expect(findMissingOptionGroups(configurable, options)).toEqual(missing)
})

test('a product without option groups misses nothing', () => {
  expect(findMissingOptionGroups(makeProduct(), [])).toEqual([])
})

test('the missing-groups toast lists the labels after Please select:', () => {
  expect(formatMissingGroupsToast(['Filling', 'Options'])).toBe('Please select: Filling, Options')
})

test('the added toast names the product', () => {
  expect(addedToCartMessage('Lemon Drizzle')).toBe('Lemon Drizzle added to cart')
})

test('a cart line is built with the new id, status created, text quantity, cost in pounds and empty sale', () => {
  const choice = {
    options: [
      { title: 'filings', value: 'Vanilla' },
      { title: 'priceVariant', value: 'box of 9' },
    ] as const,
    quantity: 8,
    unitCost: asPence(3450),
  }
  expect(buildCartLine(configurable, choice, 'uuid-1', 'Cupcakes')).toEqual({
    id: 'uuid-1',
    status: 'created',
    sectionId: 'section-1',
    sectionName: 'Cupcakes',
    productId: 'product-1',
    name: 'Chocolate Cake',
    quantity: '8',
    cost: 34.5,
    options: [
      { title: 'filings', value: 'Vanilla' },
      { title: 'priceVariant', value: 'box of 9' },
    ],
    sale: '',
  })
})

test('a cart line never goes below the minimum and keeps an empty cost empty', () => {
  const product = makeProduct({
    price: makePrice({ type: 'request', value: null }),
    minimalQuantity: 12,
  })
  const line = buildCartLine(product, createProductChoice(product), 'uuid-2', 'Cake Pops')
  expect(line.quantity).toBe('12')
  expect(line.cost).toBeNull()
})

const complete: CartOption[] = [
  { title: 'filings', value: 'Vanilla' },
  { title: 'extraFilings', value: 'Chocolate sponge' },
  { title: 'priceVariant', value: 'box of 9' },
  { title: 'variants', value: 'Gold leaf' },
]

test('a line checked against the catalogue takes the catalogue price and drops the sale', () => {
  const sent = makeCartLine({
    quantity: '6',
    cost: 0.01,
    sale: '90',
    name: 'Cheap',
    options: [...complete],
  })
  const result = checkCartLine(sent, configurable, 'Cupcakes')
  expect(result).toMatchObject({
    ok: true,
    unitCost: 3450,
    line: { cost: 34.5, sale: '', name: 'Chocolate Cake', sectionName: 'Cupcakes' },
  })
})

test.each([
  ['6', 450],
  ['8', 450],
  ['9', 425],
  ['11', 425],
  ['12', 400],
  ['48', 400],
  ['150', 400],
])(
  'a line of %s from quantity rows is priced by the row holding it: %s pence each',
  (quantity, pence) => {
    const sent = makeCartLine({ quantity, cost: null })
    expect(checkCartLine(sent, cupcakeBox, 'Cupcakes')).toMatchObject({
      ok: true,
      unitCost: pence,
      line: { cost: pence / 100 },
    })
  },
)

const priceArbitrary: fc.Arbitrary<Price> = fc.oneof(
  fc
    .integer({ min: 1, max: 50_000 })
    .map((pence) => makePrice({ type: 'only', value: pence / 100 })),
  fc
    .array(
      fc.record({
        from: fc.integer({ min: 1, max: 150 }),
        span: fc.nat(60),
        cost: fc.integer({ min: 1, max: 10_000 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((rows) =>
      makePrice({
        type: 'interval',
        value: null,
        intervals: rows.map(({ from, span, cost }) => ({
          from,
          to: from + span,
          cost: cost / 100,
        })),
      }),
    ),
  fc.uniqueArray(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 4 }).map((costs) =>
    makePrice({
      type: 'variants',
      value: null,
      variants: costs.map((pence, index) => ({ cost: pence / 100, unit: `size ${index}` })),
    }),
  ),
  fc.constantFrom(
    makePrice({ type: 'request', value: null, text: 'Price on request' }),
    makePrice({ type: 'custom', value: null, text: 'Price on request after consultation' }),
  ),
)

test('the cart line of any choice costs what the product page totals, and the server charges the same', () => {
  fc.assert(
    fc.property(
      priceArbitrary,
      fc.integer({ min: 1, max: 24 }),
      fc.integer({ min: 1, max: 200 }),
      fc.nat(3),
      (price, minimalQuantity, quantity, variantIndex) => {
        const product = makeProduct({ price, minimalQuantity })
        let choice = createProductChoice(product)
        const variant = price.variants[variantIndex % Math.max(1, price.variants.length)]
        if (price.type === 'variants' && variant) choice = selectPriceVariant(choice, variant)
        choice = setChoiceQuantity(choice, product, quantity)

        const pageTotal = calculateProductTotal(price, choice.quantity, choice.unitCost)
        const line = buildCartLine(product, choice, 'uuid-3', 'Cakes')
        expect(calculateLineTotal(line)).toBe(pageTotal)
        const checked = checkCartLine(line, product, 'Cakes')
        if (!checked.ok) throw new Error(checked.message)
        const { unitCost, quantity: charged } = checked
        expect(calculateLineTotalInPence({ unitCost, quantity: charged, salePercent: null })).toBe(
          pageTotal,
        )
      },
    ),
  )
})

test.each<[string, Partial<CartLine>, string]>([
  [
    'a quantity under the minimum',
    { quantity: '5', options: [...complete] },
    'The minimum order quantity of Chocolate Cake is 6',
  ],
  [
    'a quantity above the ceiling of 150',
    { quantity: '151', options: [...complete] },
    'We take up to 150 of one product online. For a larger order, please contact us.',
  ],
  [
    'an option that no longer exists',
    { quantity: '6', options: [...complete.slice(1), { title: 'filings', value: 'Mango' }] },
    'Chocolate Cake: the option Mango is no longer available, please choose again',
  ],
  [
    'a group given twice',
    { quantity: '6', options: [...complete, { title: 'filings', value: 'Lemon' }] },
    'Chocolate Cake: the option Lemon is no longer available, please choose again',
  ],
  [
    'a missing group',
    { quantity: '6', options: complete.slice(1) },
    'Chocolate Cake: Please select: Filling',
  ],
])('a line with %s is refused', (_name, overrides, message) => {
  expect(checkCartLine(makeCartLine(overrides), configurable, 'Cupcakes')).toEqual({
    ok: false,
    message,
  })
})
