import type { ImageFile } from './schemas/catalog'

/** Where catalogue photos are stored; each has a smaller copy beside its original. */
export const CATALOG_IMAGE_PATH = 'images/catalog'
/** Where photos the baker uploads in the back office are served from, with the same two widths (docs/product.md › The back office). */
export const CATALOG_UPLOAD_PATH = 'images/products'
/** Width in pixels of the smaller copy of every catalogue photo, kept under `{path}/400/{name}`. */
export const CATALOG_SMALL_WIDTH = 400
/** Width in pixels of a catalogue photo's original. */
export const CATALOG_FULL_WIDTH = 800

/** The URLs a browser may pick from for one stored photo. */
export interface ImageSources {
  /** The original file, for browsers without srcset and as the fallback. */
  src: string
  /** `{small} 400w, {original} 800w` for catalogue photos; null when only the original exists. */
  srcSet: string | null
}

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '')
}

/** A stored file's URL: the API host or prefix, the file's path, then its name. */
export function imageUrl(file: ImageFile, apiBase: string): string {
  const parts = [apiBase.replace(/\/+$/, ''), trimSlashes(file.path), encodeURIComponent(file.name)]
  return parts.filter((part, index) => index === 0 || part !== '').join('/')
}

/** A stored photo's URL and, for catalogue photos, a srcset of its 400 px copy and 800 px original. */
export function imageSources(file: ImageFile, apiBase: string): ImageSources {
  const src = imageUrl(file, apiBase)
  const path = trimSlashes(file.path)
  if (path !== CATALOG_IMAGE_PATH && path !== CATALOG_UPLOAD_PATH) return { src, srcSet: null }
  const small = imageUrl({ path: `${path}/${CATALOG_SMALL_WIDTH}`, name: file.name }, apiBase)
  return { src, srcSet: `${small} ${CATALOG_SMALL_WIDTH}w, ${src} ${CATALOG_FULL_WIDTH}w` }
}

/**
 * The copy of a photo that link previews and search results show, as an absolute URL. Previews
 * want about 1200 px; the catalogue's widest copy is its original (at most 800 px wide, a tall
 * upload narrower), never the 400 px copy. Its width is left to the reader: it varies by photo.
 */
export function previewImageUrl(file: ImageFile, absoluteApiBase: string): string {
  return imageUrl(file, absoluteApiBase)
}
