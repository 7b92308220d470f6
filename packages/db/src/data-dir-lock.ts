import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/** Thrown when another live process already holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Sweet Art server (pid ${pid}) is already using ${dataDir}; stop it or set DATA_DIR to another folder.`,
    )
    this.name = 'DataDirLockedError'
  }
}

/**
 * Takes the data directory for this process alone and returns the release function.
 * PGlite is single-process: a second process on the same files silently loses writes,
 * so a live holder makes us refuse, while a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if (!isAlreadyExists(error)) throw error
      const holder = readHolderPid(lockPath)
      if (holder !== null && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder)
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST'
}

function readHolderPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}
