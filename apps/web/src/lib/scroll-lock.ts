import { useEffect } from 'react'

// A modal can open over the mobile menu; a counter keeps the page locked until the last one closes.
let lockCount = 0
let savedOverflow = ''
let savedPaddingRight = ''

function lock(): void {
  if (lockCount === 0) {
    const { style } = document.body
    savedOverflow = style.overflow
    savedPaddingRight = style.paddingRight
    // Pad by the vanished scrollbar so the page does not jump sideways.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth
    if (scrollbarWidth > 0) style.paddingRight = `${String(scrollbarWidth)}px`
    style.overflow = 'hidden'
  }
  lockCount += 1
}

function unlock(): void {
  lockCount = Math.max(0, lockCount - 1)
  if (lockCount === 0) {
    document.body.style.overflow = savedOverflow
    document.body.style.paddingRight = savedPaddingRight
  }
}

/** Locks page scroll while `isLocked` is true (docs/product.md › Header, footer and navigation: mobile menu and modals lock scroll). */
export function useScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return
    lock()
    return unlock
  }, [isLocked])
}
