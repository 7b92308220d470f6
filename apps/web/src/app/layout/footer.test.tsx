import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { mockApi, renderApp } from '@/test/render-app'

test('the footer has its three columns, tagline and copyright year', async () => {
  mockApi()
  renderApp('/')

  const footer = await screen.findByRole('contentinfo')
  const linksOf = (name: string) =>
    within(within(footer).getByRole('navigation', { name }))
      .getAllByRole('link')
      .map((link) => link.textContent)
  expect(linksOf('Shop')).toEqual(['Home', 'About Us', 'Contacts', 'Prices'])
  expect(linksOf('Information')).toEqual(['FAQ', 'Privacy Policy', 'Terms & Conditions'])
  expect(linksOf('Follow us')).toEqual(['Instagram', 'Facebook', 'Reviews'])
  expect(
    within(footer).getByText('We are very delighted to welcome you into the world of sweet art'),
  ).toBeTruthy()
  expect(within(footer).getByText('© 2022 Sweet Art')).toBeTruthy()
})
