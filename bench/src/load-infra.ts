import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'

const ROOT = join(import.meta.dirname, '../..')
const PG_BIN = '/usr/lib/postgresql/15/bin'
const READY_POLL_MS = 50
// The first start creates, migrates and seeds the database; on a busy machine that takes a while.
const FIRST_START_TIMEOUT_MS = 180_000

/**
 * A copy of the built shop in a temporary folder, so a long run does not read a build another
 * helper is rewriting: the bundles are copied, the read-only assets and node_modules linked.
 */
export function snapshotBuild(): { bundle: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'sweet-art-proof-build-'))
  for (const built of ['apps/api/dist', 'apps/web/dist'])
    cpSync(join(ROOT, built), join(root, built), { recursive: true })
  for (const linked of [
    'node_modules',
    'packages/db/drizzle',
    'packages/db/seed/images',
    'apps/api/src/providers/maps',
  ]) {
    mkdirSync(dirname(join(root, linked)), { recursive: true })
    symlinkSync(join(ROOT, linked), join(root, linked))
  }
  return {
    bundle: join(root, 'apps/api/dist/server.js'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

/** Resolves once `url` answers 200, or false at the deadline. */
export async function waitUntilOk(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return true
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  }
  return false
}

/** A server process a supervisor loop restarts whenever it dies, as systemd would. */
export interface SupervisedServer {
  origin: string
  /** The pid of the process running now. */
  pid: () => number | undefined
  /** Milliseconds from each hard kill to the restarted server answering /api/ready. */
  restarts: number[]
  /** Exits nobody asked for (a crash, or a start that failed), each followed by a restart. */
  crashes: () => number
  /** Kills the running process with SIGKILL and resolves with the time until it answers again. */
  killHard: () => Promise<number>
  stop: () => Promise<void>
}

/** Starts the built server with `env`, restarting it on every exit until `stop`. */
export async function startSupervisedServer(options: {
  bundle: string
  port: number
  env: Record<string, string>
}): Promise<SupervisedServer> {
  const origin = `http://127.0.0.1:${options.port}`
  let child: ChildProcess | null = null
  let isStopping = false
  let isKilling = false
  let crashes = 0
  const restarts: number[] = []
  const launch = () => {
    child = spawn(process.execPath, [options.bundle], {
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('exit', () => {
      if (isStopping) return
      if (!isKilling) crashes += 1
      isKilling = false
      launch()
    })
  }
  const stop = async () => {
    isStopping = true
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    await new Promise((resolve) => {
      running.once('exit', resolve)
      running.kill('SIGTERM')
    })
  }
  launch()
  if (!(await waitUntilOk(`${origin}/api/ready`, FIRST_START_TIMEOUT_MS))) {
    await stop()
    throw new Error(`${origin} did not become ready`)
  }
  return {
    origin,
    pid: () => child?.pid,
    restarts,
    crashes: () => crashes,
    async killHard() {
      const dying = child
      if (!dying) throw new Error('no server to kill')
      const dead = new Promise((resolve) => dying.once('exit', resolve))
      const killedAt = performance.now()
      isKilling = true
      dying.kill('SIGKILL')
      await dead
      // Waits well past the 5 s goal, so a slow restart is measured rather than cut short.
      await waitUntilOk(`${origin}/api/ready`, FIRST_START_TIMEOUT_MS)
      const took = performance.now() - killedAt
      restarts.push(took)
      return took
    },
    stop,
  }
}

function runAsPostgres(command: string, args: string[]): void {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  if (result.status !== 0)
    throw new Error(`${command} failed: ${result.stderr.toString().slice(0, 500)}`)
}

/** A PostgreSQL cluster of the bench's own, so stopping it disturbs nobody else's tests. */
export interface PrivatePostgres {
  url: string
  stop: () => void
  start: () => void
  remove: () => void
}

/** Creates and starts a throw-away PostgreSQL 15 cluster on a free port (as the postgres user). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'sweet-art-proof-pg-'))
  chownSync(dir, 101, 104)
  const data = join(dir, 'data')
  const port = await freePort()
  runAsPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const start = () =>
    runAsPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      'start',
    ])
  const stop = () => runAsPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop()
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Runs `use` with a client connected to the PostgreSQL at `url`, and disconnects. */
export async function withPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** A Redis server of the bench's own, stopped and started by the fault runs. */
export interface PrivateRedis {
  url: string
  stop: () => Promise<void>
  start: () => Promise<void>
}

/** Starts `redis-server` on a free port without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort()
  let server: ChildProcess | null = null
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'])
      if (ping.stdout.toString().includes('PONG')) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('redis-server did not start')
  }
  const stop = async () => {
    const running = server
    if (!running || running.exitCode !== null) return
    await new Promise((resolve) => {
      running.once('exit', resolve)
      running.kill('SIGKILL')
    })
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
