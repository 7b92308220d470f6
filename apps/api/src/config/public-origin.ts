import type { Env } from './env'

/**
 * Refuses a shop behind a proxy without `PUBLIC_ORIGIN` (docs/deploy.md › Settings): every
 * e-mailed order link and the calendar feed's address would name `http://localhost:PORT`, which
 * no customer can open. A laptop, with no proxy in front, keeps running without it.
 */
export function assertPublicOriginBehindProxy(
  env: Pick<Env, 'TRUST_PROXY' | 'PUBLIC_ORIGIN'>,
): void {
  if (env.TRUST_PROXY === false || env.PUBLIC_ORIGIN !== undefined) return
  throw new Error(
    'TRUST_PROXY is set but PUBLIC_ORIGIN is not, so e-mailed order links and the calendar feed would point to localhost: set PUBLIC_ORIGIN to the address customers use, e.g. https://sweetart.london',
  )
}

/** What start-up says when the links the shop sends out can only work on this machine. */
export function localLinksWarning(env: Pick<Env, 'PUBLIC_ORIGIN'>, origin: string): string | null {
  if (env.PUBLIC_ORIGIN !== undefined) return null
  return `PUBLIC_ORIGIN is not set: links in e-mails and the calendar feed point to ${origin}, which works only on this machine. Set PUBLIC_ORIGIN to the shop's public address before customers order.`
}
