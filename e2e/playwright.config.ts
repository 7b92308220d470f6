import { mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { bakerEnvironment, CREATE_BAKER_COMMAND } from './admin'
import {
  DESK_JOURNEYS,
  DESKTOP_ONLY,
  journeysUnlessTagged,
  MOBILE_ONLY,
  PHONE_JOURNEYS,
} from './layouts'
import { JOURNEY_DAY } from './shop-day'

const PORT = Number(process.env.E2E_PORT ?? 3210)
const SHOP_SETTINGS_JOURNEYS = /(shop-settings|capacity)\.e2e\.ts$/
// Workers load this file again; the env var makes them share the runner's directory, and lets
// tests read the server's outbox (recovery codes) at `E2E_DATA_DIR/outbox`.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sweet-art-e2e-'))
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: '.',
  // Says which day the journeys run on, so a failure can be run again on it.
  globalSetup: './say-journey-day.ts',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two files at a time against the one server: the journeys make their own accounts and orders,
  // and two workers cut the run by a third on CI's two cores, where more would only queue.
  workers: Math.min(2, availableParallelism()),
  retries: 0,
  reporter: [['list']],
  // The run ends with the journey files that took longest, so a slow one is seen where it grew.
  reportSlowTests: { max: 10, threshold: 30_000 },
  // Upper bounds that only a hung journey reaches: every step waits on a signal (a response, a
  // text, a URL), and on CI's two busy cores a journey's steps take seconds each, not fractions.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The shop honours reduced motion (its global styles): with no spinner or entrance animation
    // drawing frames, Chromium stops repainting pages that wait, and elements are steady at once
    // for a click, which on a busy machine saves the journeys much of their CPU.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: [
        new RegExp(MOBILE_ONLY.tag),
        journeysUnlessTagged(PHONE_JOURNEYS, DESKTOP_ONLY.tag),
      ],
      testIgnore: SHOP_SETTINGS_JOURNEYS,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grepInvert: [
        new RegExp(DESKTOP_ONLY.tag),
        journeysUnlessTagged(DESK_JOURNEYS, MOBILE_ONLY.tag),
      ],
      testIgnore: SHOP_SETTINGS_JOURNEYS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // Changing a setting every visitor sees would break the pages other workers are checking
      // against the seeded settings, so these journeys run alone, after all the others.
      name: 'shop-settings',
      testMatch: SHOP_SETTINGS_JOURNEYS,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // The baker (admin.ts) is made by the shop's own CLI before the server holds the data directory.
    command: `${CREATE_BAKER_COMMAND} && node ../apps/api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // The first start migrates and seeds a new database: over a minute on a loaded machine.
    timeout: 300_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // As a real shop names itself: the links its e-mails carry and its pages' canonical links.
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The shop runs on the journeys' day, as the browsers and the journeys' own dates do
      // (shop-day.ts); a test server honours TEST_NOW, a production one refuses it.
      NODE_ENV: 'test',
      TEST_NOW: JOURNEY_DAY.now,
      // Every journey signs in from one IP; the per-account limit still holds
      // (docs/product.md › Accounts).
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // Every journey orders from one IP, many as the same guest.
      ORDER_LIMIT_PER_IP_PER_HOUR: '1000',
      ORDER_LIMIT_PER_EMAIL_PER_HOUR: '1000',
      // Address look-ups, saves and checkouts to a chosen place all count against the maps limit.
      MAPS_RATE_LIMIT_PER_IP: '1000',
      ...bakerEnvironment,
    },
  },
})
