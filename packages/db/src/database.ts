import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { acquireDataDirLock } from './data-dir-lock'

/** The one database type the API codes against, whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** What a database transaction offers the repositories: the same queries as the database. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database itself or an open transaction on it. */
export type Executor = Database | DatabaseTransaction

// How long a query waits for a PostgreSQL connection before it fails.
const CONNECT_TIMEOUT_MS = 5_000

/** An open database with its migrations applied. */
export interface OpenDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Answers whether the database takes a query now (health and readiness checks). */
  ping: () => Promise<boolean>
  /** Tells `listener` of each PostgreSQL connection lost (an outage, a reset); returns how to stop. */
  onConnectionLost: (listener: (error: Error) => void) => () => void
  close: () => Promise<void>
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; migrationsDir: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string; migrationsDir: string }
  /**
   * A throw-away in-memory PGlite, for tests; `from` starts it as a copy of an earlier one
   * (see `snapshotMemoryDatabase`), which skips the start-up work the copy already holds.
   */
  | { kind: 'memory'; migrationsDir: string; from?: MemoryDatabaseSnapshot }

/** The whole data directory of an in-memory database, to start others from. */
export interface MemoryDatabaseSnapshot {
  readonly dataDir: Blob
}

// The PGlite under each open in-memory database, for `snapshotMemoryDatabase`.
const memoryClients = new WeakMap<OpenDatabase, PGlite>()

/** Copies an in-memory database as it stands, e.g. migrated and seeded once per test worker. */
export async function snapshotMemoryDatabase(
  database: OpenDatabase,
): Promise<MemoryDatabaseSnapshot> {
  const client = memoryClients.get(database)
  if (!client) throw new Error('only an in-memory database can be copied')
  return { dataDir: await client.dumpDataDir('none') }
}

/** Opens PostgreSQL or PGlite and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While PostgreSQL is away a request fails within seconds (a 503) instead of waiting forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    })
    const connectionLost = new Set<(error: Error) => void>()
    // node-postgres emits 'error' on a client whose connection breaks, idle in the pool or held
    // by a transaction, and an 'error' nobody listens to ends the process. So every client
    // listens for its whole life: the query in flight still fails with the error (a 503), and
    // the pool drops the broken client when it is released and opens a new one for the next query.
    pool.on('connect', (client) => {
      let isLost = false
      client.on('error', (error) => {
        // A reset connection reports itself twice: the reset, then its end.
        if (isLost) return
        isLost = true
        for (const listener of connectionLost) listener(error)
      })
    })
    // The pool repeats an idle client's error, which the client's own listener has told of.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder: options.migrationsDir })
    return {
      db,
      kind: 'postgres',
      ping: () => pingWith(() => pool.query('select 1')),
      onConnectionLost: (listener) => {
        connectionLost.add(listener)
        return () => {
          connectionLost.delete(listener)
        }
      },
      close: () => pool.end(),
    }
  }

  let releaseLock = (): void => undefined
  let client: PGlite
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true })
    releaseLock = acquireDataDirLock(options.dataDir)
    client = new PGlite(join(options.dataDir, 'pgdata'))
  } else {
    client = new PGlite(options.from && { loadDataDir: options.from.dataDir })
  }
  try {
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder: options.migrationsDir })
    const database: OpenDatabase = {
      db,
      kind: 'pglite',
      ping: () => pingWith(() => client.query('select 1')),
      // PGlite runs inside this process: there is no connection to lose.
      onConnectionLost: () => () => undefined,
      close: async () => {
        await client.close()
        releaseLock()
      },
    }
    if (options.kind === 'memory') memoryClients.set(database, client)
    return database
  } catch (error) {
    releaseLock()
    throw error
  }
}

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query()
    return true
  } catch {
    return false
  }
}
