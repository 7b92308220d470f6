import { useCallback, type RefCallback } from 'react'
import { flushSync } from 'react-dom'
import { watchNearViewport } from './near-viewport'

// The longest a start waits for the browser to be idle, on a page that never quite is.
const IDLE_TIMEOUT_MS = 3000

/** Runs `callback` once the browser has nothing else to do; returns how to cancel it. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(callback, 0)
  return () => window.clearTimeout(timer)
}

/**
 * A ref for an element whose set-up is costly and can wait, as a carousel measuring its slides:
 * `start` receives the element once it comes within a screen of the viewport, or once the browser
 * is idle, whichever is first, and never in the commit that drew it. That commit, and the layout
 * after it, stay short on a slow phone, and each element starts in a task of its own, where
 * `start` and the effects of the render it causes run at once
 * (docs/decisions/025-home-and-section-at-eight-times-slower.md).
 */
export function useStartWhenNear<Element extends HTMLElement>(
  start: (element: Element) => void,
): RefCallback<Element> {
  return useCallback(
    (element: Element | null) => {
      if (element === null) return
      const target: Element = element
      let isDone = false
      const stopWatching = watchNearViewport(target, (isNear) => {
        if (isNear) begin()
      })
      const cancelIdle = whenIdle(begin)

      function stop() {
        isDone = true
        stopWatching()
        cancelIdle()
      }
      function begin() {
        if (isDone) return
        stop()
        // One task per element, its render and set-up together: the observer reports every
        // element that came near in one task, and React would start them all in one render.
        window.setTimeout(() => flushSync(() => start(target)), 0)
      }
      return stop
    },
    [start],
  )
}
