import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Included by the root vitest `projects` config; also runnable alone with `npx vitest run --root apps/web`.
export default defineConfig({
  plugins: [react()],
  // The `@/` alias of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A worker's test files share its loaded modules: loading React, the router and the app again
    // for every file and building jsdom anew was three quarters of the project's time. setup.ts
    // gives every test the fresh stores and storage a page load would, and no test mocks a module.
    isolate: false,
    // A bound for a hung test only: findBy* waits up to 15 s for its text (src/test/setup.ts).
    testTimeout: 30_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
