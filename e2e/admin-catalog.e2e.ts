import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newShopContext } from './shop-day'
import { signInAsBaker } from './admin'
import { fetchCatalogue } from './helpers'

// One of the seed's photos stands in for the baker's own: a real WebP from a camera-sized source.
const PHOTO = join(
  import.meta.dirname,
  '..',
  'packages',
  'db',
  'seed',
  'images',
  'tasting-box-1.webp',
)

async function expectSaved(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible()
}

test('the baker adds a section and a product with a photo; a visitor sees them in the shop, until the section is hidden @desktop-only', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36)
  const sectionTitle = `Seasonal ${suffix}`
  const productTitle = `Spiced Pear Cake ${suffix}`
  await signInAsBaker(page)
  await page.goto('/admin/catalogue')
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Catalogue')

  await page.getByRole('link', { name: 'New section' }).click()
  const sectionForm = page.getByRole('form', { name: 'Section' })
  await sectionForm.getByLabel('Title').fill(sectionTitle)
  await sectionForm.getByLabel('Description').fill('Bakes of the season.')
  await sectionForm.getByRole('button', { name: 'Save section' }).click()
  await expectSaved(page, `${sectionTitle} is saved`)
  await page.getByRole('button', { name: 'Back to catalogue' }).click()

  await page.getByRole('link', { name: `Add product to ${sectionTitle}` }).click()
  const productForm = page.getByRole('form', { name: 'Product' })
  await productForm.getByLabel('Title', { exact: true }).fill(productTitle)
  await productForm.getByLabel('Description').first().fill('Pear, ginger and cinnamon sponge.')
  await productForm.getByLabel('Price (£)').fill('42.50')
  await productForm.getByLabel('Unit', { exact: true }).fill('cake')
  await productForm.getByRole('button', { name: 'Save product' }).click()
  await expectSaved(page, `${productTitle} is saved`)
  await expect(page).toHaveURL(/\/admin\/catalogue\/product\?id=[0-9a-f-]{36}$/)

  await page.getByLabel('Choose photos').setInputFiles(PHOTO)
  await expect(page.getByRole('img', { name: 'New photo tasting-box-1.webp' })).toBeVisible()
  await page.getByRole('button', { name: 'Upload photos' }).click()
  await expectSaved(page, 'Photo added')
  await expect(page.getByRole('img', { name: `${productTitle}, main photo` })).toBeVisible()

  const section = (await fetchCatalogue(page.request)).find((item) => item.title === sectionTitle)
  if (!section) throw new Error(`${sectionTitle} is not in the shop`)
  const visitor = await (await newShopContext(browser)).newPage()
  await visitor.goto(`/sections/${section.id}`)
  const card = visitor.getByRole('article', { name: productTitle })
  await expect(card).toContainText('£ 42.50')
  const photo = card.locator('img')
  await expect(photo).toHaveAttribute('src', /\/api\/images\/products\/[0-9a-f-]{36}\.webp$/)
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  // Hidden again, so the other journeys see the seeded shop.
  await page.goto('/admin/catalogue')
  await page.getByRole('button', { name: `Hide ${sectionTitle}` }).click()
  await expectSaved(page, `${sectionTitle} is hidden from the shop`)
  expect((await fetchCatalogue(visitor.request)).some((item) => item.id === section.id)).toBe(false)
})

test('the baker closes a day in the options and the shop is told at once @desktop-only', async ({
  page,
}) => {
  await signInAsBaker(page)
  await page.goto('/admin/options')
  const form = page.getByRole('form', { name: 'Options' })
  const dates = form.getByLabel('Closed dates')
  // A day far ahead, so no other journey's delivery date is touched.
  await dates.fill(`${(await dates.inputValue()).trim()}\n2031-12-24`.trim())
  await form.getByRole('button', { name: 'Save options' }).click()
  await expectSaved(page, 'The options are saved')

  const answer = await page.request.post('/api/app-options', { data: { updatedAt: null } })
  const options = (await answer.json()) as { closeOrderDates: { closeDates: string[] } }
  expect(options.closeOrderDates.closeDates).toContain('2031-12-24')
})
