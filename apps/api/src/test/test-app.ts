import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import {
  openDatabase,
  snapshotMemoryDatabase,
  type MemoryDatabaseSnapshot,
  type OpenDatabase,
} from '@sweet-art/db/database'
import { seedDatabase } from '@sweet-art/db/seed/seed-database'
import { SEED_CATALOGUE } from '@sweet-art/db/seed/catalogue'
import { buildApp } from '../app'
import type { Env } from '../config/env'
import type { ServerTimeouts } from '../config/server-timeouts'
import { PROJECT_PATHS } from '../config/paths'
import type { Clock } from '../lib/clock'
import type { MailProvider } from '../providers/mail/mail-provider'
import type { MapsProvider } from '../providers/maps/maps-provider'
import { createOfflineMapsProvider } from '../providers/maps/offline-maps-provider'
import type { PaymentProvider } from '../providers/payments/payment-provider'
import { createSandboxPaymentProvider } from '../providers/payments/sandbox-payment-provider'
import { createFolderImageStorage } from '../providers/storage/folder-image-storage'
import type { ImageStorage } from '../providers/storage/image-storage'
import { createMemoryMailProvider, type MemoryMailProvider } from './memory-mail'

/** The origin tests act as when they play the shop's own pages. */
export const TEST_ORIGIN = 'http://shop.test'

export interface TestApp {
  app: FastifyInstance
  database: OpenDatabase
  /** The mail the app sent, when no other mail provider was given. */
  mail: MemoryMailProvider
  close: () => Promise<void>
}

// Read once per test file: the gazetteer does not change between tests.
let offlineMaps: MapsProvider | null = null

// Migrating and seeding a new database takes seconds, most of a short test file's time. Each test
// worker does it once per kind (seeded or empty) and starts every later database as a copy: a
// PGlite data directory, or a PostgreSQL template database.
const memorySnapshots = new Map<boolean, Promise<MemoryDatabaseSnapshot>>()
const postgresTemplates = new Map<boolean, Promise<string>>()

async function migratedMemoryDatabase(seeded: boolean): Promise<MemoryDatabaseSnapshot> {
  const database = await openDatabase({ kind: 'memory', migrationsDir: PROJECT_PATHS.migrations })
  if (seeded) await seedDatabase(database.db, SEED_CATALOGUE)
  const snapshot = await snapshotMemoryDatabase(database)
  await database.close()
  return snapshot
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function runAsAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/**
 * A template database of this worker, migrated and seeded when `seeded`; named after the scratch
 * database so that `scripts/pg-scratch.mjs --drop` removes it with the scratch database.
 */
async function migratedPostgresTemplate(adminUrl: string, seeded: boolean): Promise<string> {
  const scratchName = new URL(adminUrl).pathname.slice(1)
  const name = `${scratchName}_tpl_${process.pid}_${seeded ? 'seeded' : 'empty'}`
  await runAsAdmin(adminUrl, `drop database if exists ${name}`)
  await runAsAdmin(adminUrl, `create database ${name}`)
  const template = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, name),
    migrationsDir: PROJECT_PATHS.migrations,
    poolSize: 1,
  })
  if (seeded) await seedDatabase(template.db, SEED_CATALOGUE)
  await template.close()
  return name
}

/**
 * A fresh database with the real migrations, and the seed when `seeded`: in-memory PGlite by
 * default, or a scratch PostgreSQL database when the suite runs with TEST_DB_KIND=postgres.
 */
async function openTestDatabase(
  seeded: boolean,
): Promise<{ database: OpenDatabase; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB_KIND !== 'postgres' || !adminUrl) {
    let snapshot = memorySnapshots.get(seeded)
    if (!snapshot) {
      snapshot = migratedMemoryDatabase(seeded)
      memorySnapshots.set(seeded, snapshot)
    }
    const database = await openDatabase({
      kind: 'memory',
      migrationsDir: PROJECT_PATHS.migrations,
      from: await snapshot,
    })
    return { database, drop: () => Promise.resolve() }
  }
  let template = postgresTemplates.get(seeded)
  if (!template) {
    template = migratedPostgresTemplate(adminUrl, seeded)
    postgresTemplates.set(seeded, template)
  }
  const name = `sweet_art_test_${randomBytes(6).toString('hex')}`
  await runAsAdmin(adminUrl, `create database ${name} template ${await template}`)
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, name),
    migrationsDir: PROJECT_PATHS.migrations,
    poolSize: 4,
  })
  return {
    database,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl })
      await cleaner.connect()
      // The pool's sockets may still be closing after pool.end(); forcing them out at once would
      // surface as an uncaught "terminating connection" error, so wait for them first.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await cleaner.query(
            `drop database if exists ${name}${attempt >= 40 ? ' with (force)' : ''}`,
          )
          break
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      await cleaner.end()
    },
  }
}

/**
 * Builds the real app over a fresh seeded database; the web app is served only when `webDist` is given.
 * Mail is captured in memory and maps come from the offline gazetteer unless other providers are given;
 * the per-IP auth limit and the order limits are high because every injected request comes from
 * one address, and most tests order as one guest.
 */
export async function createTestApp(
  options: {
    seed?: boolean
    webDist?: string
    clock?: Clock
    mail?: MailProvider
    maps?: MapsProvider
    payments?: PaymentProvider
    storage?: ImageStorage
    env?: Partial<Env>
    /** How long the server waits on slow clients (tests that listen shorten them). */
    timeouts?: ServerTimeouts
    /** A database another app uses too (two instances on one database); its owner seeds and closes it. */
    database?: OpenDatabase
  } = {},
): Promise<TestApp> {
  const shared = options.database
  const { database, drop } = shared
    ? { database: shared, drop: () => Promise.resolve() }
    : await openTestDatabase(options.seed ?? true)
  const mail = createMemoryMailProvider()
  const uploadsDir = mkdtempSync(join(tmpdir(), 'sweet-art-uploads-'))
  offlineMaps ??= createOfflineMapsProvider({ dataDir: PROJECT_PATHS.mapsData })
  const app = await buildApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: 10_000,
      MAPS_RATE_LIMIT_PER_IP: 10_000,
      ORDER_LIMIT_PER_IP_PER_HOUR: 10_000,
      ORDER_LIMIT_PER_EMAIL_PER_HOUR: 10_000,
      ...options.env,
      API_PREFIX: '/api',
      PUBLIC_ORIGIN: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
    },
    database,
    paths: { catalogImages: PROJECT_PATHS.catalogImages, webDist: options.webDist ?? null },
    providers: {
      mail: options.mail ?? mail,
      maps: options.maps ?? offlineMaps,
      payments: options.payments ?? createSandboxPaymentProvider(),
      storage: options.storage ?? createFolderImageStorage({ dir: uploadsDir }),
    },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  })
  return {
    app,
    database,
    mail,
    close: async () => {
      await app.close()
      if (!shared) await database.close()
      await drop()
      rmSync(uploadsDir, { recursive: true, force: true })
    },
  }
}
