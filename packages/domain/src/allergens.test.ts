import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  ALLERGENS,
  ALLERGEN_NAMES,
  formatAllergens,
  listAllergens,
  mayAddAllergens,
  sortAllergens,
  type Allergen,
  type AllergenSource,
} from './allergens'
import type { CartOption } from './cart'
import { makeProduct } from './testing/fixtures'

const filling = (title: string, allergens: Allergen[]) => ({
  id: title,
  title,
  photo: [],
  structure: [],
  ingredients: '',
  allergens,
})

// A layer cake as the seed catalogue has it: the sponge is in every version, fillings and
// decorations add their own.
const cake = makeProduct({
  allergens: ['milk', 'gluten', 'eggs'],
  filings: [filling('Jam', []), filling('Praline', ['treeNuts', 'milk'])],
  extraFilings: {
    sectionTitle: 'Sponge cake-filling',
    filings: [filling('Biscoff', ['soya', 'gluten']), filling('Peanut butter', ['peanuts'])],
  },
  variants: [
    { id: 'v1', title: 'Macarons', photo: [], allergens: ['treeNuts', 'eggs'] },
    { id: 'v2', title: 'Fresh flowers', photo: [], allergens: [] },
  ],
})

const option = (title: CartOption['title'], value: string): CartOption => ({ title, value })

test.each<[string, AllergenSource, CartOption[], Allergen[]]>([
  ['nothing chosen: the product’s own', cake, [], ['gluten', 'eggs', 'milk']],
  [
    'a filling adds its allergens',
    cake,
    [option('filings', 'Praline')],
    ['gluten', 'eggs', 'milk', 'treeNuts'],
  ],
  [
    'a filling without allergens adds none',
    cake,
    [option('filings', 'Jam')],
    ['gluten', 'eggs', 'milk'],
  ],
  [
    'an extra filling adds its allergens',
    cake,
    [option('extraFilings', 'Peanut butter')],
    ['gluten', 'eggs', 'peanuts', 'milk'],
  ],
  [
    'an option (decoration) adds its allergens',
    cake,
    [option('variants', 'Macarons')],
    ['gluten', 'eggs', 'milk', 'treeNuts'],
  ],
  ['a size adds none', cake, [option('priceVariant', '8 inch')], ['gluten', 'eggs', 'milk']],
  [
    'everything chosen: the union, in the regulation’s order, once each',
    cake,
    [
      option('variants', 'Macarons'),
      option('extraFilings', 'Biscoff'),
      option('filings', 'Praline'),
    ],
    ['gluten', 'eggs', 'soya', 'milk', 'treeNuts'],
  ],
  [
    'an option the product does not offer adds none',
    cake,
    [option('filings', 'Mystery')],
    ['gluten', 'eggs', 'milk'],
  ],
  [
    'every collection flavour counts, since a box may mix them',
    makeProduct({
      collections: [
        { id: 'c1', title: 'Vanilla', ingredients: '', allergens: ['milk'] },
        { id: 'c2', title: 'Sesame snap', ingredients: '', allergens: ['sesame', 'sulphites'] },
      ],
    }),
    [],
    ['milk', 'sesame', 'sulphites'],
  ],
  ['nothing declared anywhere: none', makeProduct(), [option('filings', 'Jam')], []],
])('%s', (_name, product, options, expected) => {
  expect(listAllergens(product, options)).toEqual(expected)
})

test('the 14 allergens are listed in the regulation’s order, each with the words customers read', () => {
  expect(ALLERGENS).toHaveLength(14)
  expect(ALLERGENS.map((name) => ALLERGEN_NAMES[name])).toEqual([
    'Cereals containing gluten',
    'Crustaceans',
    'Eggs',
    'Fish',
    'Peanuts',
    'Soya',
    'Milk',
    'Tree nuts',
    'Celery',
    'Mustard',
    'Sesame',
    'Sulphites',
    'Lupin',
    'Molluscs',
  ])
})

test.each<[string[], Allergen[]]>([
  [[], []],
  [
    ['milk', 'gluten', 'milk'],
    ['gluten', 'milk'],
  ],
  [
    ['molluscs', 'celery', 'crustaceans'],
    ['crustaceans', 'celery', 'molluscs'],
  ],
  [['nuts', 'milk', 'Milk'], ['milk']],
])('sorting %j keeps each of the 14 once, in order: %j', (list, expected) => {
  expect(sortAllergens(list)).toEqual(expected)
})

test.each<[Allergen[], string]>([
  [[], ''],
  [['eggs'], 'Eggs'],
  [['gluten', 'eggs', 'milk'], 'Cereals containing gluten, Eggs, Milk'],
])('%j reads “%s”', (list, text) => {
  expect(formatAllergens(list)).toBe(text)
})

test.each<[string, CartOption[], boolean]>([
  ['nothing chosen and a filling would add tree nuts', [], true],
  [
    'every group with a new allergen chosen',
    [
      option('filings', 'Jam'),
      option('extraFilings', 'Biscoff'),
      option('variants', 'Fresh flowers'),
    ],
    false,
  ],
  [
    'the unchosen decoration would add only what the list holds',
    [option('filings', 'Praline'), option('extraFilings', 'Biscoff')],
    false,
  ],
  [
    'the unchosen sponge could still add peanuts',
    [option('filings', 'Praline'), option('variants', 'Macarons')],
    true,
  ],
])('more allergens may follow when %s: %s', (_name, options, expected) => {
  expect(mayAddAllergens(cake, options)).toBe(expected)
})

test('a product with nothing to choose never says more may follow', () => {
  expect(mayAddAllergens(makeProduct({ allergens: ['milk'] }), [])).toBe(false)
})

// ───────────── properties ─────────────

const allergenList = fc.array(fc.constantFrom(...ALLERGENS), { maxLength: 20 })
const items = fc.array(
  fc.record({ title: fc.constantFrom('A', 'B', 'C', 'D'), allergens: allergenList }),
  {
    maxLength: 4,
  },
)
const productArbitrary: fc.Arbitrary<AllergenSource> = fc
  .record({
    allergens: allergenList,
    filings: items,
    extraFilings: items,
    variants: items,
    collections: items,
  })
  .map((parts) => ({
    allergens: parts.allergens,
    filings: parts.filings.map((item) => filling(item.title, item.allergens)),
    extraFilings: {
      sectionTitle: '',
      filings: parts.extraFilings.map((item) => filling(item.title, item.allergens)),
    },
    variants: parts.variants.map((item) => ({ id: item.title, photo: [], ...item })),
    collections: parts.collections.map((item) => ({ id: item.title, ingredients: '', ...item })),
  }))
const GROUPS = ['filings', 'extraFilings', 'variants', 'priceVariant'] as const
// One value at most per group, as a cart line holds them.
const optionsArbitrary = fc
  .subarray([...GROUPS])
  .chain((groups) =>
    fc.tuple(
      ...groups.map((title) =>
        fc.constantFrom('A', 'B', 'C', 'D', 'E').map((value) => option(title, value)),
      ),
    ),
  )

test('choosing one more option never removes an allergen', () => {
  fc.assert(
    fc.property(productArbitrary, optionsArbitrary, (product, options) => {
      const fewer = options.slice(0, -1)
      const before = listAllergens(product, fewer)
      const after = listAllergens(product, options)
      expect(before.every((name) => after.includes(name))).toBe(true)
    }),
  )
})

test('the list has no repeats, holds only the 14 and follows the regulation’s order', () => {
  fc.assert(
    fc.property(productArbitrary, optionsArbitrary, (product, options) => {
      const list = listAllergens(product, options)
      expect(new Set(list).size).toBe(list.length)
      const positions = list.map((name) => ALLERGENS.indexOf(name))
      expect(positions.every((position) => position >= 0)).toBe(true)
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    }),
  )
})

test('the product’s own allergens are always in the list, whatever is chosen', () => {
  fc.assert(
    fc.property(productArbitrary, optionsArbitrary, (product, options) => {
      const list = listAllergens(product, options)
      expect(product.allergens.every((name) => list.includes(name))).toBe(true)
    }),
  )
})

test('the order the options were chosen in does not change the list', () => {
  fc.assert(
    fc.property(productArbitrary, optionsArbitrary, (product, options) => {
      expect(listAllergens(product, [...options].reverse())).toEqual(
        listAllergens(product, options),
      )
    }),
  )
})

test('once nothing more may follow, choosing the rest adds no allergen', () => {
  fc.assert(
    fc.property(productArbitrary, optionsArbitrary, (product, options) => {
      const fewer = options.slice(0, -1)
      if (mayAddAllergens(product, fewer)) return
      expect(listAllergens(product, options)).toEqual(listAllergens(product, fewer))
    }),
  )
})
