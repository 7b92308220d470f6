import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { slowestTestFiles } from './tools/test-reporters/slowest-test-files'
import { LongFilesFirst } from './tools/test-sequence/long-files-first'

// API test files that never open a test database (pure helpers, providers, and servers started
// on their own PGlite data directory): on PostgreSQL they would only repeat themselves. A file left
// off this list runs on both, which is always safe.
const API_FILES_WITHOUT_A_TEST_DATABASE = [
  'src/server.test.ts',
  'src/config/env.test.ts',
  'src/docs-citations.test.ts',
  'src/sandbox-payments.test.ts',
  'src/lib/**',
  'src/plugins/error-handler.test.ts',
  'src/providers/maps/**',
  'src/providers/shared-state/in-process-lock.test.ts',
  'src/modules/uploads/svg-sanitizer.test.ts',
]

// API test files that need real servers (PostgreSQL alone, or with Redis): projects of their own.
const API_FILES_ON_SERVERS_ONLY = ['src/**/*.postgres.test.ts', 'src/**/*.scale-out.test.ts']

// The proofs (attacks and fuzzing of every route, docs/architecture.md › Tests) test the HTTP layer,
// which is the same code on either database: they run once, on PostgreSQL when one is given, as
// production runs, where concurrent requests really race; on PGlite otherwise.
const PROOFS = 'proof/**'

// The API suite runs once on in-memory PGlite and, when a PostgreSQL server is given, once more there.
const apiOnPglite = process.env.TEST_DATABASE_URL
  ? {
      extends: './apps/api/vitest.config.ts',
      test: {
        name: 'api',
        exclude: [...configDefaults.exclude, ...API_FILES_ON_SERVERS_ONLY, PROOFS],
      },
    }
  : './apps/api/vitest.config.ts'
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api-postgres',
          env: { TEST_DB_KIND: 'postgres' },
          exclude: [
            ...configDefaults.exclude,
            ...API_FILES_ON_SERVERS_ONLY,
            ...API_FILES_WITHOUT_A_TEST_DATABASE,
          ],
        },
      },
    ]
  : []

/** API tests that need real servers, in a project of their own, as `name`, on PostgreSQL. */
function apiProjectOnServers(name: string, include: string) {
  return {
    test: {
      name,
      root: './apps/api',
      environment: 'node',
      include: [include],
      isolate: false,
      testTimeout: 120_000,
      hookTimeout: 180_000,
      env: { TEST_DB_KIND: 'postgres' },
    },
  }
}

// PostgreSQL's own faults (its connections reset under the app): registered when it answers.
const apiPostgresOnly = process.env.TEST_DATABASE_URL
  ? [apiProjectOnServers('api-postgres-only', 'src/**/*.postgres.test.ts')]
  : []

// Several instances on one PostgreSQL and one Redis: registered only when both answer (.ci/run).
const apiScaleOut =
  process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [apiProjectOnServers('api-scale-out', 'src/**/*.scale-out.test.ts')]
    : []

export default defineConfig({
  test: {
    // One worker more than the cores: most API tests wait on their database or sockets, and on a
    // machine another process keeps busy, more runnable workers win a larger share of it.
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', slowestTestFiles(12)],
    sequence: { sequencer: LongFilesFirst },
    // The business rules must stay fully tested; the figure is printed by every run.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/testing/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
    projects: [
      './packages/domain/vitest.config.ts',
      './packages/db/vitest.config.ts',
      apiOnPglite,
      ...apiOnPostgres,
      ...apiPostgresOnly,
      ...apiScaleOut,
      './apps/web/vitest.config.ts',
    ],
  },
})
