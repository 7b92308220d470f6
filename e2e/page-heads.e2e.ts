import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newShopContext } from './shop-day'
import { findProduct, productPath } from './helpers'
import { DESKTOP_ONLY } from './layouts'
import { FIXED_COPY_PAGES } from './storefront-pages'

// What each page tells search engines and link previews (docs/product.md › What each page tells
// search engines and link previews), read as they read it, from the HTML the server sends with
// no script run, and held to what the app itself shows and sets once it runs. Heads are the same
// at any width, so these run once.

/** A browser without JavaScript, as a crawler or a link-preview fetcher reads pages. */
async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await newShopContext(browser, {
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  })
  return context.newPage()
}

async function sentHead(crawler: Page, path: string) {
  await crawler.goto(path)
  return {
    title: await crawler.title(),
    description: await crawler.locator('meta[name="description"]').getAttribute('content'),
    canonical: await crawler.locator('link[rel="canonical"]').getAttribute('href'),
  }
}

/** Moves the running app to `path` as its own links do, without loading a page from the server. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

test(
  'home and each static page are sent with the title and description the app sets',
  DESKTOP_ONLY,
  async ({ browser, page }) => {
    const crawler = await withoutScripts(browser)
    // The cart sets no head of its own: each page below must set its own over the app's default.
    await page.goto('/cart')
    await expect(page.getByText('Cart is empty')).toBeVisible()
    for (const path of FIXED_COPY_PAGES) {
      const sent = await sentHead(crawler, path)
      expect(sent.canonical).toBe(new URL(path, page.url()).href)
      await navigateInApp(page, path)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        sent.description ?? '',
      )
      await expect(page).toHaveTitle(sent.title)
    }
  },
)

test(
  'the FAQ sent to crawlers holds the questions and answers the page shows',
  DESKTOP_ONLY,
  async ({ browser, page }) => {
    const crawler = await withoutScripts(browser)
    await crawler.goto('/f_a_q')
    const faq = JSON.parse(
      (await crawler.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }

    await page.goto('/f_a_q')
    const questions = page.getByRole('main').getByRole('button')
    await expect(questions).toHaveCount(faq.mainEntity.length)
    const withoutSpaces = (text: string | null) => (text ?? '').replace(/\s+/g, '')
    for (const [index, entry] of faq.mainEntity.entries()) {
      const question = questions.nth(index)
      await expect(question).toContainText(entry.name)
      const panel = page.locator(`[id="${(await question.getAttribute('aria-controls')) ?? ''}"]`)
      expect(withoutSpaces(await panel.textContent())).toBe(
        withoutSpaces(entry.acceptedAnswer.text),
      )
    }
  },
)

test(
  'a shared product link previews its name, price and photo, without running the app',
  DESKTOP_ONLY,
  async ({ browser, page }) => {
    const { product } = await findProduct(page, 'Classic Victoria Sponge')
    const path = await productPath(page, 'Classic Victoria Sponge')
    const crawler = await withoutScripts(browser)
    const sent = await sentHead(crawler, path)
    expect(sent.title).toBe('Classic Victoria Sponge · Cakes · Sweet Art')
    expect(sent.description).toMatch(/^£ 60\.00 per 8 inch cake\. The British teatime/)
    const preview = (property: string) =>
      crawler.locator(`meta[property="${property}"]`).getAttribute('content')
    expect(await preview('og:title')).toBe(product.title)
    const image = await page.request.get((await preview('og:image')) ?? '')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')

    // The app, once it runs, names and describes the page the same.
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
    await expect(page).toHaveTitle(sent.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      sent.description ?? '',
    )
  },
)

test(
  'an unknown section is a 404 to crawlers, and the visitor still lands on the home page',
  DESKTOP_ONLY,
  async ({ page }) => {
    const response = await page.goto('/sections/no-such-section/no-such-product')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your sweetest ideas, brought to life' }),
    ).toBeVisible()
  },
)

test(
  'an unknown product is a 404 to crawlers, and the visitor lands on its section as before',
  DESKTOP_ONLY,
  async ({ page }) => {
    const { section } = await findProduct(page, 'Classic Victoria Sponge')
    const response = await page.goto(`/sections/${section.id}/no-such-product`)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(new RegExp(`/sections/${section.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible()
  },
)
