import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { LOADING_FRAMES_DELAY_MS, LoadingScreen } from './loading-screen'

afterEach(() => {
  vi.useRealTimers()
})

test('the four frames are requested only when the wait outlasts a quick restore', async () => {
  vi.useFakeTimers()
  const { container } = render(<LoadingScreen />)
  expect(screen.getByText('Welcome to the product')).toBeTruthy()
  expect(container.querySelectorAll('img')).toHaveLength(0)

  await act(async () => {
    vi.advanceTimersByTime(LOADING_FRAMES_DELAY_MS)
  })
  expect(container.querySelectorAll('img')).toHaveLength(4)
})
