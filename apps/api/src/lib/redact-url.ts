/**
 * Paths whose segment after the named one is a secret: the baker's calendar feed address, the
 * signed order links of e-mails (the page and the API call behind it). Whoever holds one reads an
 * order, or every order, so none may reach a log where more people read it.
 */
const SECRET_SEGMENTS = [
  /(\/calendar\/)[^/?#]+/,
  /(\/orders\/link\/)[^/?#]+/,
  /(^\/order\/)[^/?#]+/,
]
const SECRET_QUERY_NAMES = /^(token|code|secret|signature|key|password)$/i
const REDACTED = '[redacted]'

/** A request's URL as it may be logged: every secret in its path or query replaced (docs/deploy.md › Watching it). */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  let path = queryAt < 0 ? url : url.slice(0, queryAt)
  for (const secret of SECRET_SEGMENTS) path = path.replace(secret, `$1${REDACTED}`)
  if (queryAt < 0) return path
  const query = new URLSearchParams(url.slice(queryAt + 1))
  for (const name of [...query.keys()]) if (SECRET_QUERY_NAMES.test(name)) query.set(name, REDACTED)
  return `${path}?${query.toString()}`
}
