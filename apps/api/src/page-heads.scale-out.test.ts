import { afterAll, beforeAll, expect, test } from 'vitest'
import { signUpBaker } from './test/accounts'
import { createAgent } from './test/agent'
import { renameProduct } from './test/catalogue-edits'
import { fetchCatalogue } from './test/checkout'
import { readCrawledHead } from './test/crawled-head'
import { createTestRedisPrefix, testRedisUrl } from './test/redis'
import { createTestApp, type TestApp } from './test/test-app'
import { writeWebDist } from './test/web-dist'

// Two instances serving the built app, on one PostgreSQL and one Redis: a page's head follows the
// catalogue each instance holds in memory, which the other instance's change refreshes.
const keys = createTestRedisPrefix()
let first: TestApp
let second: TestApp

beforeAll(async () => {
  const env = { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: keys.prefix }
  const webDist = writeWebDist()
  first = await createTestApp({ env, webDist })
  second = await createTestApp({ env, webDist, database: first.database })
})
afterAll(async () => {
  await second.close()
  await first.close()
  await keys.clean()
})

test('a product renamed on one instance shows its new name in the other instance’s page head and sitemap', async () => {
  const { agent: admin } = await signUpBaker(first)
  const [section] = await fetchCatalogue(createAgent(first.app))
  const product = section?.products[0]
  if (!section || !product) throw new Error('the seed has no product')
  const url = `/sections/${section.id}/${product.id}`
  const titleOnSecond = async () =>
    readCrawledHead((await second.app.inject({ method: 'GET', url })).body).title
  const sitemapOnSecond = async () =>
    (await second.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
  expect(await titleOnSecond()).toContain(product.title)
  const sitemapBefore = await sitemapOnSecond()

  await renameProduct(admin, product, 'Renamed Across Instances')

  // The second instance hears of the change over Redis; its next page after that is the new one.
  await expect
    .poll(titleOnSecond, { timeout: 5_000, interval: 20 })
    .toBe(`Renamed Across Instances · ${section.title} · Sweet Art`)
  expect(await sitemapOnSecond()).not.toBe(sitemapBefore)
})
