import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { calculateDeliveryPrice } from '@sweet-art/domain/delivery'
import { formatPounds, toPence } from '@sweet-art/domain/money'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/shop-defaults'
import { APP_OPTIONS } from '@/test/fixtures'
import { mockApi, renderApp } from '@/test/render-app'

// Every page that quotes a delivery price, charge or time must follow what the baker saves in the
// back office: a page still quoting a default would promise customers a price checkout won't charge.

const PAGES = ['/', '/price', '/terms', '/f_a_q', '/delivery'] as const
type PagePath = (typeof PAGES)[number]

interface OptionChange {
  option: string
  change: Partial<AppDelivery>
  /** How the default reads on a page, which must be gone. */
  oldTexts: string[]
  /** How the new value reads, on the pages that quote this option. */
  newText: string
  shownOn: readonly PagePath[]
}

const CHANGES: OptionChange[] = [
  {
    option: 'the price per mile',
    change: { distanceRatio: 1.5 },
    oldTexts: ['£ 1.25'],
    newText: '£ 1.50 per mile',
    shownOn: PAGES,
  },
  {
    option: 'the congestion charge',
    change: { congestionPrice: 17.5 },
    oldTexts: ['£ 15.00'],
    newText: '£ 17.50',
    shownOn: PAGES,
  },
  {
    option: 'the congestion charging hours',
    change: {
      congestionWeekDays: [1, 2, 3, 4, 5].map((day) => ({ day, from: '06:30', to: '19:00' })),
    },
    oldTexts: ['07:00–18:00', '12:00–18:00'],
    newText: 'Monday to Friday 06:30–19:00',
    shownOn: ['/terms'],
  },
  {
    option: 'the congestion zone',
    change: { congestionChargeZone: ['EC1?', 'SE1'] },
    oldTexts: ['WC2', 'SW1'],
    newText: 'EC1 and SE1',
    shownOn: ['/delivery'],
  },
  {
    option: 'the days without a congestion charge',
    change: { congestionDaysInterval: { from: '12-24', to: '01-02' } },
    oldTexts: ['25 December', '1 January'],
    newText: 'between 24 December and 2 January',
    shownOn: ['/delivery'],
  },
]

const CASES = CHANGES.flatMap((change) => PAGES.map((path) => ({ ...change, path })))

test.each(CASES)('$path follows $option set in the back office', async (testCase) => {
  const { change, oldTexts, newText, shownOn, path } = testCase
  // Every page quotes the per-mile price: changing it too tells when the saved options have arrived.
  const appDelivery = { ...DEFAULT_APP_DELIVERY, distanceRatio: 1.5, ...change }
  mockApi({ options: { ...APP_OPTIONS, appDelivery } })
  renderApp(path)
  const main = await screen.findByRole('main')
  // The home page's blocks load lazily: a busy machine may take a while to fetch them.
  await waitFor(() => expect(main.textContent).toContain('£ 1.50 per mile'))
  if (shownOn.includes(path)) expect(main.textContent).toContain(newText)
  for (const oldText of oldTexts) expect(main.textContent).not.toContain(oldText)
})

/** Pounds as the page writes them, `£ 2.15`, as a number. */
function pounds(text: string | null | undefined): number {
  const match = /^£ (\d+\.\d{2})$/.exec(text?.trim() ?? '')
  if (!match?.[1]) throw new Error(`Not an amount of pounds: ${String(text)}`)
  return Number(match[1])
}

test.each([2.15, 0.95, 3])(
  'the delivery examples work the charge out of the price per mile of £%s',
  async (distanceRatio) => {
    mockApi({
      options: { ...APP_OPTIONS, appDelivery: { ...DEFAULT_APP_DELIVERY, distanceRatio } },
    })
    renderApp('/delivery')
    const rate = formatPounds(toPence(distanceRatio))
    const table = await screen.findByRole('table', { name: 'Examples' })
    const header = await within(table).findByRole('columnheader', { name: `Distance × ${rate}` })
    const shownRate = pounds(header.textContent.replace('Distance ×', ''))
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) {
      const miles = Number(
        /^(\d+) miles$/.exec(within(row).getByRole('rowheader').textContent)?.[1],
      )
      const [cost, charge] = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
      // The middle column is the distance at the rate shown, the last the rule's rounding of it.
      expect(pounds(cost)).toBeCloseTo(miles * shownRate, 2)
      expect(charge).toBe(formatPounds(calculateDeliveryPrice(pounds(cost), 1)))
      expect(charge).toBe(formatPounds(calculateDeliveryPrice(miles, distanceRatio)))
    }
  },
)

test('every total the delivery page says is rounded is charged as the pricing rule charges it', async () => {
  mockApi()
  renderApp('/delivery')
  const prose = await screen.findByText(/for every mile by road from our kitchen/)
  const amount = '£ \\d+\\.\\d{2}'
  const claim = new RegExp(`(${amount})(?: and (${amount}))? (?:are|is) charged (${amount})`, 'g')
  const totals = [...prose.textContent.matchAll(claim)].flatMap(([, first, second, charged]) =>
    [first, second].filter(Boolean).map((total) => ({ total: pounds(total), charged })),
  )
  // Each way the rule rounds is shown: a whole pound, pence below 50, and 50 or more.
  const pence = totals.map(({ total }) => toPence(total) % 100)
  expect(pence.some((penny) => penny === 0)).toBe(true)
  expect(pence.some((penny) => penny > 0 && penny < 50)).toBe(true)
  expect(pence.some((penny) => penny >= 50)).toBe(true)
  for (const { total, charged } of totals)
    expect(charged).toBe(formatPounds(calculateDeliveryPrice(total, 1)))
})
