import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { fetchCatalogue, productPath } from './helpers'
import { DESKTOP_ONLY } from './layouts'

// The page paints its loading screen from the HTML alone, and the app never shows unstyled
// (docs/product.md › Loading and restoring state; › Speed and resilience).

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

/**
 * The loading screen's HTML as the parser holds it partway: cut after each tag inside the screen,
 * as a busy or slow browser draws a frame before the rest has been read. The app's scripts and
 * style sheets are left out, as they have not arrived when the first frames are drawn.
 */
function loadingScreenAsItArrives(html: string): string[] {
  const page = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link [^>]*>/g, '')
  const start = page.indexOf('<div class="loading-screen"')
  const end = page.indexOf('</body>')
  const cuts = [...page.slice(start, end).matchAll(/>/g)].map(({ index }) => start + index + 1)
  return cuts.map((cut) => page.slice(0, cut))
}

test('the loading screen holds still while its HTML is still arriving', async ({ page }) => {
  // On a slow or busy machine Chromium draws frames between chunks of the HTML it parses; a
  // screen centred on all its lines moved its picture up as the title and text were read.
  const html = await (await page.request.get('/')).text()
  const partial = loadingScreenAsItArrives(html)
  const frames = page.locator('.loading-screen-frames')
  await page.setContent(partial.at(-1) ?? '')
  const whole = await frames.boundingBox()
  expect(whole).not.toBeNull()
  for (const prefix of partial) {
    await page.setContent(prefix)
    if ((await frames.count()) === 0) continue
    expect(await frames.boundingBox(), prefix.slice(prefix.indexOf('<div id="root">'))).toEqual(
      whole,
    )
  }
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

/** The scripts the HTML of `path` names, as served: its own script and the modules it preloads. */
async function namedScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text()
  const references = html.matchAll(
    /<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g,
  )
  return [...references].map(([, url = '']) => new URL(url, page.url()).href)
}

// Desktop only: a phone's product photos load their slider after the page shows, on purpose.
test(
  'the section and product pages need no code their HTML did not already ask for',
  DESKTOP_ONLY,
  async ({ page }) => {
    const [cakes] = await fetchCatalogue(page.request)
    if (!cakes) throw new Error('the catalogue is empty')
    const pages = [
      { path: `/sections/${cakes.id}`, heading: cakes.title },
      {
        path: await productPath(page, 'Chocolate Truffle Cake'),
        heading: 'Chocolate Truffle Cake',
      },
    ]
    for (const { path, heading } of pages) {
      // A fresh tab each time, so no code is already loaded from the page before.
      const tab = await page.context().newPage()
      const requested: string[] = []
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(request.url())
      })
      await tab.goto(path)
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible()

      const named = await namedScripts(tab, path)
      expect(named.length).toBeGreaterThan(1)
      expect(requested.filter((url) => !named.includes(url))).toEqual([])
      await tab.close()
    }
  },
)
