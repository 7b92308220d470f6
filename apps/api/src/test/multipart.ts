import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Agent } from './agent'

/** A file as a browser's FormData sends it under `files`. */
export interface UploadFile {
  name: string
  type: string
  bytes: Buffer
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----sweetart${randomUUID()}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** `POST /orders/images` of `files` on an order, as its owner's browser sends them. */
export function uploadOrderImages(agent: Agent, orderId: string, files: UploadFile[]) {
  const { payload, headers } = multipart({ orderId }, files)
  return agent.request('POST', '/api/orders/images', payload, headers)
}

/** A multipart upload sent as a stream, as a slow or hostile client sends it. */
export interface StreamedUpload {
  payload: Readable
  headers: Record<string, string>
  totalBytes: number
  /** How many bytes the server has pulled from the stream so far. */
  bytesTaken: () => number
}

/**
 * A multipart body of `fields` and `fileCount` files of `fileBytes` zeros each, produced only as the
 * server reads it, so a test can tell how much of it was read before the answer.
 */
export function streamedMultipart(
  fields: Record<string, string>,
  fileCount: number,
  fileBytes: number,
): StreamedUpload {
  const { payload: head, headers } = multipart(fields, [])
  const boundary = headers['content-type'].split('boundary=')[1] ?? ''
  const opening = head.subarray(0, head.length - `--${boundary}--\r\n`.length)
  const fileHead = (index: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f${index}.png"\r\nContent-Type: image/png\r\n\r\n`,
    )
  const chunk = Buffer.alloc(64 * 1024)
  const pieces = function* () {
    yield opening
    for (let index = 0; index < fileCount; index += 1) {
      yield fileHead(index)
      for (let sent = 0; sent < fileBytes; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, fileBytes - sent))
      yield Buffer.from('\r\n')
    }
    yield Buffer.from(`--${boundary}--\r\n`)
  }
  const totalBytes = [...pieces()].reduce((sum, piece) => sum + piece.length, 0)
  const source = pieces()
  let taken = 0
  const payload = new Readable({
    read() {
      const next = source.next()
      if (next.done) {
        this.push(null)
        return
      }
      taken += next.value.length
      this.push(next.value)
    },
  })
  return { payload, headers, totalBytes, bytesTaken: () => taken }
}
