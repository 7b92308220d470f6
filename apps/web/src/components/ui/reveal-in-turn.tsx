import { Children, startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { watchNearViewport } from './near-viewport'

interface RevealInTurnProps {
  /** The blocks, in the order they appear. */
  children: ReactNode
  /** Holds the place of the blocks still to come, so what lies under them does not move up. */
  placeholder: ReactNode
  /** Whether the blocks may start to appear; until then only the placeholder shows. */
  ready: boolean
}

/**
 * Shows its children one after another, always in their order, as the visitor comes near them:
 * the next is added, by a transition of its own, once the one before has been committed and the
 * placeholder under them is within a screen of the viewport. A block far below the first screen
 * costs a slow phone nothing until the visitor scrolls towards it, and the blocks that are drawn
 * commit apart, so the browser gets the main thread between them
 * (docs/decisions/027-blocks-drawn-as-the-visitor-nears-them.md). A block whose code has not
 * arrived suspends its transition; what is shown stays until it has.
 */
export function RevealInTurn({ children, placeholder, ready }: RevealInTurnProps) {
  const blocks = Children.toArray(children)
  const [shownCount, setShownCount] = useState(0)
  // How many blocks were shown when the placeholder was last seen near the viewport. Each commit
  // measures again: the block just added may have pushed the placeholder out of reach.
  const [nearAtCount, setNearAtCount] = useState<number | undefined>(undefined)
  const placeholderRef = useRef<HTMLDivElement>(null)
  const isComplete = shownCount >= blocks.length

  useEffect(() => {
    const element = placeholderRef.current
    if (isComplete || element === null) return
    return watchNearViewport(element, (isNear) => setNearAtCount(isNear ? shownCount : undefined))
  }, [isComplete, shownCount])

  useEffect(() => {
    if (!ready || isComplete || nearAtCount !== shownCount) return
    // From the count this effect saw, so running it twice (StrictMode) still adds one block.
    startTransition(() => setShownCount(shownCount + 1))
  }, [ready, isComplete, shownCount, nearAtCount])

  return (
    <>
      {blocks.slice(0, shownCount)}
      {/* A new placeholder with each block: the old one, empty, moving down as a block takes its
          place would count as a layout shift of the page (decision 024). */}
      {!isComplete && (
        <div key={shownCount} ref={placeholderRef}>
          {placeholder}
        </div>
      )}
    </>
  )
}
