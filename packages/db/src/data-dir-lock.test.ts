import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock'

const freshDir = () => mkdtempSync(join(tmpdir(), 'sweet-art-lock-'))

test('the first process takes the lock and releases it', () => {
  const dir = freshDir()
  const release = acquireDataDirLock(dir)
  expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
  release()
  expect(existsSync(join(dir, 'server.lock'))).toBe(false)
})

test('a lock held by another live process is refused with a one-line message', () => {
  const dir = freshDir()
  writeFileSync(join(dir, 'server.lock'), String(process.ppid))
  expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)
  try {
    acquireDataDirLock(dir)
  } catch (error) {
    expect((error as Error).message).not.toContain('\n')
    expect((error as Error).message).toContain(dir)
  }
})

test('a lock left by a dead process is taken over', () => {
  const dir = freshDir()
  const finished = spawnSync(process.execPath, ['-e', 'process.exit(0)'])
  writeFileSync(join(dir, 'server.lock'), String(finished.pid))
  const release = acquireDataDirLock(dir)
  expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid))
  release()
})
