import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { CodeLoadError, lazyNamed, type LazyComponent } from './lazy-named'

const CakePage = () => <h1>Cakes</h1>

function renderInSuspense(Page: LazyComponent) {
  return render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>,
  )
}

test('a component whose code was preloaded renders at once, without its fallback', async () => {
  const Page = lazyNamed(() => Promise.resolve({ CakePage }), 'CakePage')
  await Page.preload()

  renderInSuspense(Page)
  expect(screen.getByRole('heading', { name: 'Cakes' })).toBeTruthy()
  expect(screen.queryByText('Loading page')).toBeNull()
})

test('a component not loaded yet shows the fallback, then itself, and loads its code once', async () => {
  const load = vi.fn(() => Promise.resolve({ CakePage }))
  const Page = lazyNamed(load, 'CakePage')

  renderInSuspense(Page)
  expect(screen.getByText('Loading page')).toBeTruthy()
  expect(await screen.findByRole('heading', { name: 'Cakes' })).toBeTruthy()
  await Page.preload()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a file that fails to arrive is asked for once more, and the page shows', async () => {
  const load = vi
    .fn<() => Promise<{ CakePage: typeof CakePage }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ CakePage })
  const Page = lazyNamed(load, 'CakePage')

  renderInSuspense(Page)
  expect(await screen.findByRole('heading', { name: 'Cakes' })).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a file that fails twice is given up as a CodeLoadError, and the next preload asks again', async () => {
  const offline = new TypeError('Failed to fetch dynamically imported module')
  const load = vi
    .fn<() => Promise<{ CakePage: typeof CakePage }>>()
    .mockRejectedValueOnce(offline)
    .mockRejectedValueOnce(offline)
    .mockResolvedValue({ CakePage })
  const Page = lazyNamed(load, 'CakePage')

  const failure = await Page.preload().catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(CodeLoadError)
  expect(failure).toHaveProperty('cause', offline)
  expect(load).toHaveBeenCalledTimes(2)

  await expect(Page.preload()).resolves.toBe(CakePage)
  expect(load).toHaveBeenCalledTimes(3)
})
