import { existsSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { openDatabase } from '@sweet-art/db/database'
import { seedDatabase } from '@sweet-art/db/seed/seed-database'
import { SEED_CATALOGUE } from '@sweet-art/db/seed/catalogue'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { buildApp } from '@sweet-art/api/app'
import { PROJECT_PATHS } from '@sweet-art/api/config/paths'

const DURATION_S = 8
const CONNECTIONS = 50
// As browsers ask: every one of them takes brotli.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: BROWSER_HEADERS,
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`)
  }
  return result.requests.average
}

/**
 * A product page with its own head (docs/product.md › What each page tells search engines and
 * link previews) against the built app's page as it is, which the cart is sent as: the shell the
 * server answered every page with before heads. Both from the built web app, in one run.
 */
export async function measurePageHeadThroughput(): Promise<{ product: number; shell: number }> {
  if (!existsSync(join(PROJECT_PATHS.webDist, 'product.html')))
    throw new Error('the web app is not built: npm run build first')
  const database = await openDatabase({ kind: 'memory', migrationsDir: PROJECT_PATHS.migrations })
  await seedDatabase(database.db, SEED_CATALOGUE)
  const app = await buildApp({
    env: { API_PREFIX: '/api', PUBLIC_ORIGIN: undefined, LOG_LEVEL: 'silent' },
    database,
    paths: { catalogImages: PROJECT_PATHS.catalogImages, webDist: PROJECT_PATHS.webDist },
  })
  const origin = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const sections = (await (
      await fetch(`${origin}/api/products-sections/client`)
    ).json()) as Section[]
    const section = sections.find((candidate) => candidate.products.length > 0)
    const product = section?.products[0]
    if (!section || !product) throw new Error('the seed has no product')
    const productUrl = `${origin}/sections/${section.id}/${product.id}`
    const shellUrl = `${origin}/cart`
    // Warm both up so neither pays for JIT compilation, or the page for its first rendering.
    await autocannon({ url: productUrl, connections: 10, amount: 2000, headers: BROWSER_HEADERS })
    await autocannon({ url: shellUrl, connections: 10, amount: 2000, headers: BROWSER_HEADERS })
    return {
      product: await requestsPerSecond(productUrl),
      shell: await requestsPerSecond(shellUrl),
    }
  } finally {
    await app.close()
    await database.close()
  }
}

/** Prints both rates and their ratio, measured in this run. */
export async function reportPageHeadThroughput(): Promise<void> {
  const { product, shell } = await measurePageHeadThroughput()
  console.log(
    `product page with its head: ${product.toFixed(0)} req/s vs the app's plain page: ${shell.toFixed(0)} req/s = ${(product / shell).toFixed(2)}`,
  )
}
