import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Accordion } from './accordion'

const items = [
  { id: 'a', title: 'Ingredients', content: <p>Flour</p> },
  { id: 'b', title: 'Storage', content: <p>Keep cool</p> },
]

function expanded(name: string): string | null {
  return screen.getByRole('button', { name }).getAttribute('aria-expanded')
}

test('all panels start closed', () => {
  render(<Accordion items={items} />)
  expect(expanded('Ingredients')).toBe('false')
  expect(expanded('Storage')).toBe('false')
})

test('opening a panel closes the open one, and pressing the open one closes it', () => {
  render(<Accordion items={items} />)
  fireEvent.click(screen.getByRole('button', { name: 'Ingredients' }))
  expect(expanded('Ingredients')).toBe('true')
  expect(screen.getByRole('region', { name: 'Ingredients' }).textContent).toBe('Flour')

  fireEvent.click(screen.getByRole('button', { name: 'Storage' }))
  expect(expanded('Ingredients')).toBe('false')
  expect(expanded('Storage')).toBe('true')

  fireEvent.click(screen.getByRole('button', { name: 'Storage' }))
  expect(expanded('Storage')).toBe('false')
})

test('a closed panel is inert, so its links are out of the tab order', () => {
  render(<Accordion items={items} defaultOpenId="b" />)
  const closed = document.getElementById(
    screen.getByRole('button', { name: 'Ingredients' }).getAttribute('aria-controls') ?? '',
  )
  expect(closed?.hasAttribute('inert')).toBe(true)
  expect(screen.getByRole('region', { name: 'Storage' }).hasAttribute('inert')).toBe(false)
})
