import { randomUUID } from 'node:crypto'
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
