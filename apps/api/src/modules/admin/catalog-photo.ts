import { randomUUID } from 'node:crypto'
import { AppError } from '@sweet-art/domain/errors'
import { CATALOG_FULL_WIDTH, CATALOG_SMALL_WIDTH } from '@sweet-art/domain/images'
import { reencodePhoto, sniffImageType } from '../uploads/uploaded-image'

/** The refusal of anything but the photo types a camera or editor writes (docs/product.md › The back office). */
export const CATALOG_PHOTO_REFUSED = 'Only JPEG, PNG and WebP photos can be added.'

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp'])
// Tall photos are kept whole but not taller than one and a half times their width.
const MAX_HEIGHT_RATIO = 1.5
const NAME = /^[0-9a-f-]{36}\.webp$/

/** A catalogue photo ready to store: the 800 px original and the 400 px copy the storefront's srcset offers. */
export interface CatalogPhoto {
  name: string
  full: Buffer
  small: Buffer
}

/**
 * Reads an uploaded product photo by its content (JPEG, PNG or WebP), and writes it as WebP in
 * both widths of the storefront's srcset, upright and without its metadata.
 */
export async function readCatalogPhoto(bytes: Buffer): Promise<CatalogPhoto> {
  const mime = await sniffImageType(bytes)
  if (!mime || !ACCEPTED.has(mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', CATALOG_PHOTO_REFUSED)
  const atWidth = (width: number, quality: number) =>
    reencodePhoto(bytes, (photo) =>
      photo
        .resize({ width, height: Math.round(width * MAX_HEIGHT_RATIO), fit: 'inside' })
        .webp({ quality }),
    )
  const [full, small] = await Promise.all([
    atWidth(CATALOG_FULL_WIDTH, 82),
    atWidth(CATALOG_SMALL_WIDTH, 78),
  ])
  return { name: `${randomUUID()}.webp`, full, small }
}

/** Whether a name is one the server gave an uploaded catalogue photo, so a request cannot name another key. */
export function isCatalogPhotoName(name: string): boolean {
  return NAME.test(name)
}

/** Where a catalogue photo's original and its small copy are stored (the storage is shared with order photos). */
export function catalogPhotoKeys(name: string): [full: string, small: string] {
  return [`catalog/${name}`, `catalog/${CATALOG_SMALL_WIDTH}/${name}`]
}
