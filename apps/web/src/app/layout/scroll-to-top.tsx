import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router'

/** Every route change starts at the top of the new page (docs/product.md › Pages). */
export function ScrollToTop() {
  const { pathname } = useLocation()

  // Layout effect, so the new page is never painted at the old scroll position first.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  return null
}
