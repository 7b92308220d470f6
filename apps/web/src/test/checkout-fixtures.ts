import { fireEvent, screen } from '@testing-library/react'
import type { CartLine } from '@sweet-art/domain/cart'
import { isInYearlyInterval } from '@sweet-art/domain/congestion'
import { addDays, formatDisplayDate, londonTomorrow, weekdayOf } from '@sweet-art/domain/dates'
import type { DeliveryMethod, Section } from '@sweet-art/domain/schemas/catalog'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { storeCart } from './cart'
import { APP_OPTIONS, makeProduct, makeSection } from './fixtures'
import { requestUrl } from './render-app'

// A catalogue for the checkout: a priced cake, a cake priced on request and biscuits that travel
// by post, each allowing its own delivery methods.
export const CHECKOUT_SECTIONS: Section[] = [
  makeSection({
    id: 's-cakes',
    title: 'Cakes',
    products: [
      makeProduct({
        id: 'p-cake',
        sectionId: 's-cakes',
        title: 'Lemon Cake',
        delivery: ['delivery', 'uberTaxi', 'orderCollection'],
      }),
      makeProduct({
        id: 'p-bespoke',
        sectionId: 's-cakes',
        title: 'Bespoke Cake',
        price: {
          type: 'request',
          value: null,
          text: 'Price on request',
          currency: '£',
          unit: '',
          intervals: [],
          variants: [],
        },
        delivery: ['delivery', 'orderCollection'],
      }),
    ],
  }),
  makeSection({
    id: 's-custom',
    title: 'Custom Made',
    products: [
      makeProduct({
        id: 'p-table',
        sectionId: 's-custom',
        title: 'Dessert Table',
        delivery: ['delivery'],
      }),
    ],
  }),
  makeSection({
    id: 's-cookies',
    title: 'Glazed Cookies',
    products: [
      makeProduct({
        id: 'p-cookies',
        sectionId: 's-cookies',
        title: 'Name Cookies',
        minimalQuantity: 12,
        delivery: ['delivery', 'orderCollection', 'royalMail'],
      }),
    ],
  }),
]

const NAMES: Record<string, string> = {
  'p-cake': 'Lemon Cake',
  'p-bespoke': 'Bespoke Cake',
  'p-cookies': 'Name Cookies',
  'p-table': 'Dessert Table',
}

const SECTION_OF: Record<string, Section | undefined> = Object.fromEntries(
  CHECKOUT_SECTIONS.flatMap((section) => section.products.map((product) => [product.id, section])),
)

/** A cart line of a product of CHECKOUT_SECTIONS; priced £ 60.00 unless `cost` says otherwise. */
export function line(productId: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: `line-${productId}`,
    status: 'created',
    sectionId: SECTION_OF[productId]?.id ?? 's-cakes',
    sectionName: SECTION_OF[productId]?.title ?? 'Cakes',
    productId,
    name: NAMES[productId] ?? productId,
    quantity: productId === 'p-cookies' ? '12' : '1',
    cost: productId === 'p-bespoke' ? null : 60,
    options: [],
    sale: '',
    ...overrides,
  }
}

/** Puts lines into the cart before the page renders. */
export function fillCart(...lines: CartLine[]): void {
  storeCart({ products: lines, flowLink: '' })
}

/**
 * The next Monday-to-Friday date from tomorrow in London, `YYYY-MM-DD`, outside the congestion
 * charge's yearly holiday, so congestion hours apply.
 */
export function nextWeekday(after = londonTomorrow(new Date())): string {
  let date = after
  while (
    [0, 6].includes(weekdayOf(date)) ||
    isInYearlyInterval(date, APP_OPTIONS.appDelivery.congestionDaysInterval)
  )
    date = addDays(date, 1)
  return date
}

/** Types a delivery date into the Date field as a customer would, `dd.MM.yyyy`. */
export function typeDate(date: string): void {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: formatDisplayDate(date) } })
}

/** Chooses a delivery method by its label. */
export function chooseMethod(method: DeliveryMethod, label: string): void {
  const select = screen.getByLabelText<HTMLSelectElement>('Delivery method')
  fireEvent.change(select, { target: { value: method } })
  if (select.selectedOptions[0]?.textContent !== label) throw new Error(`${label} is not offered`)
}

/** Fills a guest's details with valid values. */
export function fillGuestDetails(): void {
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Grace' } })
  fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Hopper' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'grace@example.com' } })
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+447700900456' } })
}

/** Chooses the first `From` slot of the chosen date. */
export function chooseFrom(time: string): void {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: time } })
}

/** What a stubbed `fetch` keeps of its calls. */
interface FetchCalls {
  mock: { calls: [input: RequestInfo | URL, init?: RequestInit][] }
}

/** The `Idempotency-Key` of every call to an API path ending in `path`, in order. */
export function idempotencyKeysOf(fetchMock: FetchCalls, path: string): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([input]) => requestUrl(input).endsWith(path))
    .map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER],
    )
}
