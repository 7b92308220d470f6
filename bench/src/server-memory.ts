import { spawn } from 'node:child_process'
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

/** Resident memory of the built server once started on a fresh PGlite data directory. */
export async function measureServerRssMiB(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sweet-art-bench-'))
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
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN)
    return kb / 1024
  } finally {
    server.kill('SIGTERM')
  }
}
