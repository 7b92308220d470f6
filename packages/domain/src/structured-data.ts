import type { Breadcrumb } from './breadcrumbs'
import { formatAmount, toPence } from './money'
import type { Price, Product } from './schemas/catalog'
import {
  HOME_DESCRIPTION,
  SHOP_ANSWERING_HOURS,
  SHOP_CONTACT_EMAIL,
  SHOP_LOCALITY,
  SHOP_NAME,
  SHOP_PROFILES,
  type FaqEntry,
} from './shop-profile'

// The schema.org objects a page carries as JSON-LD (docs/product.md › What each page tells search
// engines and link previews). Plain data: the API writes them into the page's head.

/** A JSON value, as JSON-LD holds it. */
export type JsonLdValue = string | number | boolean | JsonLdValue[] | { [key: string]: JsonLdValue }
/** One JSON-LD object. */
export type JsonLdNode = { [key: string]: JsonLdValue }

const SCHEMA_ORG = 'https://schema.org'
/** Every product is baked for its order (docs/product.md › Lead times). */
const MADE_TO_ORDER = 'https://schema.org/MadeToOrder'
/** Prices are pounds sterling, whatever symbol a product's price shows (docs/product.md › Money). */
const PRICE_CURRENCY = 'GBP'
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

function amount(pounds: number): string {
  return formatAmount(toPence(pounds))
}

/**
 * What a product costs, as schema.org says it (docs/product.md › Product prices): one price is an
 * Offer with it; variants and intervals are an AggregateOffer from the lowest to the highest; a
 * price on request is an Offer without a price, which schema.org allows.
 */
export function offerOf(price: Price, pageUrl: string): JsonLdNode {
  const made = { url: pageUrl, availability: MADE_TO_ORDER }
  const costs =
    price.type === 'variants'
      ? price.variants.map((variant) => variant.cost)
      : price.type === 'interval'
        ? price.intervals.map((interval) => interval.cost)
        : []
  if (price.type === 'only' && price.value !== null)
    return {
      '@type': 'Offer',
      ...made,
      priceCurrency: PRICE_CURRENCY,
      price: amount(price.value),
    }
  if (costs.length > 0)
    return {
      '@type': 'AggregateOffer',
      ...made,
      priceCurrency: PRICE_CURRENCY,
      lowPrice: amount(Math.min(...costs)),
      highPrice: amount(Math.max(...costs)),
      offerCount: costs.length,
    }
  return { '@type': 'Offer', ...made }
}

/** A product page's `Product`, with its photos as absolute URLs. */
export function productStructuredData(input: {
  product: Product
  description: string
  pageUrl: string
  imageUrls: readonly string[]
}): JsonLdNode {
  const { product, pageUrl } = input
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.title,
    description: input.description,
    ...(input.imageUrls.length > 0 ? { image: [...input.imageUrls] } : {}),
    sku: product.id,
    url: pageUrl,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: offerOf(product.price, pageUrl),
  }
}

/** The page's breadcrumbs (docs/product.md › Header, footer and navigation) as a `BreadcrumbList`. */
export function breadcrumbStructuredData(
  crumbs: readonly Breadcrumb[],
  origin: string,
): JsonLdNode {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.path, origin).href,
    })),
  }
}

/**
 * The shop as a `Bakery` (a LocalBusiness): where it is, when it answers, where it delivers and
 * how to reach it. The address stops at the town, as the Contacts page does: the kitchen's street
 * goes out only with an order.
 */
export function bakeryStructuredData(input: {
  origin: string
  imageUrl: string | null
}): JsonLdNode {
  const hours = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: WEEKDAYS,
    opens: SHOP_ANSWERING_HOURS.from,
    closes: SHOP_ANSWERING_HOURS.to,
  }
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Bakery',
    '@id': new URL('/#bakery', input.origin).href,
    name: SHOP_NAME,
    description: HOME_DESCRIPTION,
    url: new URL('/', input.origin).href,
    ...(input.imageUrl === null ? {} : { image: input.imageUrl }),
    email: SHOP_CONTACT_EMAIL,
    address: {
      '@type': 'PostalAddress',
      addressLocality: SHOP_LOCALITY.town,
      addressRegion: SHOP_LOCALITY.region,
      addressCountry: 'GB',
    },
    // Delivery covers London and beyond; Royal Mail reaches the rest of the country (docs/product.md › Methods).
    areaServed: [
      { '@type': 'City', name: 'London' },
      { '@type': 'Country', name: 'United Kingdom' },
    ],
    openingHoursSpecification: [hours],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: SHOP_CONTACT_EMAIL,
      availableLanguage: 'English',
      hoursAvailable: hours,
    },
    currenciesAccepted: PRICE_CURRENCY,
    sameAs: SHOP_PROFILES.map((profile) => profile.href),
  }
}

/** The FAQ page's questions as a `FAQPage`. */
export function faqStructuredData(entries: readonly FaqEntry[]): JsonLdNode {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}
