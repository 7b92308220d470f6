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

test('a modal is a named, modal dialog that takes focus and gives it back on close', () => {
  const opener = document.createElement('button')
  opener.textContent = 'Open'
  document.body.append(opener)
  opener.focus()

  const { rerender } = render(
    <Modal
      isOpen
      onClose={() => undefined}
      title="Delete Account"
      description="This cannot be undone."
    >
      <button type="button">Confirm</button>
    </Modal>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Delete Account' })
  expect(dialog.getAttribute('aria-modal')).toBe('true')
  expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
  expect(document.activeElement).toBe(dialog)

  rerender(
    <Modal isOpen={false} onClose={() => undefined} title="Delete Account">
      <button type="button">Confirm</button>
    </Modal>,
  )
  expect(document.activeElement).toBe(opener)
  opener.remove()
})

test('Tab and Shift+Tab stay inside the modal', () => {
  render(
    <Modal isOpen onClose={() => undefined} title="Log in">
      <input aria-label="Email" />
      <button type="button">Submit</button>
    </Modal>,
  )
  const close = screen.getByRole('button', { name: 'Close' })
  const submit = screen.getByRole('button', { name: 'Submit' })

  submit.focus()
  fireEvent.keyDown(document, { key: 'Tab' })
  expect(document.activeElement).toBe(close)

  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
  expect(document.activeElement).toBe(submit)
})

test('Escape closes only the topmost of two open modals', () => {
  const onCloseOuter = vi.fn()
  const onCloseInner = vi.fn()
  render(
    <>
      <Modal isOpen onClose={onCloseOuter} title="Profile">
        <p>Outer</p>
      </Modal>
      <Modal isOpen onClose={onCloseInner} title="Change Password">
        <p>Inner</p>
      </Modal>
    </>,
  )

  fireEvent.keyDown(document, { key: 'Escape' })
  expect(onCloseInner).toHaveBeenCalledTimes(1)
  expect(onCloseOuter).not.toHaveBeenCalled()
})
