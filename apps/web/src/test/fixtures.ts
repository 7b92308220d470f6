import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import type { CartLine } from '@sweet-art/domain/cart'
import type { Order } from '@sweet-art/domain/schemas/orders'
import type { User } from '@sweet-art/domain/schemas/users'
import { DEFAULT_UNPAID_HOLD_TERMS } from '@sweet-art/domain/unpaid-holds'

export function makeProduct(
  overrides: Partial<Product> & Pick<Product, 'id' | 'sectionId'>,
): Product {
  return {
    title: `Product ${overrides.id}`,
    treadTitle: '',
    description: 'A lovely thing.',
    photo: [{ path: 'images/products', name: `${overrides.id}.webp` }],
    path: `/product_${overrides.id}`,
    order: 1,
    isActive: true,
    price: {
      type: 'only',
      value: 60,
      text: '',
      currency: '£',
      unit: 'cake',
      intervals: [],
      variants: [],
    },
    minimalQuantity: 1,
    leadTimeDays: null,
    capacity: { units: 1, per: 'item' },
    delivery: ['delivery', 'orderCollection'],
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

export function makeSection(overrides: Partial<Section> & Pick<Section, 'id' | 'title'>): Section {
  return {
    description: `All about ${overrides.title}.`,
    path: `/${overrides.title.toLowerCase().replace(/ /g, '_')}`,
    order: 1,
    isActive: true,
    isTreads: false,
    products: [],
    ...overrides,
  }
}

/** A small catalogue: three regular sections and one tread section. */
export const SECTIONS: Section[] = [
  makeSection({
    id: 's-cakes',
    title: 'Cakes',
    order: 1,
    products: [makeProduct({ id: 'p-cake', sectionId: 's-cakes', title: 'Lemon Cake' })],
  }),
  makeSection({
    id: 's-cupcakes',
    title: 'Cupcakes',
    order: 2,
    products: [makeProduct({ id: 'p-cup', sectionId: 's-cupcakes' })],
  }),
  makeSection({ id: 's-custom', title: 'Custom Made', order: 3 }),
  makeSection({
    id: 's-offer',
    title: 'Special Offer',
    order: 4,
    isTreads: true,
    products: [makeProduct({ id: 'p-offer', sectionId: 's-offer' })],
  }),
]

export const APP_OPTIONS: AppOptions = {
  updatedAt: '2025-01-01T00:00:00.000Z',
  isAuth: false,
  appDelivery: DEFAULT_APP_DELIVERY,
  closeOrderDates: { closeDates: [], closeWeekDays: [] },
  unpaidHolds: DEFAULT_UNPAID_HOLD_TERMS,
}

export function makeCartLine(productId: string, id = `line-${productId}`): CartLine {
  return {
    id,
    status: 'created',
    sectionId: 's-cakes',
    sectionName: 'Cakes',
    productId,
    name: `Product ${productId}`,
    quantity: '1',
    cost: 60,
    options: [],
    sale: '',
  }
}

/** A signed-in client with one saved address. */
export const USER: User = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  birthDate: '1990-12-10',
  isStaff: false,
  addressesData: [
    {
      id: 'a-1',
      address: '221B Baker Street, London NW1 6XE, UK',
      postCode: 'NW1 6XE',
      floor: '2',
      flat: '',
      isCongestionZone: false,
      deliveryDistance: { origin: 'Barking', distance: 13.2 },
    },
  ],
  orders: [],
}

/** An order as the API answers a request order. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o-1',
    createdAt: '2025-01-01T10:00:00.000Z',
    status: 'created',
    products: [],
    delivery: {
      method: 'orderCollection',
      date: '2025-01-02',
      time: '11:00',
      secondTime: '',
      cost: 0,
      congestion: 0,
    },
    deliveryPlace: {
      address: '',
      postCode: '',
      floor: '',
      flat: '',
      deliveryDistance: null,
      isPaidParking: false,
    },
    images: [],
    message: '',
    total: null,
    ...overrides,
  }
}
