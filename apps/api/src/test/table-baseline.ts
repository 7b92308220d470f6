import { sql } from 'drizzle-orm'
import type { Executor, OpenDatabase } from '@sweet-art/db/database'

// Where the remembered rows live: a schema of the test database's own, which the app never reads.
const BASELINE_SCHEMA = 'test_baseline'

async function rows<Row extends Record<string, unknown>>(
  executor: Executor,
  query: string,
): Promise<Row[]> {
  // Both drivers answer with their rows under `rows`.
  const result = (await executor.execute(sql.raw(query))) as { rows: Row[] }
  return result.rows
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** The tables of `public`, each after every table it refers to, so rows go back in a valid order. */
async function tablesParentsFirst(database: OpenDatabase): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    database.db,
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  )
  const references = await rows<{ child: string; parent: string }>(
    database.db,
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and c.conrelid <> c.confrelid`,
  )
  const ordered: string[] = []
  const placed = new Set<string>()
  const place = (table: string): void => {
    if (placed.has(table)) return
    placed.add(table)
    for (const { child, parent } of references) if (child === table) place(parent)
    ordered.push(table)
  }
  for (const { name } of tables) place(name)
  return ordered
}

/**
 * Remembers the rows of every table of a test database as they stand (migrated, seeded or not)
 * and returns what puts them back. Putting them back takes milliseconds, where a new copy of the
 * database costs PGlite about two seconds of CPU and PostgreSQL a new database from its template,
 * so a worker's test databases are used again, each test still starting from the same rows.
 */
export async function rememberTables(database: OpenDatabase): Promise<() => Promise<void>> {
  const tables = await tablesParentsFirst(database)
  await database.db.execute(sql.raw(`create schema ${BASELINE_SCHEMA}`))
  for (const table of tables) {
    await database.db.execute(
      sql.raw(`create table ${BASELINE_SCHEMA}.${quoted(table)} as table public.${quoted(table)}`),
    )
  }
  const sequences = await rows<{ name: string; value: string | null }>(
    database.db,
    "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
  )
  const truncate = `truncate table ${tables.map((table) => `public.${quoted(table)}`).join(', ')}`
  return () =>
    database.db.transaction(async (transaction) => {
      if (tables.length > 0) await transaction.execute(sql.raw(truncate))
      for (const table of tables) {
        await transaction.execute(
          sql.raw(
            `insert into public.${quoted(table)} select * from ${BASELINE_SCHEMA}.${quoted(table)}`,
          ),
        )
      }
      for (const { name, value } of sequences) {
        const sequence = `'public.${quoted(name)}'`
        await transaction.execute(
          sql.raw(
            value === null
              ? `select setval(${sequence}, 1, false)`
              : `select setval(${sequence}, ${value})`,
          ),
        )
      }
    })
}
