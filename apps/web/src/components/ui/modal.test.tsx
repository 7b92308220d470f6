import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Modal } from './modal'

test('a modal closes on a backdrop press but not on a press inside it', () => {
  const onClose = vi.fn()
  render(
    <Modal isOpen onClose={onClose} title="Thanks for your order">
      <p>We will be in touch.</p>
    </Modal>,
  )

  fireEvent.mouseDown(screen.getByText('We will be in touch.'))
  expect(onClose).not.toHaveBeenCalled()
  fireEvent.mouseDown(screen.getByTestId('modal-backdrop'))
  expect(onClose).toHaveBeenCalledTimes(1)
})

test('an open modal locks page scroll and unlocks it when closed', () => {
  const { rerender } = render(
    <Modal isOpen onClose={() => undefined} title="Log in">
      <p>Form</p>
    </Modal>,
  )
  expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy()
  expect(document.body.style.overflow).toBe('hidden')

  rerender(
    <Modal isOpen={false} onClose={() => undefined} title="Log in">
      <p>Form</p>
    </Modal>,
  )
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.body.style.overflow).toBe('')
})

test('Escape closes a modal', () => {
  const onClose = vi.fn()
  render(
    <Modal isOpen onClose={onClose} title="Log in">
      <p>Form</p>
    </Modal>,
  )

  fireEvent.keyDown(document, { key: 'Escape' })
  expect(onClose).toHaveBeenCalledTimes(1)
})
