import { expect, test } from 'vitest'
import { buildBreadcrumbs, segmentLabel } from './breadcrumbs'
import { makeProduct, makeSection } from './testing/fixtures'

const sections = [
  makeSection({
    id: 's1',
    title: 'Cakes',
    products: [makeProduct({ id: 'p1', title: 'Red Velvet' })],
  }),
]

test.each([
  ['/', [['Home', '/']]],
  [
    '/about',
    [
      ['Home', '/'],
      ['About', '/about'],
    ],
  ],
  [
    '/privacy_policy',
    [
      ['Home', '/'],
      ['Privacy Policy', '/privacy_policy'],
    ],
  ],
  [
    '/f_a_q',
    [
      ['Home', '/'],
      ['F A Q', '/f_a_q'],
    ],
  ],
  [
    '/shop/tasting_box/',
    [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Tasting Box', '/shop/tasting_box'],
    ],
  ],
  [
    '/account/orders',
    [
      ['Home', '/'],
      ['Account', '/account'],
      ['Orders', '/account/orders'],
    ],
  ],
  [
    '/cart',
    [
      ['Home', '/'],
      ['Cart', '/cart'],
    ],
  ],
  [
    '/cart/isPaid',
    [
      ['Home', '/'],
      ['Cart', '/cart'],
    ],
  ],
  [
    '/cart/isPaid?x=1',
    [
      ['Home', '/'],
      ['Cart', '/cart'],
    ],
  ],
  [
    '/payment/a7b99bb6-0000-4000-8000-000000842c7b',
    [
      ['Home', '/'],
      ['Payment', '/payment'],
    ],
  ],
  [
    '/order/token.abc',
    [
      ['Home', '/'],
      ['Order', '/order'],
    ],
  ],
  [
    '/sections/s1',
    [
      ['Home', '/'],
      ['Cakes', '/sections/s1'],
    ],
  ],
  [
    '/sections/s1/p1',
    [
      ['Home', '/'],
      ['Cakes', '/sections/s1'],
      ['Red Velvet', '/sections/s1/p1'],
    ],
  ],
  [
    '/sections/s1/unknown',
    [
      ['Home', '/'],
      ['Cakes', '/sections/s1'],
    ],
  ],
  ['/sections/unknown', [['Home', '/']]],
  ['/sections', [['Home', '/']]],
])('breadcrumbs of %s', (path, crumbs) => {
  expect(buildBreadcrumbs(path, sections).map((crumb) => [crumb.label, crumb.path])).toEqual(crumbs)
})

test.each([
  ['terms', 'Terms'],
  ['custom_made', 'Custom Made'],
  ['caf%C3%A9_menu', 'Café Menu'],
  ['bad%E0', 'Bad%E0'],
])('segment %s reads %s', (segment, label) => {
  expect(segmentLabel(segment)).toBe(label)
})

test('a payment page and an order link page end their breadcrumbs with the label the page gives, the order number', () => {
  const labels = (path: string) =>
    buildBreadcrumbs(path, [], 'Order № 842C7B').map((crumb) => [crumb.label, crumb.path])
  expect(labels('/payment/a7b99bb6-0000-4000-8000-000000842c7b')).toEqual([
    ['Home', '/'],
    ['Payment', '/payment'],
    ['Order № 842C7B', '/payment/a7b99bb6-0000-4000-8000-000000842c7b'],
  ])
  expect(labels('/order/token.abc')).toEqual([
    ['Home', '/'],
    ['Order', '/order'],
    ['Order № 842C7B', '/order/token.abc'],
  ])
})
