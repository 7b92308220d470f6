/**
 * Every page of the web app as a router pattern (docs/product.md › Pages): the web app's router
 * declares its routes with these, and the server answers a request with the app exactly when its
 * path matches one, whatever its last segment looks like (a signed order link ends in
 * `.{expiry}.{signature}`, which can look like a file name).
 */
export const APP_PATH_PATTERNS = {
  home: '/',
  about: '/about',
  contacts: '/contacts',
  faq: '/f_a_q',
  price: '/price',
  privacyPolicy: '/privacy_policy',
  terms: '/terms',
  delivery: '/delivery',
  customMade: '/custom_made',
  tastingBox: '/shop/tasting_box',
  section: '/sections/:sectionId',
  product: '/sections/:sectionId/:productId',
  cart: '/cart',
  cartAction: '/cart/:action',
  payment: '/payment/:id',
  orderLink: '/order/:token',
  account: '/account',
  accountProfile: '/account/profile',
  accountOrders: '/account/orders',
  accountOrder: '/account/order',
  accountOrderById: '/account/order/:orderId',
  accountTransactions: '/account/transactions',
  admin: '/admin/*',
} as const

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

/**
 * Whether `pattern` matches `pathname` as the web app's router matches it: `:name` is one
 * non-empty segment, a trailing `*` any rest (none included), every other segment itself; a
 * trailing slash is ignored (docs/product.md › Pages).
 */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern)
  const given = segmentsOf(pathname)
  const rest = wanted[wanted.length - 1] === '*'
  const fixed = rest ? wanted.slice(0, -1) : wanted
  if (rest ? given.length < fixed.length : given.length !== fixed.length) return false
  return fixed.every((segment, at) => segment.startsWith(':') || segment === given[at])
}

/** Whether a path is one of the web app's pages, answered with the app (docs/product.md › Pages). */
export function isAppPagePath(pathname: string): boolean {
  return Object.values(APP_PATH_PATTERNS).some((pattern) => matchesPathPattern(pattern, pathname))
}

/** The link to the order page an e-mail carries, with its signed token (docs/product.md › E-mails). */
export function orderLinkHref(token: string): string {
  return `/order/${encodeURIComponent(token)}`
}

/** The payment page of a transaction (docs/product.md › Payments). */
export function paymentPageHref(transactionId: string): string {
  return `/payment/${encodeURIComponent(transactionId)}`
}
