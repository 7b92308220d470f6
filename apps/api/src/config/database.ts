import { openDatabase, type OpenDatabase } from '@sweet-art/db/database'
import type { Env } from './env'
import { PROJECT_PATHS } from './paths'

/** Opens the configured database: PostgreSQL with `DATABASE_URL`, else PGlite under `DATA_DIR`. */
export function openConfiguredDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<OpenDatabase> {
  return env.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        migrationsDir: PROJECT_PATHS.migrations,
      })
    : openDatabase({
        kind: 'pglite',
        dataDir: env.DATA_DIR,
        migrationsDir: PROJECT_PATHS.migrations,
      })
}
