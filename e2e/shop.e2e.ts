import { expect, test } from '@playwright/test'

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
  const sections = (await (await page.request.get('/api/products-sections/client')).json()) as {
    id: string
    title: string
    products: { id: string; title: string; minimalQuantity: number }[]
  }[]
  const section = sections[0]
  const product = section?.products[0]
  if (!section || !product) throw new Error('the seeded catalogue is empty')
  const line = {
    id: crypto.randomUUID(),
    status: 'created',
    sectionId: section.id,
    sectionName: section.title,
    productId: product.id,
    name: product.title,
    quantity: String(product.minimalQuantity),
    cost: null,
    options: [],
    sale: '',
  }
  // The cart store writes its entry once restored; put two lines into it as a returning visitor's browser would hold them.
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.includes('cart')))
  await page.evaluate(
    (lines) => {
      const key = Object.keys(localStorage).find((name) => name.includes('cart')) ?? ''
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        state: { cart: { products: unknown[] } }
      }
      saved.state.cart.products = lines
      localStorage.setItem(key, JSON.stringify(saved))
    },
    [line, { ...line, id: crypto.randomUUID() }],
  )
  await page.reload()
  await expect(page.getByRole('link', { name: /^Cart, 2 products/ })).toBeVisible()
})
