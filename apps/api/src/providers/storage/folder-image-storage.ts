import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { ImageStorage } from './image-storage'

/** The embedded default: files under a folder, `DATA_DIR/uploads` (docs/product.md › Outside services). */
export function createFolderImageStorage(options: { dir: string }): ImageStorage {
  const root = resolve(options.dir)
  // Keys are built by the server from ids it made, but a key must never leave the folder all the same.
  function pathOf(key: string): string {
    const path = resolve(join(root, key))
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the folder: ${key}`)
    return path
  }
  return {
    name: 'folder',
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes)
    },
    async get(key) {
      try {
        return await readFile(pathOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
