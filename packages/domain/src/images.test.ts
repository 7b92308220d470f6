import { expect, test } from 'vitest'
import { imageSources, imageUrl, previewImageUrl } from './images'

test.each([
  [
    'a catalogue photo gets its 400 px copy and the 800 px original',
    { path: 'images/catalog', name: 'cake-1.webp' },
    '/api',
    {
      src: '/api/images/catalog/cake-1.webp',
      srcSet: '/api/images/catalog/400/cake-1.webp 400w, /api/images/catalog/cake-1.webp 800w',
    },
  ],
  [
    'slashes around the path and after the base are ignored',
    { path: '/images/catalog/', name: 'cake-1.webp' },
    '/api/',
    {
      src: '/api/images/catalog/cake-1.webp',
      srcSet: '/api/images/catalog/400/cake-1.webp 400w, /api/images/catalog/cake-1.webp 800w',
    },
  ],
  [
    'a name with spaces is encoded in both sizes',
    { path: 'images/catalog', name: 'red velvet.webp' },
    'https://shop.example',
    {
      src: 'https://shop.example/images/catalog/red%20velvet.webp',
      srcSet:
        'https://shop.example/images/catalog/400/red%20velvet.webp 400w, https://shop.example/images/catalog/red%20velvet.webp 800w',
    },
  ],
  [
    'a photo the baker uploaded gets the same two widths',
    { path: 'images/products', name: 'a1b2.webp' },
    '/api',
    {
      src: '/api/images/products/a1b2.webp',
      srcSet: '/api/images/products/400/a1b2.webp 400w, /api/images/products/a1b2.webp 800w',
    },
  ],
  [
    'a photo stored elsewhere has only its original',
    { path: 'uploads/orders', name: 'sketch.png' },
    '/api',
    { src: '/api/uploads/orders/sketch.png', srcSet: null },
  ],
  [
    'a path that merely starts like the catalogue is not the catalogue',
    { path: 'images/catalogue', name: 'cake.webp' },
    '/api',
    { src: '/api/images/catalogue/cake.webp', srcSet: null },
  ],
])('%s', (_name, file, base, expected) => {
  expect(imageSources(file, base)).toEqual(expected)
})

test.each([
  [
    { path: 'uploads/orders', name: 'cake.png' },
    'https://shop.example/api',
    'https://shop.example/api/uploads/orders/cake.png',
  ],
  [{ path: '/uploads/', name: 'my cake.png' }, '/api/', '/api/uploads/my%20cake.png'],
  [{ path: '', name: 'a.svg' }, '/api', '/api/a.svg'],
  [{ path: 'images', name: 'x.webp' }, '', '/images/x.webp'],
])('imageUrl(%j, %s) is %s', (file, base, url) => {
  expect(imageUrl(file, base)).toBe(url)
})

test('a link preview shows the largest copy the catalogue keeps, at an absolute address', () => {
  const file = { path: 'images/catalog', name: 'red velvet.webp' }
  expect(previewImageUrl(file, 'https://sweetart.london/api')).toBe(
    'https://sweetart.london/api/images/catalog/red%20velvet.webp',
  )
})
