import { screen } from '@testing-library/react'

// A page's own intro and the home page's blocks are <header>s too: the site header is the one
// holding the cart link.
export function siteHeader(): HTMLElement {
  const header = screen.getByRole('link', { name: /^Cart/ }).closest('header')
  if (!header) throw new Error('no site header')
  return header
}

/** The site header, once the app has rendered it. */
export async function findSiteHeader(): Promise<HTMLElement> {
  await screen.findByRole('link', { name: /^Cart/ })
  return siteHeader()
}
