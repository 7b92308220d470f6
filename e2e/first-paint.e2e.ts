import { expect, test, type Route } from '@playwright/test'

// The page paints its loading screen from the HTML alone, and the app never shows unstyled
// (spec §1's loading screen; issue 4's first paint).

const BACKGROUND = 'rgb(1, 48, 61)'
const GRAPHICS = 'rgb(230, 210, 170)'

test('the loading screen is drawn in the shop colours before any script or style sheet arrives', async ({
  page,
}) => {
  const heldFiles: Route[] = []
  let isHolding = true
  await page.route('**/assets/**', (route) => {
    if (isHolding) heldFiles.push(route)
    else return route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })

  const title = page.getByRole('heading', { level: 1, name: 'Welcome to the product' })
  await expect(title).toBeVisible()
  await expect(page.getByText('Please wait, app is loading...')).toBeVisible()
  await expect(title).toHaveCSS('color', GRAPHICS)
  await expect(title).toHaveCSS('margin-top', '0px')
  await expect(page.getByRole('status')).toHaveCSS('background-color', BACKGROUND)
  await expect.poll(() => heldFiles.length).toBeGreaterThan(0)

  isHolding = false
  for (const route of heldFiles) await route.continue()
  await expect(page.getByRole('heading', { level: 1, name: /brought to life/ })).toBeVisible()
  await expect(title).toHaveCount(0)
})

test('the app renders only once its style sheet has loaded, however late it comes', async ({
  page,
}) => {
  // Records, at the moment the app first draws its header, whether the app's styles applied.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.querySelector('header')) return
      observer.disconnect()
      document.documentElement.dataset.headerStyled = String(
        getComputedStyle(document.body).marginTop === '0px',
      )
    }).observe(document, { childList: true, subtree: true })
  })
  await page.route(/\/assets\/index-[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/contacts')

  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-header-styled', 'true')
})
