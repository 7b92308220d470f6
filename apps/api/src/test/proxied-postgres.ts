import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { openDatabase, type OpenDatabase } from '@sweet-art/db/database'
import { PROJECT_PATHS } from '../config/paths'
import { startTcpProxy, type TcpProxy } from './tcp-proxy'
import type { TestApp } from './test-app'

/**
 * The PostgreSQL test database of `owner`, opened a second time through a TCP proxy, so a test can
 * pause or cut the shop's connections to it while the owner keeps its own.
 */
export async function openThroughProxy(
  owner: TestApp,
): Promise<{ proxy: TcpProxy; database: OpenDatabase }> {
  const { rows } = z
    .object({ rows: z.array(z.object({ name: z.string() })).length(1) })
    .parse(await owner.database.db.execute(sql`select current_database() as name`))
  const url = new URL(process.env.TEST_DATABASE_URL ?? '')
  const proxy = await startTcpProxy(Number(url.port || 5432))
  url.port = String(proxy.port)
  url.pathname = `/${rows[0]?.name ?? ''}`
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    migrationsDir: PROJECT_PATHS.migrations,
    poolSize: 4,
  })
  return { proxy, database }
}
