import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Finds the repository root by walking up from this module, so the same code finds
 * migrations and assets whether it runs from `src` (tests, dev) or the bundled `dist`.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'packages', 'db', 'drizzle'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the Sweet Art project root')
    dir = parent
  }
  return dir
}

const root = findProjectRoot()

/** Folders the API reads at run time. */
export const PROJECT_PATHS = {
  migrations: join(root, 'packages', 'db', 'drizzle'),
  catalogImages: join(root, 'packages', 'db', 'seed', 'images'),
  webDist: join(root, 'apps', 'web', 'dist'),
  /** The offline maps provider's gazetteer and postcode district centres. */
  mapsData: join(root, 'apps', 'api', 'src', 'providers', 'maps'),
} as const
