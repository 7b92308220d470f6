import { readFileSync } from 'node:fs'
import { createTempDataDir, startBuiltServer } from './built-server'

const PORT = 3977

/** Starts the built server on `dataDir`, serves the catalogue once and reads its resident memory. */
async function startAndMeasure(dataDir: string): Promise<number> {
  const server = await startBuiltServer({ dataDir, port: PORT })
  try {
    await fetch(`${server.origin}/api/products-sections/client`)
    const status = readFileSync(`/proc/${String(server.pid)}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024
  } finally {
    await server.stop()
  }
}

/**
 * Resident memory of the built server on PGlite: on its very first start, which also creates the
 * database, migrates and seeds it, and on every later start over the existing data directory.
 */
export async function measureServerRssMiB(): Promise<{ firstStart: number; restart: number }> {
  const dataDir = createTempDataDir()
  const firstStart = await startAndMeasure(dataDir)
  const restart = await startAndMeasure(dataDir)
  return { firstStart, restart }
}
