import { useCallback, useState, type RefCallback } from 'react'

// A screen ahead, so what is drawn there is ready before a scroll brings it into view.
const NEAR_MARGIN = '100% 0px'

/**
 * Tells `onChange` whether `element` is within `margin` of the viewport (a screen unless told):
 * first as soon as the browser has measured it, then whenever that changes; never during this
 * call. Without IntersectionObserver everything counts as near. Returns how to stop watching.
 */
export function watchNearViewport(
  element: Element,
  onChange: (isNear: boolean) => void,
  margin = NEAR_MARGIN,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    let isWatching = true
    queueMicrotask(() => {
      if (isWatching) onChange(true)
    })
    return () => {
      isWatching = false
    }
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const latest = entries.at(-1)
      if (latest !== undefined) onChange(latest.isIntersecting)
    },
    { rootMargin: margin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * Calls `callback` once, the first time `element` is within `margin` of the viewport (a screen
 * unless told), never during this call. Returns how to stop waiting.
 */
export function whenNear(element: Element, callback: () => void, margin = NEAR_MARGIN): () => void {
  let isWaiting = true
  const stopWatching = watchNearViewport(
    element,
    (isNear) => {
      if (!isNear || !isWaiting) return
      stop()
      callback()
    },
    margin,
  )
  function stop() {
    isWaiting = false
    stopWatching()
  }
  return stop
}

/**
 * A ref for an element and whether it has come within a screen of the viewport yet; once it has,
 * it stays so. For what can wait until the visitor scrolls towards it, such as a carousel's code.
 */
export function useHasComeNear<Element extends HTMLElement>(): [RefCallback<Element>, boolean] {
  const [hasComeNear, setHasComeNear] = useState(false)
  const ref = useCallback((element: Element | null) => {
    if (element === null) return
    return whenNear(element, () => setHasComeNear(true))
  }, [])
  return [ref, hasComeNear]
}
