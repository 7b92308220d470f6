import { expect, test } from 'vitest'
import { crawlRules, sitemapEntries } from './crawling'
import { makeProduct, makeSection } from './testing/fixtures'

test('crawlers may read the storefront and its photos, not the visitors’ pages, the back office or the API', () => {
  expect(crawlRules('/api')).toEqual({
    allow: ['/', '/api/images/'],
    disallow: ['/account', '/cart', '/payment/', '/order/', '/admin', '/api/'],
  })
})

test('the sitemap lists home, the static pages, each section and product with its last change', () => {
  const sections = [
    makeSection({
      id: 's1',
      products: [makeProduct({ id: 'p1' }), makeProduct({ id: 'p2' })],
    }),
    makeSection({ id: 's2' }),
  ]
  const changes = new Map([
    ['s1', '2026-01-01T00:00:00.000Z'],
    ['p1', '2026-03-01T00:00:00.000Z'],
    ['p2', '2026-02-01T00:00:00.000Z'],
    ['s2', '2026-01-15T00:00:00.000Z'],
  ])
  const entries = sitemapEntries({
    sections,
    changes,
    optionsUpdatedAt: '2026-02-10T00:00:00.000Z',
  })
  const byPath = new Map(entries.map((entry) => [entry.path, entry.lastModified]))
  expect(byPath.get('/')).toBe('2026-03-01T00:00:00.000Z')
  expect(byPath.get('/sections/s1')).toBe('2026-03-01T00:00:00.000Z')
  expect(byPath.get('/sections/s1/p1')).toBe('2026-03-01T00:00:00.000Z')
  expect(byPath.get('/sections/s1/p2')).toBe('2026-02-01T00:00:00.000Z')
  expect(byPath.get('/sections/s2')).toBe('2026-01-15T00:00:00.000Z')
  expect(byPath.get('/delivery')).toBe('2026-02-10T00:00:00.000Z')
  expect(byPath.get('/f_a_q')).toBe('2026-02-10T00:00:00.000Z')
  expect(byPath.get('/about')).toBeNull()
  expect(entries).toHaveLength(1 + 9 + 4)
})

test('a page whose change time is unknown is listed without one', () => {
  const entries = sitemapEntries({
    sections: [makeSection({ id: 's1', products: [makeProduct({ id: 'p1' })] })],
    changes: new Map(),
    optionsUpdatedAt: '2026-02-10T00:00:00.000Z',
  })
  expect(entries.find((entry) => entry.path === '/sections/s1/p1')?.lastModified).toBeNull()
  expect(entries.find((entry) => entry.path === '/')?.lastModified).toBe('2026-02-10T00:00:00.000Z')
})
