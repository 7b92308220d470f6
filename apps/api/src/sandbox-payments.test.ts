import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { assertRealPaymentsWhenPublic, SANDBOX_OVER_HTTPS_REFUSAL } from './providers/providers'
import { createTestApp } from './test/test-app'

/** The environment of a server started here, without any payment settings of the machine's. */
function serverEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' }
  delete env.GOCARDLESS_ACCESS_TOKEN
  delete env.GOCARDLESS_WEBHOOK_SECRET
  delete env.SANDBOX_PAYMENTS
  return { ...env, ...settings }
}

test('a shop on https without GoCardless refuses to start, saying why on stderr', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'server.ts')],
    {
      env: serverEnv({
        PUBLIC_ORIGIN: 'https://sweetart.example',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sweet-art-sandbox-')),
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(await exited).toBe(1)
  expect(stderr.trim().split('\n')).toHaveLength(1)
  expect(stderr).toContain('no payment provider is configured')
  expect(stderr).toContain('SANDBOX_PAYMENTS=true')
}, 60_000)

test('the sandbox stays the default on a laptop, and a public shop may take test payments on purpose', () => {
  const refusal = /no payment provider is configured/
  const none = { GOCARDLESS_ACCESS_TOKEN: undefined, SANDBOX_PAYMENTS: false }
  expect(() => assertRealPaymentsWhenPublic({ ...none, PUBLIC_ORIGIN: undefined })).not.toThrow()
  expect(() =>
    assertRealPaymentsWhenPublic({ ...none, PUBLIC_ORIGIN: 'http://localhost:3000' }),
  ).not.toThrow()
  expect(() =>
    assertRealPaymentsWhenPublic({ ...none, PUBLIC_ORIGIN: 'https://sweetart.example' }),
  ).toThrow(refusal)
  expect(() =>
    assertRealPaymentsWhenPublic({
      ...none,
      PUBLIC_ORIGIN: 'https://sweetart.example',
      SANDBOX_PAYMENTS: true,
    }),
  ).not.toThrow()
  expect(() =>
    assertRealPaymentsWhenPublic({
      ...none,
      PUBLIC_ORIGIN: 'https://sweetart.example',
      GOCARDLESS_ACCESS_TOKEN: 'live_token',
    }),
  ).not.toThrow()
})

test('a shop whose proxy says https, with payments in the sandbox, serves nothing until set up', async () => {
  const shopOf = (env: Parameters<typeof createTestApp>[0]) => createTestApp(env)
  const misconfigured = await shopOf({ env: { TRUST_PROXY: 1, PUBLIC_ORIGIN: 'http://shop.test' } })
  const onPurpose = await shopOf({ env: { TRUST_PROXY: 1, SANDBOX_PAYMENTS: true } })
  try {
    const home = (shop: typeof misconfigured, headers: Record<string, string>) =>
      shop.app.inject({ method: 'GET', url: '/api/products-sections/client', headers })
    const refused = await home(misconfigured, { 'x-forwarded-proto': 'https' })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toMatchObject({ message: SANDBOX_OVER_HTTPS_REFUSAL })
    expect((await home(misconfigured, {})).statusCode).toBe(200)
    expect((await home(onPurpose, { 'x-forwarded-proto': 'https' })).statusCode).toBe(200)
  } finally {
    await Promise.all([misconfigured.close(), onPurpose.close()])
  }
})
