import { afterEach, beforeEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import type { StoreApi } from 'zustand'
import { useToastStore } from '@/components/ui/toast-store'
import { useAuthModalStore } from '@/features/auth/stores/auth-modal-store'
import { useCartStore } from '@/features/cart/stores/cart-store'
import { browserNavigation } from '@/lib/browser-navigation'
import { dropSessionHintCookie } from './session'
import { forgetShownToasts } from './toasts'

// findBy* and waitFor return as soon as the text appears; their default bound of one second is what
// a loaded machine's first render of a lazy page takes, so only a page that never shows reaches this.
configure({ asyncUtilTimeout: 15_000 })

// jsdom implements neither matchMedia nor scrolling; the layout uses both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList,
})
window.scrollTo = vi.fn()

/**
 * jsdom has neither IntersectionObserver nor ResizeObserver. The home page's carousels need them
 * to exist, and many journeys end there (signing out, an unknown path, a lost restore): do-nothing
 * stand-ins keep such tests about something else from failing whenever a lazy block loads first.
 */
class NoopObserver {
  readonly root = null
  readonly rootMargin = ''
  readonly thresholds = []
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
vi.stubGlobal('IntersectionObserver', NoopObserver)
vi.stubGlobal('ResizeObserver', NoopObserver)

// No test leaves the app for real: each one can see where the shop sent the browser.
beforeEach(() => {
  vi.spyOn(browserNavigation, 'goTo').mockImplementation(() => undefined)
})

// The test files of a worker share its loaded modules (vitest.config.ts), so the app's stores
// start every test as a fresh page load would find them, whatever the test before left open.
function resetStore<State>(store: StoreApi<State>): void {
  store.setState(store.getInitialState(), true)
}

afterEach(() => {
  cleanup()
  forgetShownToasts()
  resetStore(useToastStore)
  resetStore(useAuthModalStore)
  resetStore(useCartStore)
  window.localStorage.clear()
  dropSessionHintCookie()
  document.body.style.overflow = ''
})
