import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { openDatabase, type OpenDatabase } from '@sweet-art/db/database'
import { seedDatabase } from '@sweet-art/db/seed/seed-database'
import { SEED_CATALOGUE } from '@sweet-art/db/seed/catalogue'
import { buildApp } from '../app'
import { PROJECT_PATHS } from '../config/paths'

/** The origin tests act as when they play the shop's own pages. */
export const TEST_ORIGIN = 'http://shop.test'

export interface TestApp {
  app: FastifyInstance
  database: OpenDatabase
  close: () => Promise<void>
}

/**
 * A fresh database with the real migrations and seed: in-memory PGlite by default,
 * or a scratch PostgreSQL database when the suite runs with TEST_DB_KIND=postgres.
 */
async function openTestDatabase(): Promise<{ database: OpenDatabase; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB_KIND !== 'postgres' || !adminUrl) {
    const database = await openDatabase({ kind: 'memory', migrationsDir: PROJECT_PATHS.migrations })
    return { database, drop: () => Promise.resolve() }
  }
  const name = `sweet_art_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    migrationsDir: PROJECT_PATHS.migrations,
    poolSize: 4,
  })
  return {
    database,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl })
      await cleaner.connect()
      await cleaner.query(`drop database if exists ${name} with (force)`)
      await cleaner.end()
    },
  }
}

/** Builds the real app over a fresh seeded database; the web app is served only when `webDist` is given. */
export async function createTestApp(
  options: { seed?: boolean; webDist?: string } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase()
  if (options.seed ?? true) await seedDatabase(database.db, SEED_CATALOGUE)
  const app = await buildApp({
    env: { API_PREFIX: '/api', PUBLIC_ORIGIN: TEST_ORIGIN, LOG_LEVEL: 'silent' },
    database,
    paths: { catalogImages: PROJECT_PATHS.catalogImages, webDist: options.webDist ?? null },
  })
  return {
    app,
    database,
    close: async () => {
      await app.close()
      await database.close()
      await drop()
    },
  }
}
