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
import { rememberTables } from './table-baseline'
import { suiteClock } from './test-clock'

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

interface TestDatabase {
  database: OpenDatabase
  /** Hands the database back when its test app closes. */
  release: () => Promise<void>
}

/**
 * A new database with the real migrations, and the seed when `seeded`: in-memory PGlite by
 * default, or a PostgreSQL database named after the scratch one when the suite runs with
 * TEST_DB_KIND=postgres (`scripts/pg-scratch.mjs --drop` removes it with the scratch database).
 */
async function newTestDatabase(seeded: boolean): Promise<OpenDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB_KIND !== 'postgres' || !adminUrl) {
    let snapshot = memorySnapshots.get(seeded)
    if (!snapshot) {
      snapshot = migratedMemoryDatabase(seeded)
      memorySnapshots.set(seeded, snapshot)
    }
    return openDatabase({
      kind: 'memory',
      migrationsDir: PROJECT_PATHS.migrations,
      from: await snapshot,
    })
  }
  let template = postgresTemplates.get(seeded)
  if (!template) {
    template = migratedPostgresTemplate(adminUrl, seeded)
    postgresTemplates.set(seeded, template)
  }
  const scratchName = new URL(adminUrl).pathname.slice(1)
  const name = `${scratchName}_db_${process.pid}_${randomBytes(4).toString('hex')}`
  await runAsAdmin(adminUrl, `create database ${name} template ${await template}`)
  return openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, name),
    migrationsDir: PROJECT_PATHS.migrations,
    poolSize: 4,
  })
}

// The databases of this worker's closed test apps, with their first rows back, by `seeded`.
const idleDatabases = new Map<boolean, TestDatabase[]>()

/**
 * A database whose tables hold just what a new one would: the migrations, and the seed when
 * `seeded`. A closed test app's database is used again once its rows are put back
 * (`rememberTables`); one whose rows cannot be put back (a test closed it) is closed instead.
 */
async function openTestDatabase(seeded: boolean): Promise<TestDatabase> {
  const idle = idleDatabases.get(seeded)?.pop()
  if (idle) return idle
  const database = await newTestDatabase(seeded)
  const restoreRows = await rememberTables(database)
  const testDatabase: TestDatabase = {
    database,
    release: async () => {
      try {
        await restoreRows()
      } catch {
        await database.close()
        return
      }
      idleDatabases.set(seeded, [...(idleDatabases.get(seeded) ?? []), testDatabase])
    },
  }
  return testDatabase
}

/**
 * Builds the real app over a fresh seeded database; the web app is served only when `webDist` is given.
 * Its clock is the suite's (`test-clock.ts`) unless `clock` is given: never the machine's day.
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
    /** Receives the app's log at level info; without it the app logs nothing. */
    logStream?: { write: (line: string) => void }
  } = {},
): Promise<TestApp> {
  const shared = options.database
  const { database, release } = shared
    ? { database: shared, release: () => Promise.resolve() }
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
      // A test may leave it unset on purpose (`env: { PUBLIC_ORIGIN: undefined }`).
      PUBLIC_ORIGIN:
        options.env && 'PUBLIC_ORIGIN' in options.env ? options.env.PUBLIC_ORIGIN : TEST_ORIGIN,
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
    },
    database,
    paths: { catalogImages: PROJECT_PATHS.catalogImages, webDist: options.webDist ?? null },
    // A test that moves its clock releases the holds that ended when it means to.
    holdRelease: 'byHand',
    providers: {
      mail: options.mail ?? mail,
      maps: options.maps ?? offlineMaps,
      payments: options.payments ?? createSandboxPaymentProvider(),
      storage: options.storage ?? createFolderImageStorage({ dir: uploadsDir }),
    },
    clock: options.clock ?? suiteClock,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  })
  return {
    app,
    database,
    mail,
    close: async () => {
      await app.close()
      await release()
      rmSync(uploadsDir, { recursive: true, force: true })
    },
  }
}
