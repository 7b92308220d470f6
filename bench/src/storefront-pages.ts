/** A storefront page to measure, with a name for the bench output. */
export interface StorefrontPage {
  name: string
  path: string
}

interface CatalogueSection {
  id: string
  title: string
  products: { id: string; title: string }[]
}

function isTitled(value: unknown): value is { id: string; title: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'title' in value &&
    typeof value.title === 'string'
  )
}

function isCatalogue(value: unknown): value is CatalogueSection[] {
  return (
    Array.isArray(value) &&
    value.every(
      (section: unknown) =>
        isTitled(section) &&
        'products' in section &&
        Array.isArray(section.products) &&
        section.products.every(isTitled),
    )
  )
}

/** The home page, the first section and product the running server's catalogue offers, and a static page. */
export async function findStorefrontPages(origin: string): Promise<StorefrontPage[]> {
  const catalogue: unknown = await (await fetch(`${origin}/api/products-sections/client`)).json()
  if (!isCatalogue(catalogue)) throw new Error('the catalogue is not a list of sections')
  const section = catalogue.find((candidate) => candidate.products.length > 0)
  const product = section?.products[0]
  if (section === undefined || product === undefined) {
    throw new Error('the catalogue has no products')
  }
  return [
    { name: 'home page', path: '/' },
    { name: `section page (${section.title})`, path: `/sections/${section.id}` },
    { name: `product page (${product.title})`, path: `/sections/${section.id}/${product.id}` },
    { name: 'static page (About Us)', path: '/about' },
  ]
}
