import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import {
  clampQuantity,
  decrementQuantity,
  incrementQuantity,
} from '@sweet-art/domain/product-config'
import { QuantityStepper } from './quantity-stepper'

function Stepper({ min }: { min: number }) {
  const [value, setValue] = useState(min)
  return (
    <QuantityStepper
      value={value}
      min={min}
      onChange={(next) => setValue(clampQuantity(next, min))}
      increment={(current) => incrementQuantity(current, min)}
      decrement={(current) => decrementQuantity(current, min)}
    />
  )
}

const field = () => screen.getByLabelText<HTMLInputElement>('Quantity')

test('minus does nothing at the minimum and says so', () => {
  render(<Stepper min={12} />)
  const minus = screen.getByRole('button', { name: 'Decrease quantity' })
  expect(minus.getAttribute('aria-disabled')).toBe('true')
  fireEvent.click(minus)
  expect(field().value).toBe('12')
})

test('plus and minus step by one above the minimum', () => {
  render(<Stepper min={6} />)
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
  expect(field().value).toBe('8')
  fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
  expect(field().value).toBe('7')
})

test('a typed amount is kept when valid and raised to the minimum when below it', () => {
  render(<Stepper min={6} />)
  fireEvent.change(field(), { target: { value: '40' } })
  fireEvent.blur(field())
  expect(field().value).toBe('40')
  fireEvent.change(field(), { target: { value: '2' } })
  fireEvent.keyDown(field(), { key: 'Enter' })
  expect(field().value).toBe('6')
})

test('arrow keys in the field step the quantity', () => {
  render(<Stepper min={1} />)
  fireEvent.keyDown(field(), { key: 'ArrowUp' })
  expect(field().value).toBe('2')
  fireEvent.keyDown(field(), { key: 'ArrowDown' })
  fireEvent.keyDown(field(), { key: 'ArrowDown' })
  expect(field().value).toBe('1')
})

test('a typed amount above the ceiling stops at 150, plus does nothing, and a note links to Contacts', () => {
  render(
    <MemoryRouter>
      <Stepper min={1} />
    </MemoryRouter>,
  )
  expect(screen.queryByRole('link', { name: 'contact us' })).toBeNull()
  fireEvent.change(field(), { target: { value: '100000' } })
  fireEvent.blur(field())
  expect(field().value).toBe('150')
  const plus = screen.getByRole('button', { name: 'Increase quantity' })
  expect(plus.getAttribute('aria-disabled')).toBe('true')
  fireEvent.click(plus)
  expect(field().value).toBe('150')
  const note = screen.getByText(/^We take up to 150 of one product online/)
  expect(field().getAttribute('aria-describedby')).toContain(note.id)
  expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contacts')
})
