import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { londonDaysAhead, newShopContext, workingDayAhead } from './shop-day'
import { firstOptions, signInAsBaker } from './admin'
import { DESKTOP_ONLY } from './layouts'
import { findProduct, payInSandbox, savedCartLine, signUpThroughApi } from './helpers'

// Journeys of the back office's orders side (docs/product.md › The back office): the baker (the test's page) works in the back office while a
// client, in a browser of their own, follows their order in their account.

const REQUEST_PRODUCT = 'Bespoke Celebration Cake'

interface PlacedOrder {
  id: string
  products: { id: string; cost: number | null }[]
}

/** The baker prices each line awaiting a price at £ 30 through the API; answers the pay link. */
async function priceThroughApi(page: Page, order: PlacedOrder): Promise<string> {
  const unpriced = order.products.filter((line) => line.cost === null)
  const response = await page.request.post(`/api/admin/orders/${order.id}/price`, {
    data: { lines: unpriced.map((line) => ({ id: line.id, cost: 30 })) },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { flowLink: string }).flowLink
}

/** The client pays a pay link in the offline sandbox, as its payment page's button does. */
async function payThroughSandbox(client: Page, flowLink: string) {
  const id = flowLink.split('/').at(-1) ?? ''
  const response = await client.request.post(`/api/payments/sandbox/${id}/pay`)
  expect(response.status(), await response.text()).toBe(200)
}

/** `dd.MM.yyyy`, as the back office writes a date. */
function displayDate(date: string): string {
  return date.split('-').reverse().join('.')
}

/**
 * A signed-in client in a browser of their own, with a request order collected tomorrow: a
 * Bespoke Celebration Cake (priced on request) and any `more` products with their first options.
 */
async function clientWithOrder(
  browser: Browser,
  baseURL: string | undefined,
  more: { title: string; quantity: number }[] = [],
  date: string = londonDaysAhead(1),
) {
  const context = await newShopContext(browser, { baseURL })
  const client = await context.newPage()
  await signUpThroughApi(client)
  const products = []
  for (const { title, quantity } of [{ title: REQUEST_PRODUCT, quantity: 1 }, ...more]) {
    const { section, product } = await findProduct(client, title)
    const line = savedCartLine(section, product, { cost: null, options: firstOptions(product) })
    products.push({ ...line, quantity: String(Math.max(quantity, product.minimalQuantity)) })
  }
  const response = await client.request.post('/api/orders/client', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      message: 'Please write “Happy birthday, Ada” in gold',
      delivery: {
        method: 'orderCollection',
        date,
        time: '11:00',
        secondTime: '',
      },
      deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
      products,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const order = (await response.json()) as PlacedOrder
  const number = order.id.slice(-6).toUpperCase()
  return { client, order, number, reference: `№ ${number}`, date }
}

/** The order's card on the baker's board, among tomorrow's orders. */
async function openOnBoard(page: Page, reference: string) {
  await page.goto('/admin/orders')
  await page
    .getByRole('group', { name: 'Delivery date' })
    .getByRole('button', { name: 'Tomorrow' })
    .click()
  const card = page.getByRole('listitem', { name: `Order ${reference}` })
  await expect(card).toBeVisible()
  return card
}

test(
  'the baker moves an order through every status and the client sees each step',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }) => {
    // Two browsers, the baker's and the client's, and a page load per step.
    test.slow()
    const { client, reference } = await clientWithOrder(browser, baseURL)
    await signInAsBaker(page)
    const card = await openOnBoard(page, reference)
    await expect(card).toContainText('Happy birthday, Ada')
    await expect(card).toContainText('Order collection')

    // A request without a price is not paid: each step asks first, and waiting moves nothing.
    await expect(card).toContainText('Price to set')
    await card.getByRole('button', { name: 'Move to Current' }).click()
    const warning = page.getByRole('dialog', { name: 'This order is not paid' })
    await expect(warning).toContainText(`Order ${reference} is not paid: Price to set`)
    await warning.getByRole('button', { name: 'Wait for the payment' }).click()
    await expect(warning).toBeHidden()
    await expect(card).toContainText('Created')
    for (const status of ['Current', 'Delivery', 'Complete']) {
      await card.getByRole('button', { name: `Move to ${status}` }).click()
      await warning.getByRole('button', { name: `Move to ${status} unpaid` }).click()
      await expect(page.getByRole('status').filter({ hasText: `is ${status}` })).toBeVisible()
      await client.goto('/account/orders')
      await expect(client.getByRole('listitem').filter({ hasText: status })).toBeVisible()
    }
    await expect(card.getByRole('button', { name: /^Move to/ })).toHaveCount(0)
    await client.context().close()
  },
)

test(
  'the baker prices a request order and the client pays it in the sandbox',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }) => {
    // Two browsers, the baker's and the client's, and a page load per step.
    test.slow()
    const { client, reference } = await clientWithOrder(browser, baseURL)
    await signInAsBaker(page)
    const card = await openOnBoard(page, reference)
    const form = card.getByRole('form', { name: `Price order ${reference}` })
    await form.getByLabel(/^Bespoke Celebration Cake/).fill('145.50')
    await form.getByRole('button', { name: 'Send pay link' }).click()
    // A second look at what the client will be asked to pay before the link goes out.
    const check = page.getByRole('dialog', { name: 'Send the price?' })
    await expect(check).toContainText(`Order ${reference} comes to £ 145.50 with delivery.`)
    await check.getByRole('button', { name: 'Send pay link' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: `Order ${reference} priced` }),
    ).toBeVisible()
    await expect(card).toContainText('£ 145.50')
    await expect(form).toHaveCount(0)
    // Until the client pays, the baker may correct her price.
    await expect(card.getByRole('button', { name: 'Correct the price' })).toBeVisible()

    await client.goto('/account/transactions')
    await client.getByRole('button', { name: 'Pay: £ 145.50' }).click()
    await payInSandbox(client)
    await expect(client.getByRole('dialog', { name: 'Thanks for your order' })).toBeVisible()

    await page.goto('/admin/payments')
    await page
      .getByRole('group', { name: 'Payment state' })
      .getByRole('button', { name: 'Paid' })
      .click()
    await expect(page.getByRole('row').filter({ hasText: '£ 145.50' }).first()).toContainText(
      'Paid',
    )
    await client.context().close()
  },
)

test(
  'the production sheet counts the confirmed orders and lists the unpaid ones apart, and prints',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }) => {
    // Three orders, a price and a payment through the API, then the sheet.
    test.slow()
    // A day of this journey's own, seven weeks ahead: only its orders are on that sheet.
    const date = workingDayAhead(49)
    const cakes = [{ title: 'Chocolate Truffle Cake', quantity: 2 }]
    await signInAsBaker(page)
    const paid = await clientWithOrder(browser, baseURL, cakes, date)
    await payThroughSandbox(paid.client, await priceThroughApi(page, paid.order))
    const priced = await clientWithOrder(browser, baseURL, cakes, date)
    await priceThroughApi(page, priced.order)
    const unpriced = await clientWithOrder(browser, baseURL, cakes, date)
    for (const order of [paid, priced, unpriced]) await order.client.context().close()
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = 'yes'
      }
    })

    await page.goto('/admin/production')
    await page.getByLabel('Delivery date').fill(date)
    const sheet = page.getByRole('region', { name: `To bake for ${displayDate(date)}` })
    const row = sheet
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Chocolate Truffle Cake', exact: true }) })
    await expect(row).toHaveCount(1)
    const { product } = await findProduct(page, 'Chocolate Truffle Cake')
    for (const option of firstOptions(product)) await expect(row).toContainText(option.value)
    // Quantity then orders: the paid order's two cakes, not the six of all three orders.
    await expect(row.getByRole('cell').nth(1)).toHaveText('2')
    await expect(row.getByRole('cell').nth(2)).toHaveText('1')
    // What the cakes contain, as stored with the order (docs/product.md › Allergens).
    await expect(row.getByRole('cell').nth(3)).toHaveText(
      'Cereals containing gluten, Eggs, Soya, Milk',
    )

    const apart = page.getByRole('region', { name: 'Not confirmed yet' })
    await expect(apart.getByRole('row', { name: new RegExp(priced.reference) })).toContainText(
      'Awaiting payment',
    )
    await expect(apart.getByRole('row', { name: new RegExp(unpriced.reference) })).toContainText(
      'Price to set',
    )
    await expect(apart).not.toContainText(paid.reference)

    await page.getByRole('button', { name: 'Print' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden()
    await expect(row).toBeVisible()
    await expect(apart).toBeHidden()
  },
)

test('the baker finds a request six weeks ahead by dates, on the calendar and by its number', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const date = workingDayAhead(40)
  const { client, number, reference } = await clientWithOrder(browser, baseURL, [], date)
  await client.context().close()
  await signInAsBaker(page)
  const card = page.getByRole('listitem', { name: `Order ${reference}` })

  // A range of dates in the URL, as a bookmark would hold it.
  await page.goto(`/admin/orders?from=${workingDayAhead(35)}&to=${workingDayAhead(45)}`)
  await expect(card).toBeVisible()
  await expect(card).toContainText('Price to set')

  // The range typed in, then only the requests awaiting a price.
  await page.goto('/admin/orders')
  await expect(card).toBeHidden()
  const range = page.getByRole('form', { name: 'Delivery dates' })
  await range.getByLabel('From').fill(date)
  await range.getByLabel('To').fill(date)
  await range.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${date}&to=${date}`))
  await expect(card).toBeVisible()
  // The box follows the URL, which the click changes.
  const awaiting = page.getByLabel('Only requests awaiting a price')
  await awaiting.click()
  await expect(awaiting).toBeChecked()
  await expect(page).toHaveURL(/awaiting=price/)
  await expect(card).toBeVisible()

  // The month's calendar: the day shows its count and opens its orders.
  await page.goto(`/admin/orders?view=calendar&month=${date.slice(0, 7)}`)
  const day = page.getByRole('button', { name: new RegExp(`^${displayDate(date)}: \\d+ orders?$`) })
  await expect(day).toBeVisible()
  await expect(card).toBeHidden()
  await day.click()
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  await expect(card).toBeVisible()

  // The number as a client writes it: lower case with a '#'.
  await page.goto('/admin/orders')
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`#${number.toLowerCase()}`)
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(
    page.getByText(`1 order matching “#${number.toLowerCase()}” on any date`),
  ).toBeVisible()
  await expect(card).toBeVisible()
})
