import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { compressedBody, pickEncoding } from './compressed-body'

const page = compressedBody(Buffer.from('<p>Victoria sponge</p>'.repeat(50)))

test.each([
  ['gzip, deflate, br', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0.0, gzip;q=0', null],
  ['identity', null],
  [undefined, null],
])('Accept-Encoding %s is sent %s', (header, encoding) => {
  const picked = pickEncoding(page, header)
  expect(picked.encoding).toBe(encoding)
  const decoded =
    picked.encoding === 'br'
      ? brotliDecompressSync(picked.bytes)
      : picked.encoding === 'gzip'
        ? gunzipSync(picked.bytes)
        : picked.bytes
  expect(decoded.equals(page.raw)).toBe(true)
})

test('each compressed copy is made once and then reused', () => {
  expect(page.brotli()).toBe(page.brotli())
  expect(page.gzip()).toBe(page.gzip())
})
