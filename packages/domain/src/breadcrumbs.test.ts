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
