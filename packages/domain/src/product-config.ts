import type { CartLine, CartOption, OptionTitle } from './cart'
import { CART_LINE_CREATED } from './cart-rules'
import { MAX_LINE_QUANTITY } from './constants'
import { LINE_QUANTITY_TOO_LARGE } from './messages'
import { toPence, toPounds, type Pence } from './money'
import { deriveUnitCost } from './pricing'
import type { Product } from './schemas/catalog'

/** The start of the toast shown when an option group is missing; the group labels follow (docs/product.md › Product page). */
export const PLEASE_SELECT = 'Please select: '

/** The ingredients accordion's text before any filling, extra filling or flavour is chosen (docs/product.md › Product page). */
export const INGREDIENTS_PLACEHOLDER = 'Select an option to view the ingredients'

/** The label of each option group in the missing-group toast, in the order the toast lists them (docs/product.md › Product page). */
export const OPTION_GROUP_LABELS: Readonly<Record<OptionTitle, string>> = {
  filings: 'Filling',
  extraFilings: 'Sponge cake-filling',
  priceVariant: 'Price variant',
  variants: 'Options',
}

/** What the customer has configured on a product page: chosen options, quantity and unit cost (docs/product.md › Product page). */
export interface ProductChoice {
  readonly options: readonly CartOption[]
  readonly quantity: number
  readonly unitCost: Pence | null
}

/** A product page's starting choice: quantity at the minimum, its unit cost (docs/product.md › Product prices), the first price variant selected (docs/product.md › Product page). */
export function createProductChoice(
  product: Pick<Product, 'price' | 'minimalQuantity'>,
): ProductChoice {
  const firstVariant = product.price.type === 'variants' ? product.price.variants[0] : undefined
  return {
    options: firstVariant ? [{ title: 'priceVariant', value: firstVariant.unit }] : [],
    quantity: product.minimalQuantity,
    unitCost: deriveUnitCost(product.price, product.minimalQuantity),
  }
}

/** Changes the quantity of a choice, kept within the product's limits; a price by quantity takes the row of the new quantity (docs/product.md › Product prices). */
export function setChoiceQuantity(
  choice: ProductChoice,
  product: Pick<Product, 'price' | 'minimalQuantity'>,
  quantity: number,
): ProductChoice {
  const kept = clampQuantity(quantity, product.minimalQuantity)
  const chosenUnit = findOptionValue(choice.options, 'priceVariant')
  return { ...choice, quantity: kept, unitCost: deriveUnitCost(product.price, kept, chosenUnit) }
}

/** Selects an option within its group: adds it when the group is empty, replaces another value, removes the active one (docs/product.md › Product page). */
export function toggleOption(
  options: readonly CartOption[],
  title: OptionTitle,
  value: string,
): CartOption[] {
  const current = options.find((option) => option.title === title)
  if (!current) return [...options, { title, value }]
  if (current.value === value) return options.filter((option) => option.title !== title)
  return options.map((option) => (option.title === title ? { title, value } : option))
}

/** Applies an option toggle to a product choice (docs/product.md › Product page). */
export function selectOption(
  choice: ProductChoice,
  title: OptionTitle,
  value: string,
): ProductChoice {
  return { ...choice, options: toggleOption(choice.options, title, value) }
}

/** Chooses a price variant: sets the unit cost and the `priceVariant` option to its unit; choosing it again keeps it (docs/product.md › Product page). */
export function selectPriceVariant(
  choice: ProductChoice,
  variant: { cost: number; unit: string },
): ProductChoice {
  const others = choice.options.filter((option) => option.title !== 'priceVariant')
  return {
    ...choice,
    unitCost: toPence(variant.cost),
    options: [...others, { title: 'priceVariant', value: variant.unit }],
  }
}

/** The value chosen in an option group, if any (docs/product.md › Product page). */
export function findOptionValue(
  options: readonly CartOption[],
  title: OptionTitle,
): string | undefined {
  return options.find((option) => option.title === title)?.value
}

/** A quantity kept to whole numbers from the product's minimum up to the per-line ceiling. */
export function clampQuantity(quantity: number, minimalQuantity: number): number {
  const minimum = Math.max(1, Math.floor(minimalQuantity))
  if (Number.isNaN(quantity)) return minimum
  return Math.min(MAX_LINE_QUANTITY, Math.max(minimum, Math.floor(quantity)))
}

/** Whether a quantity has reached the per-line ceiling, so the page points to the contact page for more. */
export function isAtQuantityCeiling(quantity: number): boolean {
  return quantity >= MAX_LINE_QUANTITY
}

/** The stepper's plus: one more (docs/product.md › Quantities). */
export function incrementQuantity(quantity: number, minimalQuantity: number): number {
  return clampQuantity(quantity + 1, minimalQuantity)
}

/** The stepper's minus: one less, doing nothing at the minimum (docs/product.md › Quantities). */
export function decrementQuantity(quantity: number, minimalQuantity: number): number {
  return clampQuantity(quantity - 1, minimalQuantity)
}

/** The note under the stepper, `Minimum order quantity {n}`, only when the minimum is above 1 (docs/product.md › Product page). */
export function minimumQuantityText(minimalQuantity: number): string | null {
  return minimalQuantity > 1 ? `Minimum order quantity ${minimalQuantity}` : null
}

/** The option groups a product offers, in the toast's order (docs/product.md › Product page). */
export function offeredOptionGroups(
  product: Pick<Product, 'filings' | 'extraFilings' | 'price' | 'variants'>,
): OptionTitle[] {
  const groups: OptionTitle[] = []
  if (product.filings.length > 0) groups.push('filings')
  if (product.extraFilings.filings.length > 0) groups.push('extraFilings')
  if (product.price.type === 'variants' && product.price.variants.length > 0)
    groups.push('priceVariant')
  if (product.variants.length > 0) groups.push('variants')
  return groups
}

/** The labels of the offered option groups with nothing chosen: Filling, Sponge cake-filling, Price variant, Options (docs/product.md › Product page). */
export function findMissingOptionGroups(
  product: Pick<Product, 'filings' | 'extraFilings' | 'price' | 'variants'>,
  options: readonly CartOption[],
): string[] {
  return offeredOptionGroups(product)
    .filter((group) => findOptionValue(options, group) === undefined)
    .map((group) => OPTION_GROUP_LABELS[group])
}

/** The toast text for missing groups: `Please select: ` and the labels, comma-separated (docs/product.md › Product page). */
export function formatMissingGroupsToast(labels: readonly string[]): string {
  return `${PLEASE_SELECT}${labels.join(', ')}`
}

/** The success toast after adding: `{product title} added to cart` (docs/product.md › Product page). */
export function addedToCartMessage(productTitle: string): string {
  return `${productTitle} added to cart`
}

/**
 * A new cart line from a configured product: the given new UUID, status `created`, quantity as
 * text, the unit cost the product page prices that quantity at, in pounds, empty sale
 * (docs/product.md › Cart and checkout; › Product prices).
 */
export function buildCartLine(
  product: Product,
  choice: ProductChoice,
  newId: string,
  sectionName: string,
): CartLine {
  const quantity = clampQuantity(choice.quantity, product.minimalQuantity)
  const unitCost = deriveUnitCost(
    product.price,
    quantity,
    findOptionValue(choice.options, 'priceVariant'),
  )
  return {
    id: newId,
    status: CART_LINE_CREATED,
    sectionId: product.sectionId,
    sectionName,
    productId: product.id,
    name: product.title,
    quantity: String(quantity),
    cost: unitCost === null ? null : toPounds(unitCost),
    options: choice.options.map((option) => ({ ...option })),
    sale: '',
  }
}

function optionValuesOf(product: Product, title: OptionTitle): string[] {
  switch (title) {
    case 'filings':
      return product.filings.map((filling) => filling.title)
    case 'extraFilings':
      return product.extraFilings.filings.map((filling) => filling.title)
    case 'variants':
      return product.variants.map((variant) => variant.title)
    case 'priceVariant':
      return product.price.type === 'variants'
        ? product.price.variants.map((variant) => variant.unit)
        : []
  }
}

/** The outcome of checking a cart line against the catalogue: the line as the shop prices it, or a customer-facing reason (docs/product.md › Product prices). */
export type CartLineCheck =
  | { ok: true; line: CartLine; unitCost: Pence | null; quantity: number }
  | { ok: false; message: string }

/**
 * Rebuilds a line sent by the browser from the catalogue (docs/product.md › Product prices: the
 * server recomputes every price): the quantity must reach the minimum, every option must exist and
 * every offered group be chosen; name, section and cost come from the catalogue, and the sale hint
 * is dropped.
 */
export function checkCartLine(
  line: CartLine,
  product: Product,
  sectionName: string,
): CartLineCheck {
  const quantity = Number(line.quantity)
  if (!Number.isSafeInteger(quantity) || quantity < product.minimalQuantity) {
    return {
      ok: false,
      message: `The minimum order quantity of ${product.title} is ${product.minimalQuantity}`,
    }
  }
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, message: LINE_QUANTITY_TOO_LARGE }
  const seen = new Set<OptionTitle>()
  for (const option of line.options) {
    if (seen.has(option.title) || !optionValuesOf(product, option.title).includes(option.value)) {
      return {
        ok: false,
        message: `${product.title}: the option ${option.value} is no longer available, please choose again`,
      }
    }
    seen.add(option.title)
  }
  const missing = findMissingOptionGroups(product, line.options)
  if (missing.length > 0)
    return { ok: false, message: `${product.title}: ${formatMissingGroupsToast(missing)}` }
  // Every option exists by now, so a chosen price variant is one of the product's.
  const unitCost = deriveUnitCost(
    product.price,
    quantity,
    findOptionValue(line.options, 'priceVariant'),
  )
  return {
    ok: true,
    unitCost,
    quantity,
    line: {
      ...line,
      status: CART_LINE_CREATED,
      sectionId: product.sectionId,
      sectionName,
      productId: product.id,
      name: product.title,
      quantity: String(quantity),
      cost: unitCost === null ? null : toPounds(unitCost),
      sale: '',
    },
  }
}
