import closeWithGrace from 'close-with-grace'
import type { OpenDatabase } from '@sweet-art/db/database'
import { DataDirLockedError } from '@sweet-art/db/data-dir-lock'
import { seedDatabase } from '@sweet-art/db/seed/seed-database'
import { SEED_CATALOGUE } from '@sweet-art/db/seed/catalogue'
import { buildApp } from './app'
import { openConfiguredDatabase } from './config/database'
import { readEnv } from './config/env'
import { readOrderLinkSecret } from './config/order-link-secret'
import { PROJECT_PATHS } from './config/paths'
import { assertPublicOriginBehindProxy } from './config/public-origin'
import { clockStartingAt } from './lib/clock'
import { assertRealPaymentsWhenPublic } from './providers/providers'

const SHUTDOWN_GRACE_MS = 10_000

async function start(): Promise<void> {
  const env = readEnv(process.env)
  // Before the database is touched, so a refused shop changes nothing.
  assertRealPaymentsWhenPublic(env)
  assertPublicOriginBehindProxy(env)
  let database: OpenDatabase
  try {
    database = await openConfiguredDatabase(env)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  if (env.SEED_CATALOGUE) await seedDatabase(database.db, SEED_CATALOGUE)

  const app = await buildApp({
    env: { ...env, ORDER_LINK_SECRET: readOrderLinkSecret(env) },
    database,
    paths: {
      catalogImages: PROJECT_PATHS.catalogImages,
      webDist: PROJECT_PATHS.webDist,
      mapsData: PROJECT_PATHS.mapsData,
    },
    ...(env.TEST_NOW === undefined ? {} : { clock: clockStartingAt(new Date(env.TEST_NOW)) }),
  })

  // On SIGTERM/SIGINT the listener closes at once (new connections are refused, so a proxy sends
  // them to another instance), requests in flight finish, then Redis and the database close.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down: finishing the requests in flight')
    await app.close()
    await database.close()
  })

  await app.listen({ port: env.PORT, host: env.HOST })
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
