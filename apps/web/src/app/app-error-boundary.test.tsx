import { Suspense, type ReactElement } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import {
  BACK_TO_HOME_PAGE,
  PAGE_DID_NOT_LOAD,
  SOMETHING_WENT_WRONG,
  TRY_AGAIN,
} from '@sweet-art/domain/messages'
import { lazyNamed } from '@/lib/lazy-named'
import { AppErrorBoundary } from './app-error-boundary'

// A failure outside every page (the providers, the frame itself) takes the whole screen, since
// no frame is left to keep (docs/product.md › When something fails).

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

test('a shop that breaks outside its pages shows the friendly page with its reference and a way home', async () => {
  function BrokenShop(): ReactElement {
    throw new Error('the frame broke')
  }
  render(
    <AppErrorBoundary>
      <BrokenShop />
    </AppErrorBoundary>,
  )

  expect(await screen.findByRole('heading', { name: SOMETHING_WENT_WRONG })).toBeTruthy()
  expect(screen.getByTestId('error-reference').textContent).toMatch(/^[0-9A-F]{8}$/)
  // A link the browser follows by itself: the app around it may be what broke.
  expect(screen.getByRole('link', { name: BACK_TO_HOME_PAGE }).getAttribute('href')).toBe('/')
})

test('a file outside the pages that fails twice says so, and Try again brings it', async () => {
  const Frame = () => <p>The frame</p>
  const load = vi
    .fn<() => Promise<{ Frame: typeof Frame }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ Frame })
  const LazyFrame = lazyNamed(load, 'Frame')
  render(
    <AppErrorBoundary>
      <Suspense fallback={null}>
        <LazyFrame />
      </Suspense>
    </AppErrorBoundary>,
  )

  expect(await screen.findByRole('heading', { name: PAGE_DID_NOT_LOAD })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }))
  expect(await screen.findByText('The frame')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(3)
})
