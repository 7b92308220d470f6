import { availableParallelism } from 'node:os'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'
import { AppError } from '@sweet-art/domain/errors'
import { createConcurrencyLimit } from '../../lib/concurrency-limit'
import { looksLikeSvg, sanitizeSvg } from './svg-sanitizer'

/** An uploaded photo as it is stored: re-encoded bytes and the type the content proved to be. */
export interface StoredImage {
  bytes: Buffer
  mimeType: 'image/jpeg' | 'image/png' | 'image/svg+xml'
  extension: 'jpg' | 'png' | 'svg'
}

/** The customer-facing refusal of anything but JPEG, PNG and SVG (docs/product.md › Photos on custom orders). */
export const IMAGE_TYPE_REFUSED = 'Only JPEG, PNG and SVG images can be added.'
const IMAGE_UNREADABLE = 'This image could not be read. Please try another file.'
// Large enough for a print-quality reference photo, small enough to keep the order page light.
const MAX_EDGE_PX = 2400
// A decoded pixel costs memory and CPU whatever the file's size (a PNG of one colour under 1 MB
// can hold 16000 x 16000); a phone's photo, even in its 48 Mpx mode (8064 x 6048), fits.
const MAX_INPUT_PIXELS = 50_000_000
/** The refusal of a picture of more pixels than any phone photo. */
export const IMAGE_TOO_LARGE = `This image is too large: please send one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`
// Sanitising parses the drawing on the event loop, at about 3 s of CPU a megabyte of elements.
const MAX_SVG_BYTES = 1024 * 1024
/** The refusal of an SVG drawing too large to sanitise without holding up the shop. */
export const SVG_TOO_LARGE = 'This drawing is too large: an SVG can be at most 1 MB.'
// Decoding takes a thread of libuv's pool of four: the whole process decodes at most this many
// photos at once, leaving threads for files and password hashing, and the rest wait their turn.
const decodeSlot = createConcurrencyLimit(Math.max(1, Math.min(availableParallelism(), 3)))

/** The type an upload's content proves it to be, whatever its name or header says (docs/product.md › Photos on custom orders). */
export async function sniffImageType(bytes: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime
}

/**
 * Decodes a raster photo, turns it upright by its orientation tag and re-encodes it with `encode`,
 * which drops its metadata and anything a polyglot carried after the picture; a file sharp cannot
 * decode is refused, and so is one of more pixels than a phone camera takes, from its header alone.
 */
export async function reencodePhoto(
  bytes: Buffer,
  encode: (photo: Sharp) => Sharp,
): Promise<Buffer> {
  // The header alone tells the size, so an oversized picture is refused without decoding it.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }))
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE)
  try {
    return await decodeSlot(() =>
      encode(
        sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate(),
      ).toBuffer(),
    )
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE)
  }
}

/**
 * Reads an upload by its content, never its name (docs/product.md › Photos on custom orders): JPEG
 * and PNG are re-encoded (auto-oriented, metadata stripped, at most 2400 px); SVG of at most 1 MB
 * is sanitised. Anything else is refused.
 */
export async function readUploadedImage(bytes: Buffer): Promise<StoredImage> {
  const mime = await sniffImageType(bytes)
  if (mime === 'image/jpeg' || mime === 'image/png') {
    const bounded = (photo: Sharp) =>
      photo.resize({
        width: MAX_EDGE_PX,
        height: MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
    return mime === 'image/jpeg'
      ? {
          bytes: await reencodePhoto(bytes, (photo) => bounded(photo).jpeg({ quality: 85 })),
          mimeType: mime,
          extension: 'jpg',
        }
      : {
          bytes: await reencodePhoto(bytes, (photo) => bounded(photo).png()),
          mimeType: mime,
          extension: 'png',
        }
  }
  if ((mime === undefined || mime === 'application/xml') && looksLikeSvg(bytes)) {
    if (bytes.length > MAX_SVG_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SVG_TOO_LARGE)
    const svg = sanitizeSvg(bytes.toString('utf8'))
    if (svg) return { bytes: Buffer.from(svg), mimeType: 'image/svg+xml', extension: 'svg' }
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TYPE_REFUSED)
}
