import { useCallback, useRef } from 'react'

interface Attempt {
  key: string
  /** The exact body the key was made for. */
  body: string
}

/** Hands out `Idempotency-Key`s (docs/product.md › Sending an order twice) for checkout attempts. */
export interface IdempotencyKeys {
  /** The key of the attempt that sends `body`: the same key while the body is unchanged, a new one otherwise. */
  keyFor: (body: unknown) => string
  /** Ends the current attempt (it succeeded or was refused), so the next send is a new attempt. */
  forget: () => void
}

/**
 * One UUID per checkout attempt (docs/product.md › Sending an order twice): resending the same body
 * after a network error reuses the key, so the server never creates a second order for it; any
 * change to the form or the cart makes a different body and so a new attempt.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const attempt = useRef<Attempt | null>(null)
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body)
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text }
    return attempt.current.key
  }, [])
  const forget = useCallback(() => {
    attempt.current = null
  }, [])
  return { keyFor, forget }
}
