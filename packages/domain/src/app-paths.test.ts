import { expect, test } from 'vitest'
import { isAppPagePath, matchesPathPattern, orderLinkHref, paymentPageHref } from './app-paths'

test.each([
  ['/', '/', true],
  ['/about', '/about/', true],
  ['/about', '/about/more', false],
  ['/order/:token', '/order/a.b.c', true],
  ['/order/:token', '/order', false],
  ['/admin/*', '/admin', true],
  ['/admin/*', '/admin/clients/7/orders', true],
  ['/admin/*', '/administrator', false],
  ['/sections/:sectionId/:productId', '/sections/3', false],
] as const)('the pattern %s matches %s: %s', (pattern, path, matches) => {
  expect(matchesPathPattern(pattern, path)).toBe(matches)
})

test.each([
  ['/order/0d6f.mk2.AbC', true],
  ['/payment/tx.json', true],
  ['/favicon.svg', false],
  ['/about/photo.jpg', false],
])('%s is a page of the app: %s', (path, isPage) => {
  expect(isAppPagePath(path)).toBe(isPage)
})

test('links to an order and a payment escape what a path cannot carry', () => {
  expect(orderLinkHref('a.b/c')).toBe('/order/a.b%2Fc')
  expect(paymentPageHref('t x')).toBe('/payment/t%20x')
})
