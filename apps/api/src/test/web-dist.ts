import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  PAGE_PHOTO_SRCSET_PLACEHOLDER,
} from '@sweet-art/domain/built-pages'

/** The app's default head between the markers, as apps/web/index.html holds it. */
const DEFAULT_HEAD = `${PAGE_HEAD_START}<meta name="description" content="The app's default"><title>Sweet Art</title>${PAGE_HEAD_END}`

function page(extraHead: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8">${DEFAULT_HEAD}${extraHead}</head><body><div id="root"><p>Welcome to the product</p></div></body></html>`
}

/** The app's page as the web build writes it, for every page that has no page of its own. */
export const BUILT_APP_PAGE = page('')

/** A web build's pages as `vite build` writes them, with the head markers and the photo placeholder. */
export function writeWebDist(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'sweet-art-dist-'))
  const preload = `<link rel="preload" as="image" imagesrcset="${PAGE_PHOTO_SRCSET_PLACEHOLDER}">`
  writeFileSync(join(webDist, 'index.html'), BUILT_APP_PAGE)
  writeFileSync(
    join(webDist, 'home.html'),
    page('<link rel="preload" as="image" href="/hero.webp">'),
  )
  writeFileSync(join(webDist, 'section.html'), page(preload))
  writeFileSync(join(webDist, 'product.html'), page(preload))
  return webDist
}
