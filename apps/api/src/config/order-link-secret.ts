import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Env } from './env'

const SECRET_FILE = 'order-link.secret'

/**
 * The secret that signs e-mailed order links: the configured one, else one kept in DATA_DIR and made
 * on the first start, so links sent before a restart keep working. Several instances must share it
 * through ORDER_LINK_SECRET.
 */
export function readOrderLinkSecret(env: Pick<Env, 'ORDER_LINK_SECRET' | 'DATA_DIR'>): string {
  if (env.ORDER_LINK_SECRET) return env.ORDER_LINK_SECRET
  const file = join(env.DATA_DIR, SECRET_FILE)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    mkdirSync(env.DATA_DIR, { recursive: true })
    // `wx` refuses to overwrite: a second process starting at the same moment keeps the first secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      return readFileSync(file, 'utf8').trim()
    }
  }
}
