import { useLayoutEffect, useState, type RefObject } from 'react'

/** Where the toast stack sits: at the bottom of the screen (the usual place) or at its top. */
export type ToastEdge = 'bottom' | 'top'

/** A box on screen, in CSS pixels from the viewport's top left corner. */
export interface ScreenBox {
  readonly top: number
  readonly bottom: number
  readonly left: number
  readonly right: number
}

/** What the choice of edge depends on: the stack, the screen and the actions to keep clear. */
export interface ToastPlacementInput {
  /** The stack where it is now; only its height and sides matter. */
  readonly stack: ScreenBox
  readonly screenHeight: number
  /** Space kept clear at the top: the sticky header while it is on screen. */
  readonly topInset: number
  /** The gap between the stack and the screen's edge. */
  readonly gap: number
  readonly actions: readonly ScreenBox[]
}

function overlaps(a: ScreenBox, b: ScreenBox): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right
}

/**
 * The edge where the toast stack covers none of the forms' actions: the bottom when it is clear
 * there, else the top below the header when that is clear, else the bottom after all.
 */
export function chooseToastEdge({
  stack,
  screenHeight,
  topInset,
  gap,
  actions,
}: ToastPlacementInput): ToastEdge {
  const height = stack.bottom - stack.top
  // Sides copied one by one: a DOMRect's sides are getters, which spreading would lose.
  const sides = { left: stack.left, right: stack.right }
  const atBottom = { ...sides, top: screenHeight - gap - height, bottom: screenHeight - gap }
  const atTop = { ...sides, top: topInset + gap, bottom: topInset + gap + height }
  const isClear = (box: ScreenBox) => actions.every((action) => !overlaps(box, action))
  if (isClear(atBottom)) return 'bottom'
  return isClear(atTop) ? 'top' : 'bottom'
}

// A form's actions: its submit button and anything a form marks as its actions.
const FORM_ACTIONS = 'form button[type="submit"], form [data-form-actions]'

/**
 * Keeps the toast stack off every visible form action (Save, Submit, Remove…) while toasts show.
 * It measures once a frame: a save re-renders the list it belongs to, a photo loads, the page
 * scrolls, and any of them can move a button under the stack without an event to say so. A few
 * boxes a frame for the seconds a toast lives cost less than a missed move.
 */
export function useToastPlacement(
  stack: RefObject<HTMLElement | null>,
  toastCount: number,
): { edge: ToastEdge; top: number } {
  const [placement, setPlacement] = useState<{ edge: ToastEdge; top: number }>({
    edge: 'bottom',
    top: 0,
  })

  useLayoutEffect(() => {
    if (toastCount === 0) return
    const place = () => {
      const element = stack.current
      if (!element) return
      const header = document.querySelector('header')?.getBoundingClientRect()
      const topInset = Math.max(0, header?.bottom ?? 0)
      const actions = [...document.querySelectorAll(FORM_ACTIONS)].map((action) =>
        action.getBoundingClientRect(),
      )
      // The stack keeps the same gap from the screen's edge as from its side.
      const gap = Number.parseFloat(getComputedStyle(element).right) || 0
      const edge = chooseToastEdge({
        stack: element.getBoundingClientRect(),
        screenHeight: window.innerHeight,
        topInset,
        gap,
        actions,
      })
      const top = topInset + gap
      setPlacement((current) =>
        current.edge === edge && current.top === top ? current : { edge, top },
      )
    }
    place()
    let frame = requestAnimationFrame(function measure() {
      place()
      frame = requestAnimationFrame(measure)
    })
    return () => cancelAnimationFrame(frame)
  }, [stack, toastCount])

  return placement
}
