import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure functions without state: nothing for one file to leak into another.
    isolate: false,
    // The rules must not depend on the machine's zone: run them somewhere far from London.
    env: { TZ: 'Pacific/Kiritimati' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
})
