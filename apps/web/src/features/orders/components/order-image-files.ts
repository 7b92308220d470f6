import {
  MAX_ORDER_IMAGE_BYTES,
  MAX_ORDER_IMAGES,
  ORDER_IMAGE_MIME_TYPES,
} from '@sweet-art/domain/constants'

const BYTES_PER_MB = 1024 * 1024
const MAX_MB = MAX_ORDER_IMAGE_BYTES / BYTES_PER_MB
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(ORDER_IMAGE_MIME_TYPES)

/** The file input's `accept`: the picker offers only what the server keeps (docs/product.md › Photos on custom orders). */
export const ORDER_IMAGE_ACCEPT = ORDER_IMAGE_MIME_TYPES.join(',')

/** What the picker tells the client it takes (docs/product.md › Photos on custom orders). */
export const ORDER_IMAGE_RULES = `JPEG, PNG or SVG, up to ${String(MAX_MB)} MB each`

/** Said when an order already holds as many photos as it may. */
export const ORDER_IMAGES_FULL = `This order holds ${String(MAX_ORDER_IMAGES)} photos, the most it can. Remove one to add another.`

/**
 * Why these photos cannot go on an order that holds `heldCount` already, or null when they can.
 * The server checks again, by content; this only spares the client sending megabytes it would
 * refuse. A file without a type (some systems give SVG none) is left for the server to judge.
 */
export function findOrderImagesProblem(files: readonly File[], heldCount: number): string | null {
  const room = MAX_ORDER_IMAGES - heldCount
  if (room <= 0) return ORDER_IMAGES_FULL
  if (files.length > room)
    return `An order holds at most ${String(MAX_ORDER_IMAGES)} photos: you can add ${String(room)} more.`
  const wrongType = files.find((file) => file.type !== '' && !ACCEPTED_TYPES.has(file.type))
  if (wrongType) return `“${wrongType.name}” is not a JPEG, PNG or SVG image.`
  const tooLarge = files.find((file) => file.size > MAX_ORDER_IMAGE_BYTES)
  if (tooLarge)
    return `“${tooLarge.name}” is larger than ${String(MAX_MB)} MB. Please choose a smaller photo.`
  return null
}
