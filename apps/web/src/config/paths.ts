import { productRoute, sectionRoute } from '@sweet-art/domain/catalog'

// Every route (docs/product.md › Pages) in one place: `path` is the router pattern, `getHref`
// builds a link.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  contacts: { path: '/contacts', getHref: () => '/contacts' },
  faq: { path: '/f_a_q', getHref: () => '/f_a_q' },
  price: { path: '/price', getHref: () => '/price' },
  privacyPolicy: { path: '/privacy_policy', getHref: () => '/privacy_policy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  delivery: { path: '/delivery', getHref: () => '/delivery' },
  customMade: { path: '/custom_made', getHref: () => '/custom_made' },
  tastingBox: { path: '/shop/tasting_box', getHref: () => '/shop/tasting_box' },
  section: {
    path: '/sections/:sectionId',
    getHref: sectionRoute,
  },
  product: {
    path: '/sections/:sectionId/:productId',
    getHref: productRoute,
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  cartAction: {
    path: '/cart/:action',
    getHref: (action: string) => `/cart/${encodeURIComponent(action)}`,
  },
  payment: {
    path: '/payment/:id',
    getHref: (id: string) => `/payment/${encodeURIComponent(id)}`,
  },
  /** The order page e-mails link to: its signed token opens it without an account. */
  orderLink: {
    path: '/order/:token',
    getHref: (token: string) => `/order/${encodeURIComponent(token)}`,
  },
  account: { path: '/account', getHref: () => '/account' },
  accountProfile: { path: '/account/profile', getHref: () => '/account/profile' },
  accountOrders: { path: '/account/orders', getHref: () => '/account/orders' },
  accountOrder: { path: '/account/order', getHref: () => '/account/order' },
  accountTransactions: { path: '/account/transactions', getHref: () => '/account/transactions' },
  /** The back office; `sectionPath` names one of its pages, such as `catalogue` or `clients/{id}`. */
  admin: {
    path: '/admin/*',
    getHref: (sectionPath?: string) =>
      sectionPath === undefined ? '/admin' : `/admin/${sectionPath}`,
  },
} as const

/** The segment that introduces a section page; relative `sections/{id}` links keep it (docs/product.md › Pages). */
export const SECTIONS_SEGMENT = '/sections/'
