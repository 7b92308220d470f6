import { expect, test } from 'vitest'
import {
  buildPageHead,
  findStorefrontPage,
  firstSentence,
  MISSING_PAGE_HEAD,
  productDescription,
  summarize,
  type PageHeadContext,
} from './page-heads'
import { DEFAULT_APP_DELIVERY } from './shop-defaults'
import { makePrice, makeProduct, makeSection } from './testing/fixtures'

const tart = makeProduct({
  id: 'p1',
  sectionId: 's1',
  title: "Baker's Tart & Co",
  description: 'A "crisp" tart. With lemon curd.',
  photo: [
    { path: 'images/catalog', name: 'tart-1.webp' },
    { path: 'images/catalog', name: 'tart-2.webp' },
  ],
})
const cakes = makeSection({
  id: 's1',
  title: 'Cakes',
  description: 'Layer cakes.',
  products: [tart],
})
const offers = makeSection({ id: 's2', title: 'Offers', isTreads: true, order: 2 })
const context: PageHeadContext = {
  sections: [cakes, offers],
  appDelivery: DEFAULT_APP_DELIVERY,
  origin: 'https://sweetart.london',
  apiPrefix: '/api',
}

test.each([
  ['/', { kind: 'home' }],
  ['/f_a_q', { kind: 'static', path: '/f_a_q' }],
  ['/About/', { kind: 'static', path: '/about' }],
  ['/shop/tasting_box', { kind: 'static', path: '/shop/tasting_box' }],
  ['/sections/s1', { kind: 'section', section: cakes }],
  ['/sections/s1/', { kind: 'section', section: cakes }],
  ['/sections/s1/p1', { kind: 'product', section: cakes, product: tart }],
  ['/sections/nope', { kind: 'missing' }],
  ['/sections/s1/nope', { kind: 'missing' }],
  ['/sections/s2/p1', { kind: 'missing' }],
  ['/sections', { kind: 'missing' }],
  ['/sections/s1/p1/more', { kind: 'missing' }],
  ['/about/sections/s1', { kind: 'moved', to: '/sections/s1' }],
  ['/cart', { kind: 'private' }],
  ['/cart/isPaid', { kind: 'private' }],
  ['/cart/a/b', { kind: 'missing' }],
  ['/payment/abc', { kind: 'private' }],
  ['/order/token', { kind: 'private' }],
  ['/account', { kind: 'private' }],
  ['/account/orders', { kind: 'private' }],
  ['/account/elsewhere', { kind: 'missing' }],
  ['/admin/catalogue/x', { kind: 'private' }],
  ['/nowhere', { kind: 'missing' }],
  ['/%E0%A4%A', { kind: 'missing' }],
])('%s is %o', (path, page) => {
  expect(findStorefrontPage(path, context.sections)).toEqual(page)
})

test.each([
  ['Rich chocolate sponge. Filled with ganache.', 'Rich chocolate sponge.'],
  ['Costs £4.50 each! Order now.', 'Costs £4.50 each!'],
  ['  No full stop at all  ', 'No full stop at all'],
  ['', ''],
])('the first sentence of %j is %j', (text, sentence) => {
  expect(firstSentence(text)).toBe(sentence)
})

test('a long description is cut at a whole word under 160 characters', () => {
  const words = 'sponge, '.repeat(40)
  const summary = summarize(words)
  expect(summary.length).toBeLessThanOrEqual(160)
  expect(summary).toMatch(/sponge…$/)
  expect(summarize('Short.')).toBe('Short.')
})

test.each([
  [makePrice(), '£ 10.00 per cake. A "crisp" tart.'],
  [
    makePrice({ type: 'request', value: null, text: 'Price on request.' }),
    'Price on request. A "crisp" tart.',
  ],
  [
    makePrice({
      type: 'variants',
      value: null,
      unit: '',
      variants: [
        { cost: 55, unit: '8 inch' },
        { cost: 65, unit: '9 inch' },
      ],
    }),
    'From £ 55.00 per 8 inch. A "crisp" tart.',
  ],
])('a product priced %o is described as %j', (price, description) => {
  expect(productDescription({ ...tart, price })).toBe(description)
})

test('a product without copy is described by its price and the shop', () => {
  expect(productDescription({ ...tart, description: '' })).toBe(
    '£ 10.00 per cake. Bespoke cakes, cupcakes, cake pops and glazed cookies, made to order in London.',
  )
})

test('a product page names the product, its section and the shop, with its photo and its JSON-LD', () => {
  const head = buildPageHead({ kind: 'product', section: cakes, product: tart }, context)
  expect(head).toMatchObject({
    title: "Baker's Tart & Co · Cakes · Sweet Art",
    description: '£ 10.00 per cake. A "crisp" tart.',
    canonicalUrl: 'https://sweetart.london/sections/s1/p1',
    preview: {
      title: "Baker's Tart & Co",
      type: 'product',
      image: {
        url: 'https://sweetart.london/api/images/catalog/tart-1.webp',
        alt: "Baker's Tart & Co",
      },
    },
  })
  expect(head.structuredData.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList'])
  expect(head.structuredData[0]).toMatchObject({
    name: "Baker's Tart & Co",
    image: [
      'https://sweetart.london/api/images/catalog/tart-1.webp',
      'https://sweetart.london/api/images/catalog/tart-2.webp',
    ],
    offers: { '@type': 'Offer', price: '10.00', priceCurrency: 'GBP' },
  })
})

test('a section page shows its first product photo and its breadcrumbs', () => {
  const head = buildPageHead({ kind: 'section', section: cakes }, context)
  expect(head).toMatchObject({
    title: 'Cakes · Sweet Art',
    description: 'Layer cakes.',
    canonicalUrl: 'https://sweetart.london/sections/s1',
    preview: {
      title: 'Cakes',
      image: { url: 'https://sweetart.london/api/images/catalog/tart-1.webp' },
    },
  })
  expect(head.structuredData).toEqual([
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://sweetart.london/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Cakes',
          item: 'https://sweetart.london/sections/s1',
        },
      ],
    },
  ])
})

test('a section without photos or copy still has a head, without an image', () => {
  const head = buildPageHead({ kind: 'section', section: offers }, context)
  expect(head.description).toBe(
    'Bespoke cakes, cupcakes, cake pops and glazed cookies, made to order in London.',
  )
  expect(head.preview?.image).toBeNull()
})

test.each([
  [
    'home',
    { kind: 'home' } as const,
    'Sweet Art · Bespoke cakes made to order in London',
    ['Bakery'],
  ],
  ['contacts', { kind: 'static', path: '/contacts' } as const, 'Contacts · Sweet Art', ['Bakery']],
  ['the FAQ', { kind: 'static', path: '/f_a_q' } as const, 'FAQ · Sweet Art', ['FAQPage']],
  ['the price page', { kind: 'static', path: '/price' } as const, 'Prices · Sweet Art', []],
])('%s has its title and carries %o', (_name, page, title, types) => {
  const head = buildPageHead(page, context)
  expect(head.title).toBe(title)
  expect(head.canonicalUrl).toBe(
    new URL(page.kind === 'home' ? '/' : page.path, context.origin).href,
  )
  expect(head.preview?.image?.url).toBe('https://sweetart.london/api/images/catalog/tart-1.webp')
  expect(head.structuredData.map((node) => node['@type'])).toEqual(types)
})

test('the delivery page quotes the price per mile of the options', () => {
  const head = buildPageHead(
    { kind: 'static', path: '/delivery' },
    { ...context, appDelivery: { ...DEFAULT_APP_DELIVERY, distanceRatio: 2 } },
  )
  expect(head.description).toContain('at £ 2.00 per mile')
})

/** The FAQ's answers as the page's structured data gives them to search engines. */
function faqAnswers(sections: PageHeadContext['sections']): string {
  const [faq] = buildPageHead(
    { kind: 'static', path: '/f_a_q' },
    { ...context, sections },
  ).structuredData
  const questions = faq?.['mainEntity'] as { acceptedAnswer: { text: string } }[]
  return questions.map((question) => question.acceptedAnswer.text).join(' ')
}

test('the FAQ answers with the lead times of the products on sale, as the page says them', () => {
  expect(faqAnswers(context.sections)).toContain('Everything can be delivered from tomorrow.')
  expect(faqAnswers(context.sections)).not.toMatch(/\bweeks?\b/)
  const wedding = makeProduct({
    id: 'p2',
    sectionId: 's1',
    title: 'Wedding Cake',
    leadTimeDays: 42,
  })
  const withWedding = [{ ...cakes, products: [tart, wedding] }, offers]
  expect(faqAnswers(withWedding)).toContain('6 weeks’ notice for the Wedding Cake.')
  // A product off sale, or in a section off sale, asks no notice of anyone.
  const offSale = [
    { ...cakes, products: [tart, { ...wedding, isActive: false }] },
    makeSection({ id: 's3', title: 'Weddings', isActive: false, products: [wedding] }),
  ]
  expect(faqAnswers(offSale)).toContain('Everything can be delivered from tomorrow.')
})

test('a missing page has nothing to index or preview, and an empty shop has no picture', () => {
  expect(buildPageHead({ kind: 'missing' }, context)).toBe(MISSING_PAGE_HEAD)
  expect(MISSING_PAGE_HEAD.canonicalUrl).toBeNull()
  expect(buildPageHead({ kind: 'home' }, { ...context, sections: [] }).preview?.image).toBeNull()
})
