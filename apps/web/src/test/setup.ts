import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import type { StoreApi } from 'zustand'
import { useToastStore } from '@/components/ui/toast-store'
import { useAuthModalStore } from '@/features/auth/stores/auth-modal-store'
import { useCartStore } from '@/features/cart/stores/cart-store'
import { browserNavigation } from '@/lib/browser-navigation'
import { dropSessionHintCookie } from './session'
import { liveOn, SUITE_DAY } from './test-days'
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
 * jsdom has neither IntersectionObserver nor ResizeObserver. The home page's blocks and carousels
 * need them to exist, and many journeys end there (signing out, an unknown path, a lost restore).
 * jsdom lays nothing out, so the stand-in sees every element in view, as a screen tall enough for
 * the whole page would: the home page draws all its blocks, and tests about something else do not
 * fail whenever a lazy block loads first.
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
class EverythingInViewObserver {
  readonly root = null
  readonly rootMargin = ''
  readonly thresholds = []
  private isObserving = true
  private readonly report: IntersectionObserverCallback
  constructor(report: IntersectionObserverCallback) {
    this.report = report
  }
  observe(target: Element) {
    queueMicrotask(() => {
      if (!this.isObserving) return
      const entry = { target, isIntersecting: true, intersectionRatio: 1 }
      this.report([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver)
    })
  }
  unobserve() {}
  disconnect() {
    this.isObserving = false
  }
  takeRecords() {
    return []
  }
}
vi.stubGlobal('IntersectionObserver', EverythingInViewObserver)
vi.stubGlobal('ResizeObserver', NoopObserver)

/**
 * The code the app loads on demand (lazy pages, the home page's lower blocks, carousels, the admin),
 * loaded before a worker's first test. A worker's files share its modules, but each file has its
 * own DOM, torn down when the file ends: a page a file's last test left loading would otherwise
 * fetch its code after that, fail, and leave React's lazy wrapper holding the failure for every
 * later file of the worker.
 */
const codeLoadedOnDemand = import.meta.glob([
  '../app/**/*.tsx',
  '../features/**/*.tsx',
  '../components/**/*.tsx',
  '!../**/*.test.tsx',
])
// Transforming the whole app for a worker's first file takes seconds, and many more on a machine
// other work keeps busy: the bound is only there to end a hang.
const LOAD_ON_DEMAND_CODE_BOUND_MS = 180_000
beforeAll(async () => {
  await Promise.all([
    ...Object.values(codeLoadedOnDemand).map((load) => load()),
    // A carousel asks for Embla when it comes near the viewport, which in jsdom is at once.
    import('embla-carousel'),
  ])
}, LOAD_ON_DEMAND_CODE_BOUND_MS)

// No test leaves the app for real: each one can see where the shop sent the browser.
beforeEach(() => {
  vi.spyOn(browserNavigation, 'goTo').mockImplementation(() => undefined)
  vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined)
})

// Every test starts on the suite's day, never the machine's (docs/architecture.md › Tests).
beforeEach(() => {
  liveOn(SUITE_DAY)
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
  window.sessionStorage.clear()
  dropSessionHintCookie()
  document.body.style.overflow = ''
  vi.useRealTimers()
})
