import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { AppError } from '@sweet-art/domain/errors'
import { looksLikeSvg, sanitizeSvg } from './svg-sanitizer'

/** An uploaded photo as it is stored: re-encoded bytes and the type the content proved to be. */
export interface StoredImage {
  bytes: Buffer
  mimeType: 'image/jpeg' | 'image/png' | 'image/svg+xml'
  extension: 'jpg' | 'png' | 'svg'
}

/** The customer-facing refusal of anything but JPEG, PNG and SVG (spec §5, decisions §5). */
export const IMAGE_TYPE_REFUSED = 'Only JPEG, PNG and SVG images can be added.'
const IMAGE_UNREADABLE = 'This image could not be read. Please try another file.'
// Large enough for a print-quality reference photo, small enough to keep the order page light.
const MAX_EDGE_PX = 2400

/**
 * Reads an upload by its content, never its name (decisions §5): JPEG and PNG are decoded and
 * re-encoded by sharp (auto-oriented, metadata stripped, at most 2400 px), which also drops
 * anything a polyglot carried after the picture; SVG is sanitised. Anything else is refused.
 */
export async function readUploadedImage(bytes: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes)
  if (type?.mime === 'image/jpeg' || type?.mime === 'image/png') {
    try {
      const pipeline = sharp(bytes, { failOn: 'error' }).rotate().resize({
        width: MAX_EDGE_PX,
        height: MAX_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      return type.mime === 'image/jpeg'
        ? {
            bytes: await pipeline.jpeg({ quality: 85 }).toBuffer(),
            mimeType: type.mime,
            extension: 'jpg',
          }
        : { bytes: await pipeline.png().toBuffer(), mimeType: type.mime, extension: 'png' }
    } catch {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE)
    }
  }
  if (type === undefined || type.mime === 'application/xml') {
    const svg = looksLikeSvg(bytes) ? sanitizeSvg(bytes.toString('utf8')) : null
    if (svg) return { bytes: Buffer.from(svg), mimeType: 'image/svg+xml', extension: 'svg' }
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TYPE_REFUSED)
}
