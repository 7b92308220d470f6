import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { PROJECT_PATHS } from '@sweet-art/api/config/paths'

/** Gzipped KB of the JavaScript the home page loads before it renders: entry scripts and their preloads. */
export function measureInitialJsKb(): { kb: number; files: string[] } {
  const html = readFileSync(join(PROJECT_PATHS.webDist, 'index.html'), 'utf8')
  const scriptSources = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)]
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)]
  const files = [...new Set([...scriptSources, ...preloads].map((match) => match[1] ?? ''))]
  const bytes = files.reduce(
    (total, file) => total + gzipSync(readFileSync(join(PROJECT_PATHS.webDist, file))).length,
    0,
  )
  return { kb: bytes / 1024, files }
}
