import { expect, test } from 'vitest'
import { imageSources } from './images'

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
