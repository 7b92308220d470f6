import type { CartLine } from '../cart'
import type { Price, Product, Section } from '../schemas/catalog'

/** A price for tests, `only` £ 10.00 per cake unless overridden (docs/product.md › Product prices). */
export function makePrice(overrides: Partial<Price> = {}): Price {
  return {
    type: 'only',
    value: 10,
    text: '',
    currency: '£',
    unit: 'cake',
    intervals: [],
    variants: [],
    ...overrides,
  }
}

/** A product for tests: active, no options, minimum 1, every delivery method (docs/product.md › Product page). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'product-1',
    sectionId: 'section-1',
    title: 'Chocolate Cake',
    treadTitle: '',
    description: '',
    photo: [{ path: 'images', name: 'chocolate.webp' }],
    path: '/chocolate_cake',
    order: 1,
    isActive: true,
    price: makePrice(),
    minimalQuantity: 1,
    leadTimeDays: null,
    capacity: { units: 1, per: 'item' },
    delivery: ['delivery', 'uberTaxi', 'orderCollection', 'royalMail'],
    filings: [],
    extraFilings: { sectionTitle: '', filings: [] },
    variants: [],
    collections: [],
    ingredients: '',
    allergens: [],
    storage: '',
    ...overrides,
  }
}

/** A section for tests: active, regular, no products unless given (docs/product.md › Section page). */
export function makeSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 'section-1',
    title: 'Cakes',
    description: '',
    path: '/cakes',
    order: 1,
    isActive: true,
    isTreads: false,
    products: [],
    ...overrides,
  }
}

/** A cart line for tests: one £ 10.00 item (docs/product.md › Cart and checkout). */
export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 'line-1',
    status: 'created',
    sectionId: 'section-1',
    sectionName: 'Cakes',
    productId: 'product-1',
    name: 'Chocolate Cake',
    quantity: '1',
    cost: 10,
    options: [],
    sale: '',
    ...overrides,
  }
}
