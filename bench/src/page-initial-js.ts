import { gzipSync } from 'node:zlib'
import type { Result } from 'lighthouse'

/**
 * Script URLs the page requested during Lighthouse's load. Lighthouse only navigates and then
 * waits for the network and the CPU to go quiet, so these are the scripts the page fetches before
 * anyone touches it. Cutting off at the load event instead would miss the route's lazy chunk,
 * which the SPA requests only after React first renders, after the load event.
 */
function listLoadedScriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse recorded no network requests')
  const urls = details.items
    .filter((item) => item.resourceType === 'Script' && item.statusCode === 200)
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string' && url.startsWith('http'))
  return [...new Set(urls)]
}

/** One script of a page's initial JavaScript and its gzipped size. */
export interface ScriptSize {
  path: string
  kb: number
}

/**
 * Gzipped KB of the JavaScript a page loads on its own, measured from a real page load, with its
 * scripts largest first. Each script is fetched again and gzipped here, so the figure does not
 * depend on whether the server happens to compress what it sends.
 */
export async function measurePageInitialJsKb(
  lhr: Result,
): Promise<{ kb: number; scripts: ScriptSize[] }> {
  const scripts = await Promise.all(
    listLoadedScriptUrls(lhr).map(async (url) => {
      const body = new Uint8Array(await (await fetch(url)).arrayBuffer())
      return { path: new URL(url).pathname, kb: gzipSync(body).length / 1024 }
    }),
  )
  return {
    kb: scripts.reduce((total, script) => total + script.kb, 0),
    scripts: scripts.sort((a, b) => b.kb - a.kb),
  }
}
