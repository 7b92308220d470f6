import { formatPounds, toPence } from './money'
import type { AppDelivery } from './schemas/app-options'

// What the shop says of itself to search engines and link previews (docs/product.md › What each
// page tells search engines and link previews). The storefront's pages quote the same facts in
// their copy; these are the same words, as plain text, for the heads the server sends. A journey
// (e2e/page-heads.e2e.ts) holds the two to each other: each static page's title and description,
// and the FAQ's questions and answers, as the server sends them are what the page shows.

/** The shop's name: og:site_name, the end of every title, the bakery's name. */
export const SHOP_NAME = 'Sweet Art'
/** Where customers write (docs/product.md › Terms the pages quote). */
export const SHOP_CONTACT_EMAIL = 'hello@sweetart.london'
/** The kitchen's town and area; the full collection address goes out with each order, never on a page. */
export const SHOP_LOCALITY = { town: 'Barking', area: 'East London', region: 'London' } as const
/** E-mails are answered Monday to Friday in these hours (docs/product.md › Terms the pages quote). */
export const SHOP_ANSWERING_HOURS = { from: '10:00', to: '18:00', fridayCutOff: '12:00' } as const
/** The shop's public profiles (docs/product.md › Header, footer and navigation). */
export const SHOP_PROFILES: readonly { label: string; href: string }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/sweetart.london/' },
  { label: 'Facebook', href: 'https://www.facebook.com/sweetart.london/' },
]

/** The home page's title, as the storefront sets it too. */
export const HOME_TITLE = `${SHOP_NAME} · Bespoke cakes made to order in London`
/** The home page's description, and every page's when the catalogue says nothing better. */
export const HOME_DESCRIPTION =
  'Bespoke cakes, cupcakes, cake pops and glazed cookies, baked to order in our London kitchen and delivered across London and beyond.'
/** A section's or product's description when the baker wrote none. */
export const CATALOGUE_FALLBACK_DESCRIPTION =
  'Bespoke cakes, cupcakes, cake pops and glazed cookies, made to order in London.'

/** The house form of a page title: `Cakes · Sweet Art`. */
export function pageTitle(name: string): string {
  return `${name} · ${SHOP_NAME}`
}

const CAKES_FROM = formatPounds(toPence(60))
const PIECES_FROM = formatPounds(toPence(4))
const TASTING_BOX_FROM = formatPounds(toPence(24))

/** The static pages of the storefront, by path (docs/product.md › Pages). */
export const STATIC_PAGE_PATHS = [
  '/about',
  '/contacts',
  '/f_a_q',
  '/price',
  '/privacy_policy',
  '/terms',
  '/delivery',
  '/custom_made',
  '/shop/tasting_box',
] as const
/** A static page's path. */
export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number]

/** What a static page says of itself: the heading its title is built from, and its description. */
export interface StaticPageCopy {
  name: string
  description: string
}

/** The static pages whose copy never changes: the heading each title is built from, and the description. */
export const FIXED_PAGE_COPY: Readonly<
  Record<Exclude<StaticPagePath, '/delivery'>, StaticPageCopy>
> = {
  '/about': {
    name: 'About Us',
    description: `${SHOP_NAME} is a London bakery making bespoke cakes, cupcakes, cake pops and glazed cookies to order, by hand. Read our story and what our customers say.`,
  },
  '/contacts': {
    name: 'Contacts',
    description: `Email ${SHOP_NAME} at ${SHOP_CONTACT_EMAIL}. We answer from ${SHOP_ANSWERING_HOURS.from} to ${SHOP_ANSWERING_HOURS.to}, Monday to Friday; collection from our kitchen in ${SHOP_LOCALITY.town}, ${SHOP_LOCALITY.area}.`,
  },
  '/f_a_q': {
    name: 'FAQ',
    description: `Answers about ${SHOP_NAME}'s flavours, lead times, tastings, prices, delivery and collection, order changes and email replies.`,
  },
  '/price': {
    name: 'Prices',
    description: `${SHOP_NAME} prices: cakes from ${CAKES_FROM}, cupcakes in boxes of 6, 9 or 12 from ${PIECES_FROM} each, cake pops and glazed cookies from ${PIECES_FROM} each.`,
  },
  '/privacy_policy': {
    name: 'Privacy Policy',
    description: `How ${SHOP_NAME} collects, uses and protects your personal data under UK GDPR: account, orders, addresses, photos, cookies and your rights.`,
  },
  '/terms': {
    name: 'Terms & Conditions',
    description: `${SHOP_NAME}'s terms of ordering: lead time, payment, delivery and collection, changes, cancellations, allergens and storage.`,
  },
  '/custom_made': {
    name: 'Custom Made',
    description: `Bespoke cakes designed with you by ${SHOP_NAME} in London: how a custom order works, from your idea and our quote to delivery or collection.`,
  },
  '/shop/tasting_box': {
    name: 'Tasting Box',
    description: `${SHOP_NAME}'s tasting box: 6 cupcakes in six of our signature flavours, from ${TASTING_BOX_FROM}, so you can choose the flavour of your celebration cake at home.`,
  },
}

/** The delivery page's copy, which quotes the live price per mile. */
export function deliveryPageCopy(appDelivery: AppDelivery): StaticPageCopy {
  return {
    name: 'Delivery',
    description: `${SHOP_NAME} delivers across London and beyond at ${formatPounds(toPence(appDelivery.distanceRatio))} per mile, or collect for free. Congestion charge, delivery times and how to store your cake.`,
  }
}

/** Each static page's heading and description (docs/product.md › What each page tells search engines and link previews). */
export function staticPageCopy(path: StaticPagePath, appDelivery: AppDelivery): StaticPageCopy {
  return path === '/delivery' ? deliveryPageCopy(appDelivery) : FIXED_PAGE_COPY[path]
}

/** One question of the FAQ, its answer as plain text. */
export interface FaqEntry {
  question: string
  answer: string
}

/** The FAQ page's nine questions and answers, quoting the live rates and the catalogue's lead times in words (docs/product.md › Home page). */
export function faqEntries(appDelivery: AppDelivery, leadTimes: string): FaqEntry[] {
  const mileRate = formatPounds(toPence(appDelivery.distanceRatio))
  const congestionCharge = formatPounds(toPence(appDelivery.congestionPrice))
  const profiles = SHOP_PROFILES.map((profile) => profile.label).join(' and ')
  return [
    {
      question: 'What flavours do you offer?',
      answer:
        'Our sponges include chocolate and salted caramel, vanilla and raspberry, lemon and elderflower, red velvet, Biscoff, carrot and walnut, and pistachio and raspberry. Each product page lists the sponges and fillings available for it, with their ingredients. Dreaming of something else? Tell us: most flavours can be made to order, including eggless and vegan options for many of our bakes.',
    },
    {
      question: 'How far in advance should I order?',
      answer: `${leadTimes}. Summer weekends and the run-up to Christmas fill up first, so book as early as you can for those dates. Is the day you need fully booked at checkout? Email us anyway: if the diary allows, we will always try to fit you in.`,
    },
    {
      question: 'Can I taste your cakes before I order?',
      answer:
        'Yes. Our tasting box lets you try a selection of our most-loved flavours at home, at your own pace, before you decide. See the Tasting Box page for what is inside and how to order one.',
    },
    {
      question: 'How much do your cakes cost?',
      answer: `Cakes start from ${CAKES_FROM}. Cupcakes come in boxes of 6, 9 or 12 from ${PIECES_FROM} each. Cake pops and glazed cookies start from ${PIECES_FROM} each, with a minimum order of 12. The final price depends on size, design and finish. Our Prices page has the details.`,
    },
    {
      question: 'Do you deliver, or can I collect?',
      answer: `Both. Collection from our kitchen is free. We deliver across London and beyond, charged by location at ${mileRate} per mile. Deliveries inside the central London Congestion Charge zone during charging hours add the ${congestionCharge} daily charge. Read more on our Delivery page.`,
    },
    {
      question: 'Will my cake come on a board and in a box?',
      answer:
        'Yes. Every cake is set on a food-safe cake board and packed in a sturdy, clean cake box, included in the price. Tiered cakes are supported inside with dowels so they travel safely; please keep the box flat and level on the way home.',
    },
    {
      question: 'Can I change my order once it is placed?',
      answer:
        'Of course: just email us, preferably more than 7 days before your delivery or collection date. Closer to the day we will still do our best, but some ingredients and decorations may already be prepared. If you need to cancel, 50% of the order value is charged, and cancellations less than 48 hours before delivery or collection cannot be refunded.',
    },
    {
      question: 'Are you on social media?',
      answer: `We are! Follow us on ${profiles} for our latest cakes and seasonal specials. We love sharing our bakes, and we always ask before posting a photo of yours.`,
    },
    {
      question: 'How quickly will you answer my email?',
      answer: `We answer emails from ${SHOP_ANSWERING_HOURS.from} to ${SHOP_ANSWERING_HOURS.to}, Monday to Friday. Enquiries sent after ${SHOP_ANSWERING_HOURS.fridayCutOff} on Friday or at the weekend are answered on Monday. Write to us at ${SHOP_CONTACT_EMAIL}. Please do not submit a second order for an event we are already discussing: we will come back to you.`,
    },
  ]
}
