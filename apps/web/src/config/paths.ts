import {
  APP_PATH_PATTERNS as PATTERNS,
  orderLinkHref,
  paymentPageHref,
} from '@sweet-art/domain/app-paths'
import { productRoute, sectionRoute } from '@sweet-art/domain/catalog'

// Every route (docs/product.md › Pages) in one place: `path` is the router pattern, shared with
// the server, which answers exactly these paths with the app; `getHref` builds a link.

export const paths = {
  home: { path: PATTERNS.home, getHref: () => '/' },
  about: { path: PATTERNS.about, getHref: () => '/about' },
  contacts: { path: PATTERNS.contacts, getHref: () => '/contacts' },
  faq: { path: PATTERNS.faq, getHref: () => '/f_a_q' },
  price: { path: PATTERNS.price, getHref: () => '/price' },
  privacyPolicy: { path: PATTERNS.privacyPolicy, getHref: () => '/privacy_policy' },
  terms: { path: PATTERNS.terms, getHref: () => '/terms' },
  delivery: { path: PATTERNS.delivery, getHref: () => '/delivery' },
  customMade: { path: PATTERNS.customMade, getHref: () => '/custom_made' },
  tastingBox: { path: PATTERNS.tastingBox, getHref: () => '/shop/tasting_box' },
  section: {
    path: PATTERNS.section,
    getHref: sectionRoute,
  },
  product: {
    path: PATTERNS.product,
    getHref: productRoute,
  },
  cart: { path: PATTERNS.cart, getHref: () => '/cart' },
  cartAction: {
    path: PATTERNS.cartAction,
    getHref: (action: string) => `/cart/${encodeURIComponent(action)}`,
  },
  payment: {
    path: PATTERNS.payment,
    getHref: paymentPageHref,
  },
  /** The order page e-mails link to: its signed token opens it without an account. */
  orderLink: {
    path: PATTERNS.orderLink,
    getHref: orderLinkHref,
  },
  account: { path: PATTERNS.account, getHref: () => '/account' },
  accountProfile: { path: PATTERNS.accountProfile, getHref: () => '/account/profile' },
  accountOrders: { path: PATTERNS.accountOrders, getHref: () => '/account/orders' },
  /** The spec's order page, whose order comes as navigation state; links name the order instead. */
  accountOrder: { path: PATTERNS.accountOrder, getHref: () => '/account/order' },
  /** One order of the signed-in client, which a bookmark or a reload opens again. */
  accountOrderById: {
    path: PATTERNS.accountOrderById,
    getHref: (orderId: string) => `/account/order/${encodeURIComponent(orderId)}`,
  },
  accountTransactions: {
    path: PATTERNS.accountTransactions,
    getHref: () => '/account/transactions',
  },
  /** The back office; `sectionPath` names one of its pages, such as `catalogue` or `clients/{id}`. */
  admin: {
    path: PATTERNS.admin,
    getHref: (sectionPath?: string) =>
      sectionPath === undefined ? '/admin' : `/admin/${sectionPath}`,
  },
} as const

/** The segment that introduces a section page; relative `sections/{id}` links keep it (docs/product.md › Pages). */
export const SECTIONS_SEGMENT = '/sections/'
