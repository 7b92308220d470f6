import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

// Steps the journeys share, against the real server and its seeded catalogue.

export interface CatalogueProduct {
  id: string
  title: string
  minimalQuantity: number
  price: { type: string; value: number | null; variants: { cost: number; unit: string }[] }
  filings: { title: string }[]
}

export interface CatalogueSection {
  id: string
  title: string
  products: CatalogueProduct[]
}

export const PASSWORD = 'sweet-secret-1'

/** An e-mail address no other test's client has. */
export function uniqueEmail(): string {
  return `client-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export interface Client {
  email: string
  password: string
}

/**
 * Scrolls down as a visitor would until nothing on the page waits to be drawn: the home page draws
 * each block under the first screen as the visitor comes near it (docs/product.md › Home page).
 * Resolves once the last placeholder is gone.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        function scrollToWhatWaits() {
          const waiting = document.querySelector('main [aria-busy="true"]')
          if (waiting === null) {
            resolve()
            return
          }
          waiting.scrollIntoView()
          requestAnimationFrame(scrollToWhatWaits)
        }
        scrollToWhatWaits()
      }),
  )
}

/** Creates Ada Lovelace's account through the API; the page's context holds its session cookie. */
export async function signUpThroughApi(page: Page): Promise<Client> {
  const client = { email: uniqueEmail(), password: PASSWORD }
  const response = await page.request.post('/api/clients/auth/signup', {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: client.email,
      phone: '+447700900123',
      password: client.password,
    },
  })
  expect(response.status()).toBe(201)
  return client
}

/** The catalogue the shop serves. */
export async function fetchCatalogue(request: APIRequestContext): Promise<CatalogueSection[]> {
  const response = await request.get('/api/products-sections/client')
  return (await response.json()) as CatalogueSection[]
}

/** The seeded product titled `title` and its section. */
export async function findProduct(page: Page, title: string) {
  for (const section of await fetchCatalogue(page.request)) {
    const product = section.products.find((candidate) => candidate.title === title)
    if (product) return { section, product }
  }
  throw new Error(`${title} is not in the seeded catalogue`)
}

/** The path of the product page of the seeded product titled `title`. */
export async function productPath(page: Page, title: string): Promise<string> {
  const { section, product } = await findProduct(page, title)
  return `/sections/${section.id}/${product.id}`
}

export async function openProduct(page: Page, title: string) {
  await page.goto(await productPath(page, title))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

/** Adds the open product page's product to the cart and waits for the toast. */
export async function addToCart(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${title} added to cart` })).toBeVisible()
}

/**
 * A cart line as the cart store saves it: `product` at its minimal quantity, unpriced and with no
 * options unless `choice` says otherwise.
 */
export function savedCartLine(
  section: CatalogueSection,
  product: CatalogueProduct,
  choice: { cost: number | null; options: { title: string; value: string }[] } = {
    cost: null,
    options: [],
  },
) {
  return {
    id: crypto.randomUUID(),
    status: 'created',
    sectionId: section.id,
    sectionName: section.title,
    productId: product.id,
    name: product.title,
    quantity: String(product.minimalQuantity),
    sale: '',
    ...choice,
  }
}

/**
 * Puts `lines` into the saved cart as a returning visitor's browser would hold them; the page
 * shows the shop, and the lines count from its next load.
 */
export async function writeSavedCart(page: Page, lines: unknown[]) {
  // The cart store writes its entry once restored.
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.includes('cart')))
  await page.evaluate((held) => {
    const key = Object.keys(localStorage).find((name) => name.includes('cart')) ?? ''
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      state: { cart: { products: unknown[] } }
    }
    saved.state.cart.products = held
    localStorage.setItem(key, JSON.stringify(saved))
  }, lines)
}

export async function openCheckout(page: Page): Promise<Locator> {
  await page.goto('/cart')
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form).toBeVisible()
  return form
}

/** Picks the first open day, any weekday. */
export async function pickAnyDay(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Choose date from calendar' }).click()
  const calendar = page.getByRole('dialog', { name: 'Calendar' })
  await calendar
    .getByRole('button', { name: /^\w+day, \d+ \w+ \d{4}$/, disabled: false })
    .first()
    .click()
  await expect(calendar).toBeHidden()
}

/** Fills the checkout's personal fields as Grace Hopper, a guest. */
export async function fillGuestDetails(form: Locator) {
  await form.getByLabel('First Name').fill('Grace')
  await form.getByLabel('Last Name').fill('Hopper')
  await form.getByLabel('Email', { exact: true }).fill('grace@example.com')
  await form.getByLabel('Phone').pressSequentially('+44 7700 900456')
  await expect(form.getByLabel('Phone')).toHaveValue('+447700900456')
}

// Monday to Friday, outside the congestion charge's exempt days (25 December – 1 January).
const CHARGED_WEEKDAY =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday), (?!(2[5-9]|3[01]) December|1 January)/

/** Picks the first weekday the calendar offers, turning the month when this one has none left. */
export async function pickWeekday(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Choose date from calendar' }).click()
  const calendar = page.getByRole('dialog', { name: 'Calendar' })
  const day = calendar.getByRole('button', { name: CHARGED_WEEKDAY, disabled: false }).first()
  for (let turns = 0; turns < 2 && !(await day.isVisible()); turns++)
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click()
  await day.click()
  await expect(calendar).toBeHidden()
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/)
}

/** The thank-you dialog after ordering; Continue leaves an empty cart. */
export async function expectThanksWithEmptyCart(page: Page) {
  const thanks = page.getByRole('dialog', { name: 'Thanks for your order' })
  await expect(thanks).toBeVisible()
  await expect(thanks).toContainText('Monday to Friday, 10AM to 6PM')
  await expect(page).toHaveURL(/\/cart$/)
  await thanks.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Cart is empty')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 0 products/ })).toBeVisible()
}

export async function expectSandboxPaymentPage(page: Page) {
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('note')).toContainText('no money moves')
}

/** Pays on the sandbox payment page the browser has landed on. */
export async function payInSandbox(page: Page) {
  await expectSandboxPaymentPage(page)
  await page.getByRole('button', { name: /^Pay £ \d+\.\d{2}$/ }).click()
}
