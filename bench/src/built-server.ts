import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SERVER_BUNDLE = join(import.meta.dirname, '../../apps/api/dist/server.js')
// The first start creates, migrates and seeds PGlite, which takes several seconds on a slow machine.
const START_TIMEOUT_MS = 60_000
const HEALTH_POLL_MS = 200

/** The built server, listening on `origin`, as `node apps/api/dist/server.js` runs it in production. */
export interface BuiltServer {
  origin: string
  pid: number
  stop: () => Promise<void>
}

/** A fresh, empty data directory, so the server creates and seeds its own PGlite database. */
export function createTempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'sweet-art-bench-'))
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS))
  }
  throw new Error(`${url} did not answer in time`)
}

function stopProcess(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) {
      resolve()
      return
    }
    server.on('exit', () => resolve())
    server.kill('SIGTERM')
  })
}

/** Order limits out of the way: a benchmark's customers all share 127.0.0.1 and one guest's e-mail. */
export const UNLIMITED_ORDERS = {
  ORDER_LIMIT_PER_IP_PER_HOUR: '1000000',
  ORDER_LIMIT_PER_EMAIL_PER_HOUR: '1000000',
}

/** Starts the built server on `dataDir` and resolves once its health check answers. */
export async function startBuiltServer(options: {
  dataDir: string
  port: number
  /** Settings of this run beside the bench's own. */
  env?: Record<string, string>
}): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${options.port}`
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...UNLIMITED_ORDERS,
      ...options.env,
    },
    stdio: 'inherit',
  })
  const stop = () => stopProcess(server)
  try {
    await waitForHealth(`${origin}/api/health`, Date.now() + START_TIMEOUT_MS)
  } catch (error) {
    await stop()
    throw error
  }
  if (server.pid === undefined) throw new Error('the server process has no pid')
  return { origin, pid: server.pid, stop }
}
