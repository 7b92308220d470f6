import { afterEach, vi } from 'vitest'
import { cleanup } from '@testing-library/react'

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

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  document.body.style.overflow = ''
})
