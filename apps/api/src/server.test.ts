import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'

const running: ChildProcess[] = []
afterAll(() => {
  for (const child of running) child.kill('SIGKILL')
})

function startServer(dataDir: string): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'server.ts')],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  running.push(child)
  return child
}

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (pattern.test(seen)) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${seen}`)))
  })
}

test('a second server on the same data directory refuses to start with one line', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sweet-art-twice-'))
  const first = startServer(dataDir)
  await waitForOutput(first, /Server listening/)

  const second = startServer(dataDir)
  let stderr = ''
  second.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exitCode = await new Promise<number | null>((resolve) => second.on('exit', resolve))

  expect(exitCode).toBe(1)
  expect(stderr.trim().split('\n')).toHaveLength(1)
  expect(stderr).toContain(`is already using ${dataDir}`)
}, 60_000)
