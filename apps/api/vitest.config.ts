import { configDefaults, defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'proof/**/*.test.ts'],
    // These need PostgreSQL (and Redis); the root config adds them as projects of their own when
    // those answer.
    exclude: [...configDefaults.exclude, 'src/**/*.postgres.test.ts', 'src/**/*.scale-out.test.ts'],
    // Each file builds its own app on its own database and mocks no module, so files can share a
    // worker's loaded modules: importing Fastify, drizzle and the app again per file was half the
    // suite's time.
    isolate: false,
    // Bounds that only a hung test reaches: each test waits on its answers, and a burst of 201
    // password checks on a machine shared with the type check and other workers takes a while.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
