import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = 3977
const SERVER_BUNDLE = join(import.meta.dirname, '../../apps/api/dist/server.js')

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer in time`)
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.on('exit', () => resolve())
    server.kill('SIGTERM')
  })
}

/** Starts the built server on `dataDir`, serves the catalogue once and reads its resident memory. */
async function startAndMeasure(dataDir: string): Promise<number> {
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  })
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}/api/health`, Date.now() + 60_000)
    await fetch(`http://127.0.0.1:${PORT}/api/products-sections/client`)
    const status = readFileSync(`/proc/${String(server.pid)}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024
  } finally {
    await stop(server)
  }
}

/**
 * Resident memory of the built server on PGlite: on its very first start, which also creates the
 * database, migrates and seeds it, and on every later start over the existing data directory.
 */
export async function measureServerRssMiB(): Promise<{ firstStart: number; restart: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sweet-art-bench-'))
  const firstStart = await startAndMeasure(dataDir)
  const restart = await startAndMeasure(dataDir)
  return { firstStart, restart }
}
