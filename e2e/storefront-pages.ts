/** The storefront's pages whose copy is fixed, home first (docs/product.md › Pages). */
export const FIXED_COPY_PAGES = [
  '/',
  '/about',
  '/contacts',
  '/f_a_q',
  '/price',
  '/privacy_policy',
  '/terms',
  '/delivery',
  '/custom_made',
  '/shop/tasting_box',
]
