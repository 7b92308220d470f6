import { screen, within, waitFor } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { mockApi, renderApp } from '@/test/render-app'

beforeEach(() => {
  mockApi()
})

async function findPage(path: string, heading: string) {
  renderApp(path)
  const title = await screen.findByRole('heading', { level: 1, name: heading })
  return title.closest('article') as HTMLElement
}

test.each([
  ['/about', 'About Us'],
  ['/contacts', 'Contacts'],
  ['/f_a_q', 'FAQ'],
  ['/price', 'Prices'],
  ['/privacy_policy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/delivery', 'Delivery'],
  ['/custom_made', 'Custom Made'],
  ['/shop/tasting_box', 'Tasting Box'],
])('%s has its heading, title and description', async (path, heading) => {
  await findPage(path, heading)
  await waitFor(() => expect(document.title).toBe(`${heading} · Sweet Art`))
  const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  expect(description?.content.length).toBeGreaterThan(60)
})

test('the FAQ page lists the nine questions of the data set', async () => {
  const page = await findPage('/f_a_q', 'FAQ')
  const questions = within(page).getAllByRole('button', { expanded: false })
  expect(questions.map((button) => button.textContent)).toEqual([
    expect.stringMatching(/flavours/i),
    expect.stringMatching(/how far in advance/i),
    expect.stringMatching(/taste/i),
    expect.stringMatching(/cost/i),
    expect.stringMatching(/deliver, or can I collect/i),
    expect.stringMatching(/board and in a box/i),
    expect.stringMatching(/change my order/i),
    expect.stringMatching(/social media/i),
    expect.stringMatching(/answer my email/i),
  ])
})

test('the custom made page links to the section titled Custom Made', async () => {
  const page = await findPage('/custom_made', 'Custom Made')
  const link = await within(page).findByRole('link', { name: 'Browse Custom Made' })
  expect(link.getAttribute('href')).toBe('/sections/s-custom')
})

test('the price page quotes the business prices and sizes', async () => {
  const page = await findPage('/price', 'Prices')
  const text = page.textContent
  for (const fact of [
    '£ 60.00',
    'boxes of 6, 9 or 12',
    '£ 4.00',
    'Minimum order 12',
    '8, 9 or 10 inch',
    '8″ + 6″',
    '9″ + 7″',
    '10″ + 8″',
    'payable within 3 working days',
  ]) {
    expect(text).toContain(fact)
  }
})

test('the delivery page prices by the mile and explains the congestion charge', async () => {
  const page = await findPage('/delivery', 'Delivery')
  const text = page.textContent
  for (const fact of [
    '£ 1.25 per mile',
    'Free.',
    '£ 15.00 daily',
    'Monday to Friday',
    '07:00–18:00',
    'Saturday, Sunday and bank holidays',
    '12:00–18:00',
    '+5°C',
    '3 days',
  ]) {
    expect(text).toContain(fact)
  }
})

test('the privacy policy and the terms say under-13s are not served', async () => {
  const privacy = await findPage('/privacy_policy', 'Privacy Policy')
  expect(privacy.textContent).toMatch(/not for children under 13/)
  expect(privacy.textContent).toMatch(/UK General Data Protection Regulation/)
  expect(privacy.textContent).toMatch(/One session cookie/)
})

test('the terms state the change, cancellation and storage rules', async () => {
  const terms = await findPage('/terms', 'Terms & Conditions')
  const text = terms.textContent
  expect(text).toMatch(/we do not serve children under 13/)
  expect(text).toMatch(/more than 7 days before/)
  expect(text).toMatch(/we charge 50% of the order value/)
  expect(text).toMatch(/less than 48 hours before delivery or collection, we cannot give a refund/)
  expect(text).toMatch(/\+5°C/)
  expect(text).toMatch(/within 3 days/)
})

test('the about page carries the testimonials', async () => {
  const page = await findPage('/about', 'About Us')
  expect(within(page).getByRole('heading', { name: 'What our customers say' })).toBeTruthy()
})
