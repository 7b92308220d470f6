import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ResponsiveImage } from './responsive-image'

test('a catalogue photo offers its 400 and 800 px files with the given sizes', () => {
  render(
    <ResponsiveImage
      file={{ path: 'images/catalog', name: 'cake.webp' }}
      alt="Lemon cake"
      width={800}
      height={800}
      sizes="260px"
    />,
  )
  const image = screen.getByRole('img', { name: 'Lemon cake' })
  expect(image.getAttribute('src')).toBe('/api/images/catalog/cake.webp')
  expect(image.getAttribute('srcset')).toBe(
    '/api/images/catalog/400/cake.webp 400w, /api/images/catalog/cake.webp 800w',
  )
  expect(image.getAttribute('sizes')).toBe('260px')
  expect(image.getAttribute('loading')).toBe('lazy')
  expect(image.getAttribute('width')).toBe('800')
})

test('a photo that fails to load is replaced by a placeholder with the same name', () => {
  render(
    <ResponsiveImage
      file={{ path: 'images/catalog', name: 'missing.webp' }}
      alt="Lemon cake"
      width={800}
      height={800}
      sizes="260px"
    />,
  )
  fireEvent.error(screen.getByRole('img', { name: 'Lemon cake' }))
  const placeholder = screen.getByRole('img', { name: 'Lemon cake' })
  expect(placeholder.tagName).toBe('SPAN')
})

test('no photo at all shows the placeholder', () => {
  render(<ResponsiveImage file={undefined} alt="" width={800} height={800} sizes="100vw" />)
  expect(screen.getByRole('img', { name: 'Photo unavailable' })).toBeTruthy()
})
