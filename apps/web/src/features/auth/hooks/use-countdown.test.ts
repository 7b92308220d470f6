import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { useCountdown } from './use-countdown'

afterEach(() => {
  vi.useRealTimers()
})

test('a countdown runs from its start to zero in whole seconds and can be restarted', () => {
  vi.useFakeTimers()
  const { result } = renderHook(() => useCountdown(60))
  expect(result.current.remaining).toBe(0)

  act(() => result.current.start())
  expect(result.current.remaining).toBe(60)
  act(() => {
    vi.advanceTimersByTime(1_000)
  })
  expect(result.current.remaining).toBe(59)
  act(() => {
    vi.advanceTimersByTime(59_000)
  })
  expect(result.current.remaining).toBe(0)

  act(() => result.current.start())
  expect(result.current.remaining).toBe(60)
})
