import { Children, startTransition, useEffect, useState, type ReactNode } from 'react'

interface RevealInTurnProps {
  /** The blocks, in the order they appear. */
  children: ReactNode
  /** Holds the place of the blocks still to come, so what lies under them does not move up. */
  placeholder: ReactNode
  /** Whether the blocks may start to appear; until then only the placeholder shows. */
  ready: boolean
}

/**
 * Shows its children one after another, always in their order: each is added by a transition of
 * its own once the one before has been committed. React renders a transition in slices and each
 * block commits apart, so the browser gets the main thread between blocks instead of one long
 * task for all of them (docs/decisions/025-home-and-section-at-eight-times-slower.md). A block
 * whose code has not arrived suspends its transition; what is shown stays until it has.
 */
export function RevealInTurn({ children, placeholder, ready }: RevealInTurnProps) {
  const blocks = Children.toArray(children)
  const [shownCount, setShownCount] = useState(0)
  const isComplete = shownCount >= blocks.length

  useEffect(() => {
    if (!ready || isComplete) return
    // From the count this effect saw, so running it twice (StrictMode) still adds one block.
    startTransition(() => setShownCount(shownCount + 1))
  }, [ready, isComplete, shownCount])

  return (
    <>
      {blocks.slice(0, shownCount)}
      {!isComplete && placeholder}
    </>
  )
}
