import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useNavigate } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import { ToastViewport } from './toast'
import { TOAST_MS, showToast, useToastStore } from './toast-store'

afterEach(() => {
  vi.useRealTimers()
  useToastStore.setState({ toasts: [] })
})

function GoToAbout() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate('/about')}>
      Go to About
    </button>
  )
}

function renderViewport() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <ToastViewport />
      <GoToAbout />
    </MemoryRouter>,
  )
}

test('a toast hides by itself after TOAST_MS', () => {
  vi.useFakeTimers()
  renderViewport()
  act(() => showToast('Lemon Cake added to cart', 'success'))
  expect(screen.getByText('Lemon Cake added to cart')).toBeTruthy()

  act(() => {
    vi.advanceTimersByTime(TOAST_MS - 1)
  })
  expect(screen.getByText('Lemon Cake added to cart')).toBeTruthy()
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(screen.queryByText('Lemon Cake added to cart')).toBeNull()
})

test('a toast closes on its cross', () => {
  renderViewport()
  act(() => showToast('Email already used', 'error'))

  fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
  expect(screen.queryByText('Email already used')).toBeNull()
})

test('a toast closes on route change', () => {
  renderViewport()
  act(() => showToast('Email already used', 'error'))
  expect(screen.getByRole('alert').textContent).toContain('Email already used')

  fireEvent.click(screen.getByRole('button', { name: 'Go to About' }))
  expect(screen.queryByText('Email already used')).toBeNull()
})
