import { expect, test } from 'vitest'
import {
  findCustomMadeSection,
  findProduct,
  findProductAnywhere,
  findSection,
  normalizeSectionLink,
  pickBestSellers,
  pickHomeSections,
  pickSpecialOffers,
  productPath,
  productRoute,
  sectionPath,
  sectionRoute,
  splitSections,
} from './catalog'
import { makeProduct, makeSection } from './testing/fixtures'

const p = (id: string, order: number, isActive = true) => makeProduct({ id, order, isActive })

test('splitSections keeps active sections sorted, active products sorted, and sets treads apart', () => {
  const sections = [
    makeSection({
      id: 'cupcakes',
      order: 2,
      products: [p('c2', 2), p('c1', 1), p('c3', 3, false)],
    }),
    makeSection({ id: 'offer', order: 0, isTreads: true, products: [p('o1', 1)] }),
    makeSection({ id: 'cakes', order: 1, products: [] }),
    makeSection({ id: 'hidden', order: 3, isActive: false, products: [p('h1', 1)] }),
    makeSection({ id: 'old-offer', order: 4, isTreads: true, isActive: false }),
  ]
  const { regular, treads } = splitSections(sections)
  expect(regular.map((s) => s.id)).toEqual(['cakes', 'cupcakes'])
  expect(regular[1]?.products.map((product) => product.id)).toEqual(['c1', 'c2'])
  expect(treads.map((s) => s.id)).toEqual(['offer'])
})

test('splitSections does not reorder the caller’s arrays', () => {
  const products = [p('b', 2), p('a', 1)]
  splitSections([makeSection({ products })])
  expect(products.map((product) => product.id)).toEqual(['b', 'a'])
})

test.each([
  ['Cakes', '/cakes'],
  ['Custom Made', '/custom_made'],
  ['Cake  Pops ', '/cake_pops'],
  ['Glazed Cookies', '/glazed_cookies'],
])('sectionPath(%j) is %s', (title, path) => {
  expect(sectionPath(title)).toBe(path)
})

test.each([
  ['Cakes', '/chocolate_cake', '/cakes/chocolate_cake'],
  ['Cakes', 'chocolate_cake', '/cakes/chocolate_cake'],
  ['Cakes', '', '/cakes'],
])('productPath(%j, %j) is %s', (section, own, path) => {
  expect(productPath(section, own)).toBe(path)
})

test('section and product routes use ids', () => {
  expect(sectionRoute('abc')).toBe('/sections/abc')
  expect(productRoute('abc', 'x y')).toBe('/sections/abc/x%20y')
})

test.each([
  ['sections/abc', '/sections/abc'],
  ['/sections/abc', '/sections/abc'],
])('a section link %s leads to %s', (link, path) => {
  expect(normalizeSectionLink(link)).toBe(path)
})

const catalogue = [
  makeSection({ id: 'cakes', title: 'Cakes', products: [p('c1', 1), p('c2', 2), p('c3', 3)] }),
  makeSection({ id: 'custom', title: 'custom made', order: 2, products: [p('m1', 1)] }),
]

test('sections and products are found by id', () => {
  expect(findSection(catalogue, 'custom')?.title).toBe('custom made')
  expect(findSection(catalogue, 'none')).toBeUndefined()
  expect(findProduct(catalogue, 'cakes', 'c2')?.id).toBe('c2')
  expect(findProduct(catalogue, 'custom', 'c2')).toBeUndefined()
  expect(findProduct(catalogue, 'none', 'c2')).toBeUndefined()
  expect(findProductAnywhere(catalogue, 'm1')?.section.id).toBe('custom')
  expect(findProductAnywhere(catalogue, 'zz')).toBeUndefined()
})

test('the Custom Made section is found whatever its letter case', () => {
  expect(findCustomMadeSection(catalogue)?.id).toBe('custom')
  expect(findCustomMadeSection([])).toBeUndefined()
})

test('the home page shows the first 2 sections with 3 photos each and the tile placed by order parity', () => {
  const photoless = makeProduct({ id: 'np', photo: [] })
  const sections = [
    makeSection({
      id: 'a',
      order: 2,
      products: [p('1', 1), photoless, p('2', 2), p('3', 3), p('4', 4)],
    }),
    makeSection({ id: 'b', order: 3, products: [p('5', 1)] }),
    makeSection({ id: 'c', order: 4 }),
  ]
  const picks = pickHomeSections(sections)
  expect(
    picks.map((pick) => [
      pick.section.id,
      pick.tilePosition,
      pick.photos.map((photo) => photo.product.id),
    ]),
  ).toEqual([
    ['a', 'left', ['1', '2', '3']],
    ['b', 'first', ['5']],
  ])
})

test('the special offer shows the first tread section’s products, or nothing', () => {
  expect(
    pickSpecialOffers([
      makeSection({ products: [p('o1', 1)] }),
      makeSection({ products: [p('o2', 1)] }),
    ]).map((x) => x.id),
  ).toEqual(['o1'])
  expect(pickSpecialOffers([])).toEqual([])
})

test.each([
  [
    '2 from each section until 4',
    [['a1', 'a2', 'a3'], ['b1', 'b2', 'b3'], ['c1']],
    ['a1', 'a2', 'b1', 'b2'],
  ],
  ['short sections', [['a1'], [], ['c1', 'c2'], ['d1', 'd2']], ['a1', 'c1', 'c2', 'd1']],
  ['fewer than 4 in all', [['a1'], ['b1']], ['a1', 'b1']],
  ['no sections', [], []],
])('best sellers with %s', (_name, ids, picked) => {
  const sections = ids.map((productIds, index) =>
    makeSection({ id: `s${index}`, products: productIds.map((id, order) => p(id, order)) }),
  )
  expect(pickBestSellers(sections).map((product) => product.id)).toEqual(picked)
})
