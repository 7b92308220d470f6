import { render, waitFor } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { useStartWhenNear } from './use-start-when-near'

function Strip({ onStart }: { onStart: (element: HTMLDivElement) => void }) {
  return <div ref={useStartWhenNear(onStart)} data-testid="strip" />
}

let reportIntersection: ((isIntersecting: boolean) => void) | undefined

class ReportingObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    reportIntersection = (isIntersecting) => callback([{ isIntersecting }])
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  reportIntersection = undefined
  vi.unstubAllGlobals()
})

test('starts once, when the element comes near the viewport', async () => {
  vi.stubGlobal('IntersectionObserver', ReportingObserver)
  vi.stubGlobal('requestIdleCallback', () => 1)
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  const onStart = vi.fn()
  const { getByTestId, unmount } = render(<Strip onStart={onStart} />)

  reportIntersection?.(false)
  expect(onStart).not.toHaveBeenCalled()
  reportIntersection?.(true)
  reportIntersection?.(true)
  await waitFor(() => expect(onStart).toHaveBeenCalled())
  expect(onStart).toHaveBeenCalledTimes(1)
  expect(onStart).toHaveBeenCalledWith(getByTestId('strip'))
  // Unmounted while the stand-ins are there: its clean-up cancels the idle callback.
  unmount()
})

test('starts once the browser is idle even far from the viewport', async () => {
  const onStart = vi.fn()
  render(<Strip onStart={onStart} />)
  await waitFor(() => expect(onStart).toHaveBeenCalledTimes(1))
})

test('an element removed before either never starts', async () => {
  const onStart = vi.fn()
  const { unmount } = render(<Strip onStart={onStart} />)
  unmount()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(onStart).not.toHaveBeenCalled()
})
