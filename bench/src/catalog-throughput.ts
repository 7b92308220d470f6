import autocannon from 'autocannon'
import Fastify from 'fastify'
import { openDatabase } from '@sweet-art/db/database'
import { seedDatabase } from '@sweet-art/db/seed/seed-database'
import { SEED_CATALOGUE } from '@sweet-art/db/seed/catalogue'
import { buildApp } from '@sweet-art/api/app'
import { PROJECT_PATHS } from '@sweet-art/api/config/paths'

const DURATION_S = 8
const CONNECTIONS = 50

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`)
  }
  return result.requests.average
}

/** Catalogue requests/s through the real route against a bare Fastify route sending the same bytes. */
export async function measureCatalogThroughput(): Promise<{ real: number; bare: number }> {
  const database = await openDatabase({ kind: 'memory', migrationsDir: PROJECT_PATHS.migrations })
  await seedDatabase(database.db, SEED_CATALOGUE)
  const app = await buildApp({
    env: { API_PREFIX: '/api', PUBLIC_ORIGIN: undefined, LOG_LEVEL: 'silent' },
    database,
    paths: { catalogImages: PROJECT_PATHS.catalogImages, webDist: null },
  })
  const realUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/products-sections/client`
  const bytes = Buffer.from(new Uint8Array(await (await fetch(realUrl)).arrayBuffer()))

  const bare = Fastify()
  bare.get('/catalog', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  )
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/catalog`

  try {
    // Warm both up so neither pays for JIT compilation inside its measurement.
    await autocannon({ url: realUrl, connections: 10, amount: 2000 })
    await autocannon({ url: bareUrl, connections: 10, amount: 2000 })
    return { real: await requestsPerSecond(realUrl), bare: await requestsPerSecond(bareUrl) }
  } finally {
    await app.close()
    await bare.close()
    await database.close()
  }
}
