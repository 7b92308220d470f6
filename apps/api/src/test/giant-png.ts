import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/**
 * A valid black-and-white PNG of `width` x `height` pixels, all white: a few tens of kilobytes on
 * the wire however many pixels it holds, as a decompression bomb is.
 */
export function giantPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // 1 bit per pixel, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8)
  const rows = Buffer.alloc(rowBytes * height, 0xff)
  // Each row starts with its filter type: none.
  for (let row = 0; row < height; row += 1) rows[row * rowBytes] = 0
  const pixels = deflateSync(rows, { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
