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
  const onStart = vi.fn()
  const { getByTestId } = render(<Strip onStart={onStart} />)

  reportIntersection?.(false)
  expect(onStart).not.toHaveBeenCalled()
  reportIntersection?.(true)
  reportIntersection?.(true)
  await waitFor(() => expect(onStart).toHaveBeenCalled())
  expect(onStart).toHaveBeenCalledTimes(1)
  expect(onStart).toHaveBeenCalledWith(getByTestId('strip'))
})

test('never starts while far from the viewport, however long the page stays idle', async () => {
  vi.stubGlobal('IntersectionObserver', ReportingObserver)
  const onStart = vi.fn()
  render(<Strip onStart={onStart} />)
  reportIntersection?.(false)
  // A start would be queued at once, in a timer of no delay: one of 10 ms runs after it.
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(onStart).not.toHaveBeenCalled()
})

test('an element removed before it comes near never starts', async () => {
  const onStart = vi.fn()
  const { unmount } = render(<Strip onStart={onStart} />)
  unmount()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(onStart).not.toHaveBeenCalled()
})
