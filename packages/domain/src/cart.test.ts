import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  CartLineSchema,
  CartSchema,
  cartReducer,
  checkoutButtonLabel,
  countCartProducts,
  EMPTY_CART,
  type Cart,
  type CartAction,
} from './cart'
import { toPence } from './money'
import { calculateLineTotal, calculateProductTotal } from './pricing'
import { makeCartLine, makePrice, makeProduct, makeSection } from './testing/fixtures'

const cake = makeCartLine({ id: 'a', productId: 'cake' })
const pops = makeCartLine({ id: 'b', productId: 'pops', quantity: '12' })
const cart: Cart = { products: [cake, pops], flowLink: '' }

test('adding puts the line at the end', () => {
  const line = makeCartLine({ id: 'c' })
  expect(cartReducer(cart, { type: 'add', line }).products).toEqual([cake, pops, line])
})

test('two lines of the same product stay separate', () => {
  const again = makeCartLine({ id: 'c', productId: 'cake' })
  const next = cartReducer(cart, { type: 'add', line: again })
  expect(countCartProducts(next)).toBe(3)
  expect(
    cartReducer(next, { type: 'setQuantity', id: 'c', quantity: 4 }).products.map(
      (l) => l.quantity,
    ),
  ).toEqual(['1', '12', '4'])
})

test.each<[string, CartAction, Cart]>([
  ['remove by id', { type: 'remove', id: 'a' }, { products: [pops], flowLink: '' }],
  [
    'set quantity',
    { type: 'setQuantity', id: 'b', quantity: 24 },
    { products: [cake, { ...pops, quantity: '24' }], flowLink: '' },
  ],
  [
    'set quantity from text',
    { type: 'setQuantity', id: 'b', quantity: ' 13 ' },
    { products: [cake, { ...pops, quantity: '13' }], flowLink: '' },
  ],
  [
    'set a new option',
    { type: 'setOption', id: 'a', title: 'filings', value: 'Vanilla' },
    {
      products: [{ ...cake, options: [{ title: 'filings', value: 'Vanilla' }] }, pops],
      flowLink: '',
    },
  ],
  ['clear', { type: 'clear' }, EMPTY_CART],
  [
    'set flow link',
    { type: 'setFlowLink', flowLink: '/payment/1' },
    { products: [cake, pops], flowLink: '/payment/1' },
  ],
  [
    'replace a line',
    { type: 'replace', line: { ...cake, quantity: '2', cost: 12 } },
    { products: [{ ...cake, quantity: '2', cost: 12 }, pops], flowLink: '' },
  ],
])('%s', (_name, action, expected) => {
  expect(cartReducer(cart, action)).toEqual(expected)
})

test('setting an option that exists replaces its value', () => {
  const withOption: Cart = {
    products: [
      {
        ...cake,
        options: [
          { title: 'filings', value: 'Vanilla' },
          { title: 'variants', value: 'Blue' },
        ],
      },
    ],
    flowLink: '',
  }
  const next = cartReducer(withOption, {
    type: 'setOption',
    id: 'a',
    title: 'filings',
    value: 'Lemon',
  })
  expect(next.products[0]?.options).toEqual([
    { title: 'filings', value: 'Lemon' },
    { title: 'variants', value: 'Blue' },
  ])
})

test.each<[string, CartAction]>([
  ['removing an unknown id', { type: 'remove', id: 'zzz' }],
  ['a quantity of zero', { type: 'setQuantity', id: 'a', quantity: 0 }],
  ['a fractional quantity', { type: 'setQuantity', id: 'a', quantity: 1.5 }],
  ['a text quantity', { type: 'setQuantity', id: 'a', quantity: 'lots' }],
  ['a quantity above the ceiling of 150', { type: 'setQuantity', id: 'a', quantity: 151 }],
  ['the same quantity', { type: 'setQuantity', id: 'a', quantity: 1 }],
  ['a quantity for an unknown line', { type: 'setQuantity', id: 'zzz', quantity: 3 }],
  ['replacing an unknown line', { type: 'replace', line: makeCartLine({ id: 'zzz' }) }],
  ['the same flow link', { type: 'setFlowLink', flowLink: '' }],
])('%s leaves the cart as it was', (_name, action) => {
  expect(cartReducer(cart, action)).toBe(cart)
})

test('setting an option to its current value leaves the cart as it was', () => {
  const withOption: Cart = {
    products: [{ ...cake, options: [{ title: 'filings', value: 'Vanilla' }] }],
    flowLink: '',
  }
  expect(
    cartReducer(withOption, { type: 'setOption', id: 'a', title: 'filings', value: 'Vanilla' }),
  ).toBe(withOption)
})

test('clearing an empty cart leaves it as it was', () => {
  expect(cartReducer(EMPTY_CART, { type: 'clear' })).toBe(EMPTY_CART)
})

test('clearing a cart drops its flow link too', () => {
  expect(cartReducer({ products: [], flowLink: '/payment/1' }, { type: 'clear' })).toEqual(
    EMPTY_CART,
  )
})

test('matching the catalogue drops lines whose product is no longer in the sections', () => {
  const sections = [makeSection({ products: [makeProduct({ id: 'cake' })] })]
  expect(cartReducer(cart, { type: 'matchCatalogue', sections }).products).toEqual([cake])
})

test('matching the catalogue when every product exists at its price leaves the cart as it was', () => {
  const sections = [
    makeSection({ products: [makeProduct({ id: 'cake' })] }),
    makeSection({ id: 's2', products: [makeProduct({ id: 'pops' })] }),
  ]
  expect(cartReducer(cart, { type: 'matchCatalogue', sections })).toBe(cart)
})

const popRows = [
  { from: 12, to: 23, cost: 4.5 },
  { from: 24, to: 47, cost: 4.25 },
  { from: 48, to: 120, cost: 4 },
]
const partyPops = makeProduct({
  id: 'pops',
  price: makePrice({ type: 'interval', value: null, intervals: popRows }),
  minimalQuantity: 12,
})
const sizes = [
  { cost: 65, unit: '8 inch' },
  { cost: 75, unit: '9 inch' },
]
const sizedCake = makeProduct({
  id: 'cake',
  price: makePrice({ type: 'variants', variants: sizes }),
})

test('matching the catalogue prices each line as its product page would: a saved line by quantity without a price takes its row, a changed price its new one', () => {
  const saved: Cart = {
    products: [
      { ...pops, quantity: '24', cost: null },
      { ...cake, cost: 10, options: [{ title: 'priceVariant', value: '9 inch' }] },
    ],
    flowLink: '',
  }
  const sections = [makeSection({ products: [partyPops, sizedCake] })]
  expect(
    cartReducer(saved, { type: 'matchCatalogue', sections }).products.map((line) => line.cost),
  ).toEqual([4.25, 75])
})

test.each([
  ['within its row', '13', 4.5],
  ['into the next row', '24', 4.25],
  ['into the last row', '120', 4],
])(
  'a line priced by quantity whose quantity changes %s costs that row',
  (_name, quantity, cost) => {
    const held: Cart = { products: [{ ...pops, quantity: '23', cost: 4.5 }], flowLink: '' }
    const next = cartReducer(held, {
      type: 'setQuantity',
      id: 'b',
      quantity,
      price: partyPops.price,
    })
    expect(next.products[0]).toMatchObject({ quantity, cost })
  },
)

test('after any quantity change a line costs what its product page totals for that quantity', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(partyPops, sizedCake),
      fc.integer({ min: 12, max: 150 }),
      (product, quantity) => {
        const unit = product === sizedCake ? '9 inch' : undefined
        const line = makeCartLine({
          id: 'x',
          productId: product.id,
          quantity: '12',
          cost: null,
          options: unit ? [{ title: 'priceVariant', value: unit }] : [],
        })
        const next = cartReducer(
          { products: [line], flowLink: '' },
          { type: 'setQuantity', id: 'x', quantity, price: product.price },
        )
        const chosen = sizes.find((size) => size.unit === unit)
        expect(calculateLineTotal(next.products[0] ?? line)).toBe(
          calculateProductTotal(product.price, quantity, chosen ? toPence(chosen.cost) : null),
        )
      },
    ),
  )
})

test('matching the catalogue keeps exactly the lines whose product exists, in order', () => {
  const ids = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5')
  fc.assert(
    fc.property(
      fc.array(fc.record({ id: fc.uuid(), productId: ids }), { maxLength: 12 }),
      fc.array(fc.array(ids, { maxLength: 4 }), { maxLength: 3 }),
      (lines, sectionProducts) => {
        const before: Cart = { products: lines.map((line) => makeCartLine(line)), flowLink: '' }
        const sections = sectionProducts.map((productIds, index) =>
          makeSection({ id: `s${index}`, products: productIds.map((id) => makeProduct({ id })) }),
        )
        const known = new Set<string>(sectionProducts.flat())
        const after = cartReducer(before, { type: 'matchCatalogue', sections })
        expect(after.products).toEqual(before.products.filter((line) => known.has(line.productId)))
      },
    ),
  )
})

test('the header badge counts the cart lines', () => {
  expect(countCartProducts(cart)).toBe(2)
  expect(countCartProducts(EMPTY_CART)).toBe(0)
})

test.each([
  ['submitting', [cake], true, 'online', 'Order created...'],
  ['all priced', [cake, pops], false, 'online', 'Pay'],
  ['all priced, paid by bank transfer', [cake, pops], false, 'bankTransfer', 'Place order'],
  ['submitting a bank transfer order', [cake], true, 'bankTransfer', 'Order created...'],
  ['a line on request', [cake, makeCartLine({ cost: null })], false, 'online', 'Create Order'],
  ['an empty cart', [], false, 'online', 'Create Order'],
] as const)(
  'the checkout button when %s reads %s',
  (_name, lines, submitting, paymentChoice, label) => {
    expect(checkoutButtonLabel(lines, submitting, paymentChoice)).toBe(label)
  },
)

test.each([
  ['a valid cart', { products: [cake], flowLink: '' }, true],
  ['a quantity of zero', { products: [{ ...cake, quantity: '0' }], flowLink: '' }, false],
  ['a numeric quantity', { products: [{ ...cake, quantity: 2 }], flowLink: '' }, false],
  ['a negative cost', { products: [{ ...cake, cost: -1 }], flowLink: '' }, false],
  [
    'an unknown option title',
    { products: [{ ...cake, options: [{ title: 'colour', value: 'red' }] }], flowLink: '' },
    false,
  ],
])('CartSchema accepts %s: %s', (_name, value, valid) => {
  expect(CartSchema.safeParse(value).success).toBe(valid)
})

test.each([
  ['1', null],
  ['150', null],
  ['151', 'We take up to 150 of one product online. For a larger order, please contact us.'],
  ['100000', 'We take up to 150 of one product online. For a larger order, please contact us.'],
  ['0', 'Quantity must be a whole number from 1'],
  ['1.5', 'Quantity must be a whole number from 1'],
])('a cart line sent with quantity %j gives %j', (quantity, message) => {
  const parsed = CartLineSchema.safeParse(makeCartLine({ quantity }))
  expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message)
})
