import { fireEvent, render, screen, within, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/shop-defaults'
import { TESTIMONIALS } from '../content/testimonials'
import {
  AboutUsBlock,
  DeliveryBlock,
  GiftBlock,
  HomeFaqBlock,
  TestimonialsBlock,
} from './home-blocks'

function renderBlock(block: React.ReactNode) {
  return render(<MemoryRouter>{block}</MemoryRouter>)
}

test.each([
  ['About Us', <AboutUsBlock key="about" />, /read more about us/i, '/about'],
  [
    'Delivery',
    <DeliveryBlock key="delivery" appDelivery={DEFAULT_APP_DELIVERY} leadTimes={undefined} />,
    /read more about delivery/i,
    '/delivery',
  ],
  [
    'FAQ',
    <HomeFaqBlock key="faq" appDelivery={DEFAULT_APP_DELIVERY} leadTimes={undefined} />,
    /read more in our faq/i,
    '/f_a_q',
  ],
])('the %s block links to its page', (_name, block, linkName, href) => {
  renderBlock(block)
  expect(screen.getByRole('link', { name: linkName }).getAttribute('href')).toBe(href)
})

test('the home FAQ shows four questions, collapsed until pressed', () => {
  renderBlock(<HomeFaqBlock appDelivery={DEFAULT_APP_DELIVERY} leadTimes={undefined} />)
  const questions = screen.getAllByRole('button', { expanded: false })
  expect(questions).toHaveLength(4)
  fireEvent.click(questions[0] as HTMLElement)
  expect(questions[0]?.getAttribute('aria-expanded')).toBe('true')
})

test('the gift block invites orders from anywhere, with an Enquiry button to /custom_made', () => {
  renderBlock(<GiftBlock />)
  expect(
    screen.getByRole('heading', { name: 'You can place an order from any part of the world' }),
  ).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Enquiry' }).getAttribute('href')).toBe('/custom_made')
})

test('the delivery block quotes the per-mile price and free collection', () => {
  renderBlock(<DeliveryBlock appDelivery={DEFAULT_APP_DELIVERY} leadTimes={undefined} />)
  expect(screen.getByText(/£ 1\.25 per mile/)).toBeTruthy()
  expect(screen.getByRole('heading', { name: 'Free collection' })).toBeTruthy()
})

test('nine testimonials, each with a name, a London location and an initials avatar', async () => {
  expect(TESTIMONIALS).toHaveLength(9)
  renderBlock(<TestimonialsBlock />)
  expect(screen.getByRole('heading', { name: 'What our customers say' })).toBeTruthy()
  const carousel = screen.getByRole('region', { name: 'Customer testimonials' })
  const slides = within(carousel).getAllByRole('group', { hidden: true })
  expect(slides).toHaveLength(9)
  expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 9')
  for (const [index, testimonial] of TESTIMONIALS.entries()) {
    const slide = slides[index] as HTMLElement
    expect(slide.textContent).toContain(testimonial.name)
    expect(slide.textContent).toContain(`${testimonial.location}, London`)
    expect(slide.querySelector('svg text')?.textContent).toBe(testimonial.avatar.initials)
  }
})

test('the carousel starts on slide 2 and its buttons move it', async () => {
  renderBlock(<TestimonialsBlock />)
  const nextButton = () =>
    screen.getByRole<HTMLButtonElement>('button', { name: 'Next testimonial' })
  // The placeholder's buttons are disabled; the loaded carousel's are not.
  await waitFor(() => expect(nextButton().disabled).toBe(false))
  const dot = (n: number) => screen.getByRole('button', { name: `Show testimonial ${n}` })
  expect(dot(2).getAttribute('aria-current')).toBe('true')

  fireEvent.click(nextButton())
  await waitFor(() => expect(dot(3).getAttribute('aria-current')).toBe('true'))
  fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
  await waitFor(() => expect(dot(2).getAttribute('aria-current')).toBe('true'))
})
