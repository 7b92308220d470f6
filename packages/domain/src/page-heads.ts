import { buildBreadcrumbs } from './breadcrumbs'
import {
  findSection,
  normalizeSectionLink,
  pickHomeSections,
  productRoute,
  sectionRoute,
  splitSections,
} from './catalog'
import { previewImageUrl } from './images'
import { describeShopLeadTimes } from './lead-times'
import { formatPriceText } from './pricing'
import type { AppDelivery } from './schemas/app-options'
import type { ImageFile, Product, Section } from './schemas/catalog'
import {
  CATALOGUE_FALLBACK_DESCRIPTION,
  faqEntries,
  HOME_DESCRIPTION,
  HOME_TITLE,
  pageTitle,
  STATIC_PAGE_PATHS,
  staticPageCopy,
  type StaticPagePath,
} from './shop-profile'
import {
  bakeryStructuredData,
  breadcrumbStructuredData,
  faqStructuredData,
  productStructuredData,
  type JsonLdNode,
} from './structured-data'

// What each page of the storefront tells search engines and link previews about itself
// (docs/product.md › What each page tells search engines and link previews).

/** What a path of the shop is, as the server sees it before any script runs (docs/product.md › Pages). */
export type StorefrontPage =
  | { kind: 'home' }
  | { kind: 'static'; path: StaticPagePath }
  | { kind: 'section'; section: Section }
  | { kind: 'product'; section: Section; product: Product }
  /** A page of the app for one visitor (cart, payment, order link, account, back office): no head of its own. */
  | { kind: 'private' }
  /** A section link written relative to another page (`/about/sections/{id}`): the page meant. */
  | { kind: 'moved'; to: string }
  /** A withdrawn or unknown section or product, or an unknown path: the app goes home. */
  | { kind: 'missing' }

const SECTIONS_SEGMENT = '/sections/'
const ACCOUNT_PAGES = new Set(['profile', 'orders', 'order', 'transactions'])

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function isPrivatePage(segments: readonly string[]): boolean {
  const [first, second] = segments
  switch (first) {
    case 'cart':
      return segments.length <= 2
    case 'payment':
    case 'order':
      return segments.length === 2
    case 'account':
      return segments.length === 1 || (segments.length === 2 && ACCOUNT_PAGES.has(second ?? ''))
    case 'admin':
      return true
    default:
      return false
  }
}

/**
 * Which page a path is, by the storefront's route table (docs/product.md › Pages) and the live
 * catalogue. Like the app's router, a trailing slash and the letters' case of a fixed path do not
 * matter; ids are matched exactly.
 */
export function findStorefrontPage(pathname: string, sections: readonly Section[]): StorefrontPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '' || path === '/') return { kind: 'home' }
  const fixed = path.toLowerCase()
  const staticPath = STATIC_PAGE_PATHS.find((candidate) => candidate === fixed)
  if (staticPath) return { kind: 'static', path: staticPath }
  const segments = path.split('/').slice(1).map(decodeSegment)
  if (segments[0]?.toLowerCase() === 'sections' && segments.length <= 3) {
    const section = findSection(sections, segments[1] ?? '')
    if (segments.length === 2 && section) return { kind: 'section', section }
    const product = section?.products.find((candidate) => candidate.id === segments[2])
    if (segments.length === 3 && section && product) return { kind: 'product', section, product }
    return { kind: 'missing' }
  }
  if (isPrivatePage(segments.map((segment) => segment.toLowerCase()))) return { kind: 'private' }
  const at = path.lastIndexOf(SECTIONS_SEGMENT)
  if (at > 0) return { kind: 'moved', to: normalizeSectionLink(path.slice(at + 1)) }
  return { kind: 'missing' }
}

/** What a page says of itself in its head. */
export interface PageHead {
  /** The document title, as the app sets it once it runs. */
  title: string
  description: string
  /** The page's one address, absolute; null for a page no search engine should keep. */
  canonicalUrl: string | null
  /** What a link preview shows; null for a page nobody should share. */
  preview: {
    /** The page's name, without the shop's (og:site_name says it). */
    title: string
    type: 'website' | 'product'
    image: { url: string; alt: string } | null
  } | null
  /** schema.org objects, each written as its own JSON-LD script. */
  structuredData: JsonLdNode[]
}

/** What the head needs beside the page: the live catalogue and options, and where the shop is. */
export interface PageHeadContext {
  sections: readonly Section[]
  appDelivery: AppDelivery
  /** The shop's public origin, `https://sweetart.london`. */
  origin: string
  /** The API's prefix, `/api`, under which photos are served. */
  apiPrefix: string
}

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX_CHARS = 160

/** Catalogue copy as a meta description: whole words, at most 160 characters. */
export function summarize(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= DESCRIPTION_MAX_CHARS) return clean
  const cut = clean.slice(0, DESCRIPTION_MAX_CHARS - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.\s]+$/, '')}…`
}

/** The first sentence of catalogue copy: up to the first full stop, question or exclamation mark that ends a word. */
export function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return /^.*?[.!?](?=\s|$)/.exec(clean)?.[0] ?? clean
}

/** A product's description: its price as the shop shows it, then the first sentence of its copy. */
export function productDescription(product: Product): string {
  const price = formatPriceText(product.price).replace(/[.\s]+$/, '')
  const sentence = firstSentence(product.description)
  return summarize(`${price}. ${sentence === '' ? CATALOGUE_FALLBACK_DESCRIPTION : sentence}`)
}

/** What a page says of itself in a browser's tab and a search result. */
export interface PageText {
  title: string
  description: string
}

/** A section page's title and description, the same in its head and once the app runs. */
export function sectionPageText(section: Section): PageText {
  return {
    title: pageTitle(section.title),
    description: summarize(section.description || CATALOGUE_FALLBACK_DESCRIPTION),
  }
}

/** A product page's title and description, the same in its head and once the app runs. */
export function productPageText(section: Section, product: Product): PageText {
  return {
    title: pageTitle(`${product.title} · ${section.title}`),
    description: productDescription(product),
  }
}

/** What a section or product page says of itself while the catalogue is still on its way. */
export const CATALOGUE_PAGE_LOADING_TEXT: PageText = {
  title: pageTitle('Our collection'),
  description: CATALOGUE_FALLBACK_DESCRIPTION,
}

function photoOf(products: readonly Product[]): { file: ImageFile; product: Product } | undefined {
  for (const product of products) {
    const file = product.photo[0]
    if (file) return { file, product }
  }
  return undefined
}

/** The shop's own picture, for pages without a photo of their own: the first the home page shows. */
function shopPhoto(
  sections: readonly Section[],
): { file: ImageFile; product: Product } | undefined {
  const first = pickHomeSections(splitSections(sections).regular)[0]?.photos[0]
  if (first) return { file: first.photo, product: first.product }
  return photoOf(sections.flatMap((section) => section.products))
}

function absolute(path: string, origin: string): string {
  return new URL(path, origin).href
}

/** The head of a page the app will send home: nothing to index, nothing to preview. */
export const MISSING_PAGE_HEAD: PageHead = {
  title: pageTitle('Page not found'),
  description: HOME_DESCRIPTION,
  canonicalUrl: null,
  preview: null,
  structuredData: [],
}

/** The head of a storefront page (docs/product.md › What each page tells search engines and link previews). */
export function buildPageHead(
  page: Exclude<StorefrontPage, { kind: 'private' | 'moved' }>,
  context: PageHeadContext,
): PageHead {
  const { sections, origin } = context
  const apiBase = absolute(context.apiPrefix, origin)
  const image = (photo: { file: ImageFile; product: Product } | undefined) =>
    photo ? { url: previewImageUrl(photo.file, apiBase), alt: photo.product.title } : null
  switch (page.kind) {
    case 'missing':
      return MISSING_PAGE_HEAD
    case 'home': {
      const photo = image(shopPhoto(sections))
      return {
        title: HOME_TITLE,
        description: HOME_DESCRIPTION,
        canonicalUrl: absolute('/', origin),
        preview: { title: HOME_TITLE, type: 'website', image: photo },
        structuredData: [bakeryStructuredData({ origin, imageUrl: photo?.url ?? null })],
      }
    }
    case 'static': {
      const copy = staticPageCopy(page.path, context.appDelivery)
      const photo = image(shopPhoto(sections))
      const structuredData =
        page.path === '/contacts'
          ? [bakeryStructuredData({ origin, imageUrl: photo?.url ?? null })]
          : page.path === '/f_a_q'
            ? [faqStructuredData(faqEntries(context.appDelivery, describeShopLeadTimes(sections)))]
            : []
      return {
        title: pageTitle(copy.name),
        description: copy.description,
        canonicalUrl: absolute(page.path, origin),
        preview: { title: copy.name, type: 'website', image: photo },
        structuredData,
      }
    }
    case 'section': {
      const { section } = page
      const path = sectionRoute(section.id)
      return {
        ...sectionPageText(section),
        canonicalUrl: absolute(path, origin),
        preview: { title: section.title, type: 'website', image: image(photoOf(section.products)) },
        structuredData: [breadcrumbStructuredData(buildBreadcrumbs(path, sections), origin)],
      }
    }
    case 'product': {
      const { section, product } = page
      const path = productRoute(section.id, product.id)
      const pageUrl = absolute(path, origin)
      const { title, description } = productPageText(section, product)
      return {
        title,
        description,
        canonicalUrl: pageUrl,
        preview: { title: product.title, type: 'product', image: image(photoOf([product])) },
        structuredData: [
          productStructuredData({
            product,
            description: summarize(product.description || description),
            pageUrl,
            imageUrls: product.photo.map((file) => previewImageUrl(file, apiBase)),
          }),
          breadcrumbStructuredData(buildBreadcrumbs(path, sections), origin),
        ],
      }
    }
  }
}
