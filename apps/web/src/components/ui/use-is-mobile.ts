import { useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT_PX } from '@/config/layout'

const MOBILE_QUERY = `(max-width: ${String(MOBILE_BREAKPOINT_PX)}px)`

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function isMobileNow(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches
}

/**
 * Whether the mobile layout applies (docs/product.md › Header, footer and navigation: 844 px wide
 * or narrower). For parts whose mobile and desktop forms differ in behaviour, not only in look (a
 * swipeable slider against a grid); pure styling differences stay in CSS media queries.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false)
}
