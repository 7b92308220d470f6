import { useCallback, type RefCallback } from 'react'
import { flushSync } from 'react-dom'
import { whenNear } from './near-viewport'

// A quarter of a screen ahead: enough for a set-up of a few dozen milliseconds on a slow phone to
// finish before a scroll brings the element into view, and near enough that an element just
// under the first screen is not set up for a visitor who never scrolls.
const START_MARGIN = '25% 0px'

/**
 * A ref for an element whose set-up is costly and can wait, as a carousel measuring its slides:
 * `start` receives the element once it comes within a quarter of a screen of the viewport, and
 * never in the commit that drew it. That commit, and the layout after it, stay short on a slow
 * phone; an element far below is never set up unless the visitor scrolls to it; and each element
 * starts in a task of its own, where `start` and the effects of the render it causes run at once
 * (docs/decisions/027-blocks-drawn-as-the-visitor-nears-them.md).
 */
export function useStartWhenNear<Element extends HTMLElement>(
  start: (element: Element) => void,
): RefCallback<Element> {
  return useCallback(
    (element: Element | null) => {
      if (element === null) return
      const target: Element = element
      // One task per element, its render and set-up together: the observer reports every element
      // that came near in one task, and React would start them all in one render.
      return whenNear(
        target,
        () => window.setTimeout(() => flushSync(() => start(target)), 0),
        START_MARGIN,
      )
    },
    [start],
  )
}
