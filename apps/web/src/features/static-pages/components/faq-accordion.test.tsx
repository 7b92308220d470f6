import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/shop-defaults'
import { buildFaqItems } from '../content/faq-items'
import { FaqAccordion } from './faq-accordion'

const LEAD_TIMES = 'Everything can be delivered from tomorrow'

function renderAccordion() {
  return render(
    <MemoryRouter>
      <FaqAccordion items={buildFaqItems(DEFAULT_APP_DELIVERY, LEAD_TIMES)} headingLevel={2} />
    </MemoryRouter>,
  )
}

test('every question is a collapsed button inside a heading', () => {
  renderAccordion()
  const buttons = screen.getAllByRole('button')
  expect(buttons).toHaveLength(9)
  for (const button of buttons) {
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.closest('h2')).not.toBeNull()
  }
})

test('a question opens its answer and closes it again', () => {
  renderAccordion()
  const question = screen.getByRole('button', { name: /how far in advance/i })
  const panel = document.getElementById(question.getAttribute('aria-controls') ?? '')
  expect(panel?.textContent).toContain(`${LEAD_TIMES}.`)

  fireEvent.click(question)
  expect(question.getAttribute('aria-expanded')).toBe('true')
  expect(panel?.parentElement?.className).toMatch(/open/)

  fireEvent.click(question)
  expect(question.getAttribute('aria-expanded')).toBe('false')
})

test('answers open independently, so two can be compared', () => {
  renderAccordion()
  fireEvent.click(screen.getByRole('button', { name: /how far in advance/i }))
  fireEvent.click(screen.getByRole('button', { name: /how much do your cakes cost/i }))
  const open = screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
  expect(open).toHaveLength(2)
})

test('the tasting answer links to the tasting box page', () => {
  renderAccordion()
  fireEvent.click(screen.getByRole('button', { name: /taste your cakes/i }))
  expect(screen.getByRole('link', { name: /tasting box page/i }).getAttribute('href')).toBe(
    '/shop/tasting_box',
  )
})
