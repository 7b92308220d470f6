import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

/**
 * A body served from memory to many browsers: its bytes, and each compressed copy made at most
 * once, when a browser first asks for that encoding, at the strongest level, since it is reused
 * until the body changes.
 */
export interface CompressedBody {
  raw: Buffer
  gzip: () => Buffer
  brotli: () => Buffer
}

function once(make: () => Buffer): () => Buffer {
  let made: Buffer | undefined
  return () => (made ??= make())
}

export function compressedBody(raw: Buffer): CompressedBody {
  return {
    raw,
    gzip: once(() => gzipSync(raw, { level: 9 })),
    brotli: once(() =>
      brotliCompressSync(raw, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
      }),
    ),
  }
}

/** The encoding a browser takes, by `Accept-Encoding`: brotli first, then gzip, else none; `q=0` refuses one. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** The smallest copy of `body` the browser accepts, with the `Content-Encoding` it is sent with. */
export function pickEncoding(
  body: CompressedBody,
  acceptEncoding: string | undefined,
): { bytes: Buffer; encoding: 'br' | 'gzip' | null } {
  const encoding = acceptedEncoding(acceptEncoding)
  if (encoding === 'br') return { bytes: body.brotli(), encoding }
  if (encoding === 'gzip') return { bytes: body.gzip(), encoding }
  return { bytes: body.raw, encoding: null }
}
