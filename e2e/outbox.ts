import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

// The server writes every e-mail as an .eml file to `E2E_DATA_DIR/outbox` (docs/product.md › E-mails).

/** The messages mailed to `email` so far, newest first, read from the server's outbox (.eml files). */
export async function readMailTo(email: string): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; see playwright.config.ts')
  const outbox = join(dataDir, 'outbox')
  const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'))
  const messages = await Promise.all(
    files
      .sort()
      .reverse()
      .map((name) => readFile(join(outbox, name), 'utf8')),
  )
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi')
  return messages.filter((message) => to.test(message))
}

function decodeBody(head: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return body
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** The plain-text and HTML parts of a raw message, decoded, as a mail program shows them. */
export function mailParts(raw: string): { text: string; html: string } {
  const parts = { text: '', html: '' }
  for (const part of raw.split(/^--.+$/m)) {
    const [head = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    const type = /^Content-Type: *text\/(plain|html)/im.exec(head)?.[1]
    if (type) parts[type === 'plain' ? 'text' : 'html'] = decodeBody(head, body.join('\n\n'))
  }
  return parts
}
