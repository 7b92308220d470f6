import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fetchCatalogue, productPath, scrollThroughPage } from './helpers'
import { DESKTOP_ONLY, MOBILE_ONLY } from './layouts'

// Journeys through the shop front (docs/product.md › Pages; › Validation) against the seeded catalogue.

/** A real finger swipe from right to left across `target` (Embla listens to touch events). */
async function swipeLeft(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to swipe')
  const client = await page.context().newCDPSession(page)
  const y = box.y + box.height / 2
  const from = box.x + box.width * 0.85
  const to = box.x + box.width * 0.1
  await client.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  })
  for (let step = 1; step <= 12; step++) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 12, y }],
    })
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test('the home page shows its blocks in their order', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/Sweet Art/)
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()
  await scrollThroughPage(page)
  await expect(
    page.getByRole('heading', { level: 2, name: 'What our customers say' }),
  ).toBeAttached()

  const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
  const positions = [
    'Our products',
    'Special Offer',
    'What our customers say',
    'You can place an order from any part of the world',
  ].map((text) => headings.findIndex((heading) => heading.trim() === text))
  expect(positions.every((position) => position >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)

  const ourProducts = page.getByRole('region', { name: 'Our products' })
  await expect(ourProducts.getByRole('article')).toHaveCount(2)
  await expect(ourProducts.getByRole('article', { name: 'Cakes', exact: true })).toBeVisible()
  await expect(ourProducts.getByRole('article', { name: 'Cupcakes' })).toBeVisible()
  await expect(ourProducts.getByRole('link', { name: /See all Categories/ })).toHaveCount(2)
  for (const href of ['/about', '/delivery', '/f_a_q']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached()
  }
})

test(
  'Our products shows three photos per section beside its tile on desktop',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto('/')
    const cakes = page.getByRole('article', { name: 'Cakes', exact: true })
    await expect(cakes.getByRole('link', { name: /^Cakes/ })).toBeVisible()
    for (const title of [
      'Chocolate Truffle Cake',
      'Red Velvet Celebration Cake',
      'Salted Caramel Drip Cake',
    ]) {
      await expect(cakes.getByRole('link', { name: title, exact: true })).toBeVisible()
    }
    await expect(cakes.getByRole('link', { name: 'Lemon & Elderflower Cake' })).toHaveCount(0)
    await cakes.getByRole('link', { name: /See all Categories/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cakes' })).toBeVisible()
  },
)

test(
  'Our products is a carousel of every product that swipes on mobile',
  MOBILE_ONLY,
  async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Cakes: all products', exact: true })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.getByRole('group')).toHaveCount(5)
    const first = carousel.getByRole('button', { name: 'Go to slide 1' })
    await expect(first).toHaveAttribute('aria-current', 'true')

    await swipeLeft(page, carousel.getByRole('group').first())
    await expect(first).not.toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
)

test('Add to cart on a special offer adds a line, confirms it and counts it in the badge', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('heading', { level: 2, name: 'Our products' }).waitFor()
  await scrollThroughPage(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Special Offer' })).toBeVisible()
  const offer = page.getByRole('article', { name: 'Birthday Party Bundle' })
  await expect(
    offer.getByRole('heading', { name: 'Birthday cake and 12 cupcakes for £99' }),
  ).toBeVisible()
  await expect(offer.getByText('£ 99.00 per bundle')).toBeVisible()

  await offer.getByRole('button', { name: 'Add to cart' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Birthday Party Bundle added to cart' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 1 product/ })).toBeVisible()
})

test('a section page lists its products and Our Best Sellers', async ({ page }) => {
  const cakes = (await fetchCatalogue(page.request)).find((section) => section.title === 'Cakes')
  if (!cakes) throw new Error('no Cakes section')
  await page.goto(`/sections/${cakes.id}`)

  await expect(page.getByRole('heading', { level: 1, name: 'Cakes' })).toBeVisible()
  await expect(page).toHaveTitle('Cakes · Sweet Art')
  const list = page.getByRole('list', { name: 'Cakes products' })
  await expect(list.getByRole('article')).toHaveCount(cakes.products.length)
  const truffle = list.getByRole('article', { name: 'Chocolate Truffle Cake' })
  await expect(truffle.getByText('From £ 65.00 per 8 inch')).toBeVisible()
  await expect(truffle.getByText(/three layers of moist chocolate sponge/)).toBeVisible()

  const bestSellers = page.getByRole('region', { name: 'Our Best Sellers' })
  await expect(bestSellers.getByRole('heading', { level: 3 })).toHaveText([
    'Chocolate Truffle Cake',
    'Red Velvet Celebration Cake',
    'Signature Cupcake Box',
    'Filled Cupcakes',
  ])

  await truffle.getByRole('link', { name: 'Learn More about Chocolate Truffle Cake' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chocolate Truffle Cake' }),
  ).toBeVisible()
})

test('an unknown section id goes back to the home page', async ({ page }) => {
  await page.goto('/sections/no-such-section')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()
})

test('choosing and un-choosing a sponge switches the ingredients text', async ({ page }) => {
  await page.goto(await productPath(page, 'Chocolate Truffle Cake'))
  await page.getByRole('button', { name: 'Ingredients' }).click()
  const ingredients = page.getByRole('region', { name: 'Ingredients' })
  await expect(ingredients).toHaveText('Select an option to view the ingredients')

  const sponges = page.getByRole('region', { name: 'Sponge cake-filling' })
  await expect(sponges.getByText('Milk chocolate buttercream')).toBeVisible()
  const chocolate = sponges.getByRole('button', {
    name: /^Chocolate & Salted Caramel Chocolate sponge/,
  })
  await chocolate.click()
  await expect(ingredients).toContainText('dark chocolate 70%')
  // The list folds away after a choice; its summary opens it again.
  await expect(sponges.getByRole('button', { name: /^Vanilla & Raspberry/ })).toBeHidden()
  await sponges.getByRole('button', { name: /Change/ }).click()
  await chocolate.click()
  await expect(ingredients).toHaveText('Select an option to view the ingredients')
})

test('Add to cart with a group left empty names it in a toast and adds nothing', async ({
  page,
}) => {
  await page.goto(await productPath(page, 'Chocolate Truffle Cake'))
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('alert')).toContainText('Please select: Sponge cake-filling')
  await expect(page.getByRole('link', { name: /^Cart, 0 products/ })).toBeVisible()

  await page.getByRole('button', { name: /^Red Velvet/ }).click()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Chocolate Truffle Cake added to cart' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /^Cart, 1 product/ })).toBeVisible()
})

test('quantity starts at the minimum and minus does nothing there', async ({ page }) => {
  await page.goto(await productPath(page, 'Classic Cake Pops'))
  await expect(page.getByText('Minimum order quantity 12')).toBeVisible()
  const quantity = page.getByRole('textbox', { name: 'Quantity' })
  await expect(quantity).toHaveValue('12')
  const minus = page.getByRole('button', { name: 'Decrease quantity' })
  await expect(minus).toHaveAttribute('aria-disabled', 'true')
  // It stays pressable (aria-disabled keeps it focusable), so press it for real: nothing happens.
  await minus.click({ force: true })
  await expect(quantity).toHaveValue('12')
  await expect(page.getByText('£ 48.00')).toBeVisible()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(quantity).toHaveValue('13')
  await expect(page.getByText('£ 52.00')).toBeVisible()
})

test('only one accordion is open at a time', async ({ page }) => {
  await page.goto(await productPath(page, 'Classic Cake Pops'))
  const ingredients = page.getByRole('button', { name: 'Ingredients' })
  const allergens = page.getByRole('button', { name: 'Allergens Present' })
  const delivery = page.getByRole('button', { name: 'Delivery Information' })

  await allergens.click()
  await expect(allergens).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('region', { name: 'Allergens Present' })).toContainText(
    'made in a kitchen that handles nuts, dairy, eggs, gluten, soya, peanuts',
  )
  await delivery.click()
  await expect(allergens).toHaveAttribute('aria-expanded', 'false')
  await expect(delivery).toHaveAttribute('aria-expanded', 'true')
  await expect(ingredients).toHaveAttribute('aria-expanded', 'false')
  await delivery.click()
  await expect(delivery).toHaveAttribute('aria-expanded', 'false')

  await delivery.click()
  await page.getByRole('link', { name: /Learn more/ }).click()
  await expect(page).toHaveURL(/\/delivery$/)
})

test('a thumbnail makes its photo the main one on desktop', DESKTOP_ONLY, async ({ page }) => {
  await page.goto(await productPath(page, 'Chocolate Truffle Cake'))
  const second = page.getByRole('button', { name: 'Show photo 2 of 3' })
  await second.click()
  await expect(second).toHaveAttribute('aria-pressed', 'true')
  await expect(
    page.getByRole('img', { name: 'Chocolate Truffle Cake, photo 2 of 3' }),
  ).toBeVisible()
})

test('the product photos swipe on mobile', MOBILE_ONLY, async ({ page }) => {
  await page.goto(await productPath(page, 'Chocolate Truffle Cake'))
  const slider = page.getByRole('region', { name: 'Photos of Chocolate Truffle Cake' })
  await expect(slider.getByRole('group')).toHaveCount(3)
  await swipeLeft(page, slider.getByRole('group').first())
  await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})
