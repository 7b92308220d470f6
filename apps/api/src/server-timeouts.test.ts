import { once } from 'node:events'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp, type TestApp } from './test/test-app'

// The shop's own limits, shortened so a test sees them act; behind no proxy they are all that
// stops slow clients from holding connections open for good.
const TIMEOUTS = {
  headersMs: 300,
  requestMs: 600,
  idleMs: 5_000,
  keepAliveMs: 1_000,
  checkEveryMs: 50,
}
const TRICKLE_EVERY_MS = 50

let shop: TestApp
let port: number
beforeAll(async () => {
  shop = await createTestApp({ timeouts: TIMEOUTS })
  await shop.app.listen({ port: 0, host: '127.0.0.1' })
  port = (shop.app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await shop.close()
})

/** Opens a connection and records everything the server sends until it closes the connection. */
async function openConnection(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1')
  let answer = ''
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
  // The server may reset rather than close; either way the connection is gone.
  socket.on('error', () => undefined)
  const closed = once(socket, 'close').then(() => answer)
  await once(socket, 'connect')
  return { socket, closed }
}

/** Writes one small piece every few milliseconds, as a slow-loris client does, until the connection closes. */
function trickle(socket: Socket, pieces: () => string): void {
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(pieces())
  }, TRICKLE_EVERY_MS)
  socket.once('close', () => clearInterval(timer))
}

test('a client trickling its headers is answered 408 and cut off', async () => {
  const { socket, closed } = await openConnection()
  socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\n`)
  let line = 0
  trickle(socket, () => `X-Slow-${String((line += 1))}: a\r\n`)
  expect(await closed).toMatch(/^HTTP\/1\.1 408 /)
}, 10_000)

test('a client trickling its body is answered 408 and cut off', async () => {
  const { socket, closed } = await openConnection()
  socket.write(
    [
      'POST /api/clients/auth/login HTTP/1.1',
      `Host: 127.0.0.1:${String(port)}`,
      'Content-Type: application/json',
      'Content-Length: 100000',
      '',
      '{"email":"',
    ].join('\r\n'),
  )
  trickle(socket, () => 'a')
  expect(await closed).toMatch(/^HTTP\/1\.1 408 /)
}, 10_000)

test('a connection that never sends a request is closed', async () => {
  const { closed } = await openConnection()
  await closed
}, 10_000)

test('a kept-alive connection is closed once it has waited for its next request', async () => {
  const { socket, closed } = await openConnection()
  socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\n\r\n`)
  expect(await closed).toMatch(/^HTTP\/1\.1 200 /)
}, 10_000)
