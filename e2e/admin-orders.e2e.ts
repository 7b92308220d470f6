import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInAsBaker } from './admin'
import { DESKTOP_ONLY } from './layouts'
import { findProduct, payInSandbox, savedCartLine, signUpThroughApi } from './helpers'

// Journeys of issue 8's orders side: the baker (the test's page) works in the back office while a
// client, in a browser of their own, follows their order in their account.

const REQUEST_PRODUCT = 'Bespoke Celebration Cake'

interface ProductWithOptions {
  filings: { title: string }[]
  extraFilings?: { filings: { title: string }[] }
  variants?: { title: string }[]
  price: { type: string; variants: { unit: string }[] }
}

/** The first value of every option group the product offers, as its product page would choose. */
function firstOptions(product: ProductWithOptions) {
  const groups: [string, string | undefined][] = [
    ['filings', product.filings[0]?.title],
    ['extraFilings', product.extraFilings?.filings[0]?.title],
    [
      'priceVariant',
      product.price.type === 'variants' ? product.price.variants[0]?.unit : undefined,
    ],
    ['variants', product.variants?.[0]?.title],
  ]
  return groups.flatMap(([title, value]) => (value === undefined ? [] : [{ title, value }]))
}

/** Tomorrow in London, the shop's day (decisions §3). */
function londonTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    Date.now() + 24 * 60 * 60_000,
  )
}

/**
 * A signed-in client in a browser of their own, with a request order collected tomorrow: a
 * Bespoke Celebration Cake (priced on request) and any `more` products with their first options.
 */
async function clientWithOrder(
  browser: Browser,
  baseURL: string | undefined,
  more: { title: string; quantity: number }[] = [],
) {
  const context = await browser.newContext({ baseURL })
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
        date: londonTomorrow(),
        time: '11:00',
        secondTime: '',
      },
      deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
      products,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return { client, reference: `№ ${id.slice(-6).toUpperCase()}` }
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

    for (const status of ['Current', 'Delivery', 'Complete']) {
      await card.getByRole('button', { name: `Move to ${status}` }).click()
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
    await expect(
      page.getByRole('status').filter({ hasText: `Order ${reference} priced` }),
    ).toBeVisible()
    await expect(card).toContainText('£ 145.50')
    await expect(form).toHaveCount(0)

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
  'the baker prints the production sheet for tomorrow',
  DESKTOP_ONLY,
  async ({ page, browser, baseURL }) => {
    const { client } = await clientWithOrder(browser, baseURL, [
      { title: 'Chocolate Truffle Cake', quantity: 2 },
    ])
    await client.context().close()
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = 'yes'
      }
    })
    await signInAsBaker(page)
    await page.goto('/admin/production')
    const sheet = page.getByRole('region', { name: /^To bake for/ })
    // Other journeys may order the same cake for tomorrow with other options: those are other rows.
    const { product } = await findProduct(page, 'Chocolate Truffle Cake')
    const options = firstOptions(product).map((option) => option.value)
    expect(options).not.toEqual([])
    let row = sheet
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Chocolate Truffle Cake', exact: true }) })
    for (const option of options) row = row.filter({ hasText: option })
    await expect(row).toHaveCount(1)
    expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(2)

    await page.getByRole('button', { name: 'Print' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden()
    await expect(row).toBeVisible()
  },
)
