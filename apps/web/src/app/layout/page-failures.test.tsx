import type { ReactElement } from 'react'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Link, MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  BACK_TO_HOME_PAGE,
  PAGE_DID_NOT_LOAD,
  SOMETHING_WENT_WRONG,
  TRY_AGAIN,
} from '@sweet-art/domain/messages'
import type { OrderLinkView } from '@sweet-art/domain/schemas/order-link'
import { ApiError } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'
import { lazyNamed } from '@/lib/lazy-named'
import { createQueryClient } from '@/lib/query-client'
import { json, stubApi } from '@/test/api-stub'
import { makeOrder } from '@/test/fixtures'
import { emptyPersister, renderApp } from '@/test/render-app'
import { findSiteHeader } from '@/test/site-header'
import { AppProviders } from '../providers'
import { RootLayout } from './root-layout'

// What a page shows when its code does not arrive or it breaks while drawn
// (docs/product.md › When something fails), inside the real frame of the shop.

const CakePage = () => <h1>Cakes</h1>
type CakeModule = { CakePage: typeof CakePage }
const DOWNLOAD_FAILED = new TypeError('Failed to fetch dynamically imported module')

function cakeLoader() {
  return vi.fn<() => Promise<CakeModule>>()
}

/** The shop's frame with `page` at /page, and a home page to leave to. */
function renderInFrame(page: ReactElement) {
  return render(
    <AppProviders queryClient={createQueryClient()} persister={emptyPersister}>
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route
              path="/"
              element={
                <>
                  <h1>Home page</h1>
                  <Link to="/page">The page</Link>
                </>
              }
            />
            <Route path="/page" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  )
}

/** The page area, where a failure is told while the header and footer stay, once it is drawn. */
function findPageArea(): Promise<HTMLElement> {
  return screen.findByRole('main')
}

async function expectFrameKept() {
  expect(await findSiteHeader()).toBeTruthy()
  expect(screen.getByRole('contentinfo')).toBeTruthy()
}

/** Runs as the build's entry script would be named in the page the browser is running. */
function runBuild(entry: string) {
  const script = document.createElement('script')
  script.type = 'module'
  script.src = entry
  document.head.append(script)
}

/** The HTML the server answers now, naming its build's entry script. */
function servedPage(entry: string) {
  return () =>
    new Response(
      `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`,
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    )
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  document.head.querySelectorAll('script[type="module"]').forEach((script) => script.remove())
  window.sessionStorage.clear()
})

test('a page whose file fails twice says so in the page area, and Try again brings it without reloading the shop', async () => {
  stubApi()
  const load = cakeLoader()
    .mockRejectedValueOnce(DOWNLOAD_FAILED)
    .mockRejectedValueOnce(DOWNLOAD_FAILED)
    .mockResolvedValue({ CakePage })
  const Page = lazyNamed(load, 'CakePage')
  renderInFrame(<Page />)

  const area = await findPageArea()
  expect(await within(area).findByRole('heading', { name: PAGE_DID_NOT_LOAD })).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(2)
  await expectFrameKept()

  fireEvent.click(within(area).getByRole('button', { name: TRY_AGAIN }))
  expect(await within(area).findByRole('heading', { name: 'Cakes' })).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(3)
  expect(browserNavigation.reload).not.toHaveBeenCalled()
})

test('going to a page whose file failed asks for it again', async () => {
  stubApi()
  const load = cakeLoader()
    .mockRejectedValueOnce(DOWNLOAD_FAILED)
    .mockRejectedValueOnce(DOWNLOAD_FAILED)
    .mockResolvedValue({ CakePage })
  const Page = lazyNamed(load, 'CakePage')
  renderInFrame(<Page />)
  const area = await findPageArea()
  expect(await within(area).findByRole('heading', { name: PAGE_DID_NOT_LOAD })).toBeTruthy()

  fireEvent.click(within(await findSiteHeader()).getByRole('link', { name: /Sweet Art/ }))
  fireEvent.click(await within(area).findByRole('link', { name: 'The page' }))
  expect(await within(area).findByRole('heading', { name: 'Cakes' })).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(3)
})

test('a page that breaks while drawn shows the friendly page with a reference the console has too; Try again draws it anew', async () => {
  stubApi()
  let isBroken = true
  function FragilePage() {
    if (isBroken) throw new RangeError('Not a date: soon')
    return <h1>Cakes</h1>
  }
  renderInFrame(<FragilePage />)

  const area = await findPageArea()
  expect(await within(area).findByRole('heading', { name: SOMETHING_WENT_WRONG })).toBeTruthy()
  await expectFrameKept()
  const reference = within(area).getByTestId('error-reference').textContent
  expect(reference).toMatch(/^[0-9A-F]{8}$/)
  expect(console.error).toHaveBeenCalledWith(
    expect.stringContaining(reference),
    expect.objectContaining({ message: 'Not a date: soon' }),
  )

  isBroken = false
  fireEvent.click(within(area).getByRole('button', { name: TRY_AGAIN }))
  expect(await within(area).findByRole('heading', { name: 'Cakes' })).toBeTruthy()
})

test('the way back home leaves the broken page for the home page', async () => {
  stubApi()
  function BrokenPage(): ReactElement {
    throw new Error('broken')
  }
  renderInFrame(<BrokenPage />)

  fireEvent.click(
    await within(await findPageArea()).findByRole('link', { name: BACK_TO_HOME_PAGE }),
  )
  expect(
    await within(await findPageArea()).findByRole('heading', { name: 'Home page' }),
  ).toBeTruthy()
})

test('a failure that came with the server’s request id shows that id as its reference', async () => {
  stubApi()
  function PageOfAFailedCall(): ReactElement {
    throw new ApiError({
      status: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      hasServerMessage: true,
      requestId: '5b7e2a4c-1f0d-4c8e-9a6b-3d2f1e0c9b8a',
    })
  }
  renderInFrame(<PageOfAFailedCall />)

  expect((await within(await findPageArea()).findByTestId('error-reference')).textContent).toBe(
    '5b7e2a4c-1f0d-4c8e-9a6b-3d2f1e0c9b8a',
  )
})

test('an order whose answer breaks its page shows the friendly page, not a blank one', async () => {
  const token = 'order-token'
  const view: OrderLinkView = {
    order: makeOrder({
      delivery: {
        method: 'orderCollection',
        date: 'soon',
        time: '11:00',
        secondTime: '',
        cost: 0,
        congestion: 0,
      },
    }),
    payment: null,
    collectionAddress: null,
  }
  stubApi({ [`GET /orders/link/${token}`]: () => json(view) })
  renderApp(`/order/${token}`)

  expect(
    await within(await findPageArea()).findByRole('heading', { name: SOMETHING_WENT_WRONG }),
  ).toBeTruthy()
  await expectFrameKept()
})

// When the files are gone because a new build replaced them, the page reloads once to get it
// (docs/product.md › When something fails), and never again for the same build.
test.each([
  {
    case: 'the server serves a new build: the page reloads to get it',
    served: servedPage('/assets/index-new.js'),
    reloads: 1,
  },
  {
    case: 'the server serves the same build: the page says the file did not load',
    served: servedPage('/assets/index-old.js'),
    reloads: 0,
  },
  {
    case: 'the server cannot be reached: the page says the file did not load',
    served: () => Promise.reject(new TypeError('Failed to fetch')),
    reloads: 0,
  },
])('a file that fails twice while $case', async ({ served, reloads }) => {
  runBuild('/assets/index-old.js')
  stubApi({ 'GET /': served })
  const Page = lazyNamed(cakeLoader().mockRejectedValue(DOWNLOAD_FAILED), 'CakePage')
  renderInFrame(<Page />)

  if (reloads === 0) {
    expect(
      await within(await findPageArea()).findByRole('heading', { name: PAGE_DID_NOT_LOAD }),
    ).toBeTruthy()
  }
  await waitFor(() => expect(browserNavigation.reload).toHaveBeenCalledTimes(reloads))
})

test('a page still running the old build after its reload says the file did not load rather than reload again', async () => {
  runBuild('/assets/index-old.js')
  stubApi({ 'GET /': servedPage('/assets/index-new.js') })
  const FirstPage = lazyNamed(cakeLoader().mockRejectedValue(DOWNLOAD_FAILED), 'CakePage')
  const view = renderInFrame(<FirstPage />)
  await waitFor(() => expect(browserNavigation.reload).toHaveBeenCalledTimes(1))
  view.unmount()

  // The reload brought the same old page back (a cache held on to it): the same files fail.
  const SecondPage = lazyNamed(cakeLoader().mockRejectedValue(DOWNLOAD_FAILED), 'CakePage')
  renderInFrame(<SecondPage />)
  expect(
    await within(await findPageArea()).findByRole('heading', { name: PAGE_DID_NOT_LOAD }),
  ).toBeTruthy()
  expect(browserNavigation.reload).toHaveBeenCalledTimes(1)
})
