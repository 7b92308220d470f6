/** An amount of money in whole pence; every sum the shop calculates is held this way (docs/product.md › Money). */
export type Pence = number & { readonly __brand: 'Pence' }

/** Zero pence (docs/product.md › Money). */
export const ZERO_PENCE = 0 as Pence

/** Brands a whole number of pence, refusing fractions and non-finite numbers (docs/product.md › Money). */
export function asPence(value: number): Pence {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Not a whole number of pence: ${value}`)
  }
  return value as Pence
}

/** Converts pounds from the wire (at most two decimals) to pence, rounding half away from zero (docs/product.md › Wire names; › Money). */
export function toPence(pounds: number): Pence {
  if (!Number.isFinite(pounds)) {
    throw new RangeError(`Not an amount of pounds: ${pounds}`)
  }
  // toPrecision removes the binary noise of values such as 1.005 * 100 = 100.49999999999999.
  const scaled = Number((Math.abs(pounds) * 100).toPrecision(15))
  return asPence(Math.sign(pounds) * Math.round(scaled) || 0)
}

/** Converts pence to pounds for the wire: a number with at most two decimals (docs/product.md › Wire names). */
export function toPounds(pence: Pence): number {
  return Number((pence / 100).toFixed(2))
}

/** Adds amounts of pence (docs/product.md › Money). */
export function sumPence(amounts: readonly Pence[]): Pence {
  let total = 0
  for (const amount of amounts) total += amount
  return total as Pence
}

/** Formats pence as the shop shows money: `£ 12.50` (docs/product.md › Money). */
export function formatPounds(pence: Pence): string {
  const sign = pence < 0 ? '-' : ''
  return `${sign}£ ${(Math.abs(pence) / 100).toFixed(2)}`
}

/** Formats pence as a bare amount with two decimals, `12.50`, for texts that place the currency themselves (docs/product.md › Product prices). */
export function formatAmount(pence: Pence): string {
  const sign = pence < 0 ? '-' : ''
  return `${sign}${(Math.abs(pence) / 100).toFixed(2)}`
}
