import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

// When something fails the browser never shows a blank page (docs/product.md › When something
// fails): a page whose file does not arrive says so with Try again, a page that breaks says sorry
// with a reference and the way home, and a deploy that replaced the files reloads the page once.

const ABOUT_PAGE_FILE = /\/assets\/about-[\w-]+\.js$/
const MOBILE_MENU_FILE = /\/assets\/mobile-menu-[\w-]+\.js$/

/** Holds back every request for `file` while `isBlocked()`, as a dropped connection would. */
async function blockFile(page: Page, file: RegExp, isBlocked: () => boolean) {
  await page.route(file, (route) =>
    isBlocked() ? route.abort('internetdisconnected') : route.continue(),
  )
}

async function openAboutFromHome(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
}

test('a page whose file does not arrive says so between the header and footer, and Try again brings it', async ({
  page,
}) => {
  let isBlocked = true
  await blockFile(page, ABOUT_PAGE_FILE, () => isBlocked)
  await openAboutFromHome(page)

  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 1, name: 'This page did not load' }),
  ).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()

  isBlocked = false
  const pageFile = page.waitForResponse(ABOUT_PAGE_FILE)
  await main.getByRole('button', { name: 'Try again' }).click()
  expect((await pageFile).ok()).toBe(true)
  await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  expect(page.url()).toMatch(/\/about$/)
})

test('a page that breaks while drawn shows the friendly page with a reference the console has, and the way home', async ({
  page,
}) => {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  // An order whose delivery date is not a date: the server never sends one, so no customer can
  // break the page this way; the page breaks formatting it.
  await page.route('**/api/orders/link/*', (route: Route) =>
    route.fulfill({ json: orderWithDeliveryDate('soon') }),
  )
  await page.goto('/order/an-order-link')

  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' }),
  ).toBeVisible()
  const reference = (await main.getByTestId('error-reference').textContent()) ?? ''
  expect(reference).toMatch(/^[0-9A-F]{8}$/)
  expect(logged.some((line) => line.includes(`Error reference ${reference}`))).toBe(true)

  await main.getByRole('link', { name: 'Back to the home page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()
})

test('a deploy that replaced the files reloads the page once for the new build, and not again', async ({
  page,
}) => {
  // The page's file is gone, and the server's page now names another build's entry script.
  await page.route(ABOUT_PAGE_FILE, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue()
      const served = await route.fetch()
      const html = (await served.text()).replace(
        /\/assets\/index-[\w-]+\.js/,
        '/assets/index-next.js',
      )
      return route.fulfill({ response: served, body: html })
    },
  )
  const pageLoads: string[] = []
  page.on('load', () => pageLoads.push(new URL(page.url()).pathname))
  await openAboutFromHome(page)

  // Reloaded at /about; the new page still finds the file gone, and tells it rather than reload
  // again and again.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'This page did not load' }),
  ).toBeVisible()
  expect(pageLoads).toEqual(['/', '/about'])
})

test('a menu whose file does not arrive closes and says so, and the next press opens it', async ({
  page,
}) => {
  let isBlocked = true
  await blockFile(page, MOBILE_MENU_FILE, () => isBlocked)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(
    page.getByRole('alert').filter({
      hasText: 'This part of the shop did not load. Please check your connection and try again.',
    }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()

  isBlocked = false
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  await expect(page.locator('#mobile-menu')).toBeVisible()
})

/** An order's page as `GET /api/orders/link/:token` answers it, with `date` as its delivery date. */
function orderWithDeliveryDate(date: string) {
  return {
    order: {
      id: '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab',
      createdAt: '2026-11-01T10:00:00.000Z',
      status: 'created',
      products: [
        {
          id: 'l-1',
          productId: 'p-1',
          name: 'Bespoke Celebration Cake',
          sectionName: 'Custom Made',
          quantity: '1',
          cost: 85,
          sale: '',
          options: [],
          allergens: [],
        },
      ],
      delivery: {
        method: 'orderCollection',
        date,
        time: '11:00',
        secondTime: '',
        cost: null,
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
      total: 85,
    },
    payment: null,
    collectionAddress: null,
  }
}
