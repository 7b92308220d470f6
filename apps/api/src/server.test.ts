import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test, vi } from 'vitest'

// Each server here compiles the shop with tsx and migrates and seeds a new database before it
// listens: on CI's two busy cores that took over a minute. The steps wait on the servers' own
// output and exits, so this bound only stops a server that hangs.
const SERVER_TEST_BOUND_MS = 300_000

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

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      const match = seen.match(pattern)
      if (match) resolve(match)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${seen}`)))
  })
}

test(
  'a second server on the same data directory refuses to start with one line',
  async () => {
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
  },
  SERVER_TEST_BOUND_MS,
)

/** Opens a TCP connection and closes it again; rejects with the socket's error (ECONNREFUSED). */
async function tryConnect(port: number): Promise<void> {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  socket.destroy()
}

test(
  'on SIGTERM a request in flight completes, new connections are refused, and its log lines carry its id',
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sweet-art-shutdown-'))
    const server = startServer(dataDir)
    const logLines: string[] = []
    server.stdout?.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n')))
    const exited = once(server, 'exit')
    const [, port] = await waitForOutput(server, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/)

    // A slow client: the request's head and half its body now, the rest after the signal.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' })
    const client = connect(Number(port), '127.0.0.1')
    await once(client, 'connect')
    let answer = ''
    client.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    const answered = once(client, 'close')
    client.write(
      [
        'POST /api/clients/auth/login HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Request-Id: slow-client-0001',
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    )
    // The signal goes only once the server has read the request's head, so the request is in flight.
    await waitForOutput(server, /"reqId":"slow-client-0001"[^\n]*"incoming request"/)

    server.kill('SIGTERM')
    await waitForOutput(server, /shutting down/)
    // A connection the kernel queued just before the listener closed is reset rather than refused,
    // so the test knocks until it is refused, while the request above still waits for its body.
    await vi.waitFor(
      async () => {
        await expect(tryConnect(Number(port))).rejects.toMatchObject({ code: 'ECONNREFUSED' })
      },
      { timeout: 60_000, interval: 50 },
    )

    // write, not end: a client that half-closes its side has abandoned the request.
    client.write(body.slice(10))
    await answered
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer.toLowerCase()).toContain('x-request-id: slow-client-0001')
    expect(await exited).toEqual([0, null])

    const entries = logLines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; req?: unknown })
    const ofRequest = entries.filter((entry) => entry.reqId === 'slow-client-0001')
    expect(ofRequest.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    )
    expect(entries.filter((entry) => entry.req !== undefined && !entry.reqId)).toEqual([])
  },
  SERVER_TEST_BOUND_MS,
)
