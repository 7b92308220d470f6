import { once } from 'node:events'
import { createServer, connect, type AddressInfo, type Socket } from 'node:net'

/** A TCP proxy to a local port that a test can cut (a server going away) and restore. */
export interface TcpProxy {
  port: number
  /** Drops every connection and refuses new ones, as a stopped server does. */
  cut: () => Promise<void>
  /** Drops every connection with a TCP reset, as a crashed host or a broken network does, and refuses new ones. */
  reset: () => Promise<void>
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

/** Starts a proxy on a free port in front of `127.0.0.1:targetPort`. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1')
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  async function refuseAll(drop: (socket: Socket) => void): Promise<void> {
    const closed = new Promise((resolve) => server.close(resolve))
    for (const socket of sockets) drop(socket)
    await closed
  }
  const cut = () => refuseAll((socket) => socket.destroy())

  return {
    port,
    cut,
    reset: () => refuseAll((socket) => socket.resetAndDestroy()),
    async restore() {
      server.listen(port, '127.0.0.1')
      await once(server, 'listening')
    },
    async close() {
      if (server.listening) await cut()
    },
  }
}
