import { expect, test } from 'vitest'
import type { CartLine, CartOption } from './cart'
import { asPence } from './money'
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
  toggleOption,
} from './product-config'
import type { Filling } from './schemas/catalog'
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
    options: [{ title: 'filings', value: 'Vanilla' }] as const,
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
    options: [{ title: 'filings', value: 'Vanilla' }],
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

test('an interval-priced line keeps an empty cost', () => {
  const product = makeProduct({
    price: makePrice({ type: 'interval', intervals: [{ from: 1, to: 10, cost: 3 }] }),
  })
  expect(checkCartLine(makeCartLine({ cost: 3 }), product, 'Cookies')).toMatchObject({
    ok: true,
    unitCost: null,
    line: { cost: null },
  })
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
