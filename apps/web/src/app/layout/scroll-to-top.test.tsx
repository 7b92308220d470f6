import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { mockApi, renderApp } from '@/test/render-app'

test('a route change scrolls the window back to the top', async () => {
  mockApi()
  renderApp('/')
  const footer = await screen.findByRole('contentinfo')
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)

  fireEvent.click(within(footer).getByRole('link', { name: 'FAQ' }))

  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/f_a_q'))
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
})
