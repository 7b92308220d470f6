import { expect, test } from './fixtures'
import { fetchCatalogue, savedCartLine, writeSavedCart } from './helpers'

test('the home page shows the seeded sections in the header', async ({ page, isMobile }) => {
  await page.goto('/')
  if (isMobile) await page.getByRole('button', { name: /menu/i }).click()
  const navigation = page.getByRole('navigation', { name: /sections|main/i })
  for (const title of ['Cakes', 'Cupcakes', 'Cake Pops', 'Glazed Cookies', 'Custom Made']) {
    await expect(navigation.getByRole('link', { name: title, exact: true })).toBeVisible()
  }
})

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist')
  await expect(page).toHaveURL(/\/$/)
})

test('a cart held in storage shows its count in the header badge after a reload', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: /^Cart/ }).waitFor()
  const sections = await fetchCatalogue(page.request)
  const section = sections[0]
  const product = section?.products[0]
  if (!section || !product) throw new Error('the seeded catalogue is empty')
  const line = savedCartLine(section, product)
  await writeSavedCart(page, [line, { ...line, id: crypto.randomUUID() }])
  await page.reload()
  await expect(page.getByRole('link', { name: /^Cart, 2 products/ })).toBeVisible()
})
