import type { ImageFile, Product, Section } from './schemas/catalog'

/** The five ways a product can be priced (docs/product.md › Product prices). */
export const PRICE_TYPES = ['only', 'custom', 'request', 'interval', 'variants'] as const
/** A price type (docs/product.md › Product prices). */
export type PriceType = (typeof PRICE_TYPES)[number]

/** Delivery methods in the order the checkout offers them (docs/product.md › Methods). */
export const DELIVERY_METHODS = ['delivery', 'uberTaxi', 'orderCollection', 'royalMail'] as const

/** The title of the section the hero's Custom Made button opens and whose orders take photos (docs/product.md › Home page; › Photos on custom orders). */
export const CUSTOM_MADE_SECTION_TITLE = 'Custom Made'
/** How many sections the home page's `Our products` shows (docs/product.md › Home page). */
export const HOME_SECTIONS_COUNT = 2
/** How many product photos each home section shows (docs/product.md › Home page). */
export const HOME_PHOTOS_PER_SECTION = 3
/** How many best sellers are collected (docs/product.md › Section page). */
export const BEST_SELLERS_COUNT = 4
/** How many best sellers one section gives at most (docs/product.md › Section page). */
export const BEST_SELLERS_PER_SECTION = 2

const byOrder = <T extends { order: number }>(a: T, b: T): number => a.order - b.order

/** The catalogue as the storefront shows it: active sections sorted by order, each with its active products sorted, treads apart (docs/product.md › Section page). */
export interface SplitSections {
  regular: Section[]
  treads: Section[]
}

/** Filters a section to its active products, sorted by order (docs/product.md › Section page). */
export function activeProductsOf(section: Section): Section {
  return {
    ...section,
    products: section.products.filter((product) => product.isActive).sort(byOrder),
  }
}

/** Active sections sorted by order, with active products sorted, split into tread sections and the regular list (docs/product.md › Section page). */
export function splitSections(sections: readonly Section[]): SplitSections {
  const active = sections
    .filter((section) => section.isActive)
    .sort(byOrder)
    .map(activeProductsOf)
  return {
    regular: active.filter((section) => !section.isTreads),
    treads: active.filter((section) => section.isTreads),
  }
}

/** A section's derived path: `/` plus its lowercased title with spaces as underscores, e.g. `/custom_made` (docs/product.md › Pages). */
export function sectionPath(title: string): string {
  return `/${title.trim().toLowerCase().replace(/\s+/g, '_')}`
}

/** A product's derived path: its section's path plus the product's own path (docs/product.md › Pages). */
export function productPath(sectionTitle: string, productOwnPath: string): string {
  const own = productOwnPath.trim()
  if (own === '') return sectionPath(sectionTitle)
  return `${sectionPath(sectionTitle)}${own.startsWith('/') ? own : `/${own}`}`
}

/** The route of a section page, `/sections/{sectionId}` (docs/product.md › Section page). */
export function sectionRoute(sectionId: string): string {
  return `/sections/${encodeURIComponent(sectionId)}`
}

/** The route of a product page, `/sections/{sectionId}/{productId}` (docs/product.md › Product page). */
export function productRoute(sectionId: string, productId: string): string {
  return `${sectionRoute(sectionId)}/${encodeURIComponent(productId)}`
}

/** Normalises a section link written with or without its leading slash (`sections/{id}` or `/sections/{id}`) (docs/product.md › Pages). */
export function normalizeSectionLink(link: string): string {
  return link.startsWith('/') ? link : `/${link}`
}

/** A section by id (docs/product.md › Pages). */
export function findSection(sections: readonly Section[], sectionId: string): Section | undefined {
  return sections.find((section) => section.id === sectionId)
}

/** A product by section id and product id (docs/product.md › Pages). */
export function findProduct(
  sections: readonly Section[],
  sectionId: string,
  productId: string,
): Product | undefined {
  return findSection(sections, sectionId)?.products.find((product) => product.id === productId)
}

/** A product by id in any section, with its section (docs/product.md › Cart and checkout; › Product prices). */
export function findProductAnywhere(
  sections: readonly Section[],
  productId: string,
): { section: Section; product: Product } | undefined {
  for (const section of sections) {
    const product = section.products.find((candidate) => candidate.id === productId)
    if (product) return { section, product }
  }
  return undefined
}

/** The section titled Custom Made, compared case-insensitively (docs/product.md › Home page). */
export function findCustomMadeSection(sections: readonly Section[]): Section | undefined {
  const wanted = CUSTOM_MADE_SECTION_TITLE.toLowerCase()
  return sections.find((section) => section.title.trim().toLowerCase() === wanted)
}

/** Where a home section's title/description tile goes: `left` when the section's order is even, otherwise `first` (docs/product.md › Home page). */
export type TilePosition = 'left' | 'first'

/** One block of the home page's `Our products` (docs/product.md › Home page). */
export interface HomeSectionPick {
  section: Section
  /** Main photos of the first 3 products that have one. */
  photos: { product: Product; photo: ImageFile }[]
  tilePosition: TilePosition
}

/** The home page's `Our products`: the first 2 sections, each with its first 3 product photos and its tile position by order parity (docs/product.md › Home page). */
export function pickHomeSections(regular: readonly Section[]): HomeSectionPick[] {
  return regular.slice(0, HOME_SECTIONS_COUNT).map((section) => ({
    section,
    photos: section.products
      .flatMap((product) => (product.photo[0] ? [{ product, photo: product.photo[0] }] : []))
      .slice(0, HOME_PHOTOS_PER_SECTION),
    tilePosition: section.order % 2 === 0 ? 'left' : 'first',
  }))
}

/** The `Special Offer` products: those of the first tread section, none when it is empty (docs/product.md › Home page). */
export function pickSpecialOffers(treads: readonly Section[]): Product[] {
  return treads[0]?.products ?? []
}

/** `Our Best Sellers`: the first 2 products of each section in turn until 4 are collected (docs/product.md › Section page). */
export function pickBestSellers(sections: readonly Section[]): Product[] {
  const picked: Product[] = []
  for (const section of sections) {
    for (const product of section.products.slice(0, BEST_SELLERS_PER_SECTION)) {
      if (picked.length === BEST_SELLERS_COUNT) return picked
      picked.push(product)
    }
  }
  return picked
}
