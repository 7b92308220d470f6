import { useCallback, useEffect, useState } from 'react'

/**
 * A whole-second countdown (docs/product.md › Accounts: the 60 s recovery resend). Counted against
 * a deadline, not by ticks, so a throttled background tab still shows the true time left when it
 * wakes.
 */
export function useCountdown(seconds: number): { remaining: number; start: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [remaining, setRemaining] = useState(0)

  const start = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000)
    setRemaining(seconds)
  }, [seconds])

  useEffect(() => {
    if (deadline === null) return
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setRemaining(left)
      if (left === 0) {
        window.clearInterval(timer)
        setDeadline(null)
      }
    }, 250)
    return () => window.clearInterval(timer)
  }, [deadline])

  return { remaining, start }
}
