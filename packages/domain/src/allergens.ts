import type { CartOption } from './cart'
import type { Product } from './schemas/catalog'

/**
 * The UK's 14 regulated allergens, in the order the regulation lists them
 * (docs/product.md › Allergens). Kept free of zod, like the cart's rules, so the storefront's
 * product page can use it without the schema library.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soya',
  'milk',
  'treeNuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const

/** One of the 14 regulated allergens (docs/product.md › Allergens). */
export type Allergen = (typeof ALLERGENS)[number]

/** The words a customer and the baker read for each allergen (docs/product.md › Allergens). */
export const ALLERGEN_NAMES: Readonly<Record<Allergen, string>> = {
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soya: 'Soya',
  milk: 'Milk',
  treeNuts: 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
}

/** The word before a product's allergens wherever the shop lists them (docs/product.md › Allergens). */
export const CONTAINS_LABEL = 'Contains'

/** The note under the product page's allergen line while an option that may add allergens is still to choose (docs/product.md › Allergens). */
export const ALLERGENS_SO_FAR_NOTE = 'Your remaining choices may add allergens.'

/** What allergens are read from: the product's own, and those of each filling, extra filling, option and flavour. */
export type AllergenSource = Pick<
  Product,
  'allergens' | 'filings' | 'extraFilings' | 'variants' | 'collections'
>

const ORDER: ReadonlyMap<string, number> = new Map(ALLERGENS.map((name, index) => [name, index]))

/** Whether a text is one of the 14 allergens' names. */
export function isAllergen(name: string): name is Allergen {
  return ORDER.has(name)
}

/** Allergens without repeats, in the regulation's order; anything that is not one of the 14 is dropped (docs/product.md › Allergens). */
export function sortAllergens(list: Iterable<string>): Allergen[] {
  const found = new Set<Allergen>()
  for (const name of list) if (isAllergen(name)) found.add(name)
  return ALLERGENS.filter((name) => found.has(name))
}

function chosenFrom(
  items: readonly { title: string; allergens: readonly Allergen[] }[],
  options: readonly CartOption[],
  title: CartOption['title'],
): readonly Allergen[] {
  const value = options.find((option) => option.title === title)?.value
  return items.find((item) => item.title === value)?.allergens ?? []
}

/**
 * The allergens of a product with the options chosen so far (docs/product.md › Allergens): the
 * product's own, those of the chosen filling, extra filling and option, and those of every
 * collection flavour (a box may mix them, and an order does not record a flavour); sizes add none.
 * Without repeats, in the regulation's order.
 */
export function listAllergens(product: AllergenSource, options: readonly CartOption[]): Allergen[] {
  return sortAllergens([
    ...product.allergens,
    ...chosenFrom(product.filings, options, 'filings'),
    ...chosenFrom(product.extraFilings.filings, options, 'extraFilings'),
    ...chosenFrom(product.variants, options, 'variants'),
    ...product.collections.flatMap((flavour) => flavour.allergens),
  ])
}

/** Allergens as a customer reads them, e.g. `Cereals containing gluten, Eggs, Milk` (docs/product.md › Allergens). */
export function formatAllergens(list: readonly Allergen[]): string {
  return list.map((name) => ALLERGEN_NAMES[name]).join(', ')
}

/**
 * Whether the product page should say more allergens may follow: an option still to choose (a
 * filling, extra filling or option) has an allergen the list does not hold yet
 * (docs/product.md › Allergens).
 */
export function mayAddAllergens(product: AllergenSource, options: readonly CartOption[]): boolean {
  const known = new Set(listAllergens(product, options))
  const groups = [
    ['filings', product.filings],
    ['extraFilings', product.extraFilings.filings],
    ['variants', product.variants],
  ] as const
  return groups.some(
    ([title, items]) =>
      !options.some((option) => option.title === title) &&
      items.some((item) => item.allergens.some((name) => !known.has(name))),
  )
}
