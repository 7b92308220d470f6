import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'

/** Starts the server with these settings and none of the machine's own origin or payment ones. */
function startServer(settings: Record<string, string>) {
  const machineOnly = new Set([
    'PUBLIC_ORIGIN',
    'TRUST_PROXY',
    'GOCARDLESS_ACCESS_TOKEN',
    'SANDBOX_PAYMENTS',
  ])
  const env = Object.fromEntries(
    Object.entries({ ...process.env, PORT: '0', HOST: '127.0.0.1' }).filter(
      ([name]) => !machineOnly.has(name),
    ),
  )
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'server.ts')],
    {
      env: {
        ...env,
        SEED_CATALOGUE: 'false',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sweet-art-origin-')),
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const read = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', read)
  child.stderr.on('data', read)
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (!output.includes(text)) return
        child.stdout.off('data', look)
        resolve()
      }
      child.stdout.on('data', look)
      look()
    })
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { child, said, exited, output: () => output }
}

test('a shop behind a proxy without PUBLIC_ORIGIN refuses to start, saying why', async () => {
  const server = startServer({ TRUST_PROXY: '1' })
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain('TRUST_PROXY is set but PUBLIC_ORIGIN is not')
}, 60_000)

test('a laptop without PUBLIC_ORIGIN starts, warning that mailed links name localhost', async () => {
  const server = startServer({})
  await server.said('Server listening')
  expect(server.output()).toMatch(
    /PUBLIC_ORIGIN is not set: links in e-mails and the calendar feed point to http:\/\/localhost:0/,
  )
  server.child.kill('SIGTERM')
  await server.exited
}, 60_000)
