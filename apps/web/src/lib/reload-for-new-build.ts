import { browserNavigation } from './browser-navigation'

// The build this tab has already reloaded for: if the page it got back still runs another build
// (a cache held on to the old page), it must not reload again, and again.
const RELOADED_FOR_BUILD_KEY = 'sweet-art:reloaded-for-build'

// Every build names its entry script by the hash of its content: another name is another build.
const ENTRY_SCRIPT = 'script[type="module"][src]'

function entryScriptOf(page: Document): string | null {
  return page.querySelector(ENTRY_SCRIPT)?.getAttribute('src') ?? null
}

/** The entry script of the page the server serves now, or null when it cannot be told. */
async function servedEntryScript(): Promise<string | null> {
  try {
    const response = await fetch(import.meta.env.BASE_URL, { cache: 'no-store' })
    if (!response.ok) return null
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    return entryScriptOf(page)
  } catch {
    return null
  }
}

/** Notes that the tab reloads for `build`; false when it already did, or cannot keep the note. */
function markReloadFor(build: string): boolean {
  try {
    if (window.sessionStorage.getItem(RELOADED_FOR_BUILD_KEY) === build) return false
    window.sessionStorage.setItem(RELOADED_FOR_BUILD_KEY, build)
    return true
  } catch {
    return false
  }
}

/**
 * After a file of the app failed to load twice: when the server now serves another build, the
 * files this page asks for were replaced by a deploy, and only the new page can load its own, so
 * the page reloads, once per build (docs/product.md › When something fails). Resolves true when
 * it reloads; false when the server serves this same build, cannot be reached, or this tab
 * already reloaded for that build.
 */
export async function reloadForNewBuild(): Promise<boolean> {
  const running = entryScriptOf(document)
  if (running === null) return false
  const served = await servedEntryScript()
  if (served === null || served === running || !markReloadFor(served)) return false
  browserNavigation.reload()
  return true
}
