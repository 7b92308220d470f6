import { configDefaults, defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // These need PostgreSQL and Redis; the root config adds them as their own project when both answer.
    exclude: [...configDefaults.exclude, 'src/**/*.scale-out.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
