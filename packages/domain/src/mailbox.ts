/**
 * Providers that ignore dots in the name before the @, and the one name each domain stands for:
 * Gmail delivers `a.b.c@googlemail.com` to `abc@gmail.com`.
 */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
}

/**
 * The mailbox an e-mail address reaches, as the per-address order limit counts it (docs/product.md
 * › Limits on ordering): however the address is dressed, one mailbox is one key. Letter case and
 * surrounding spaces are dropped, a `+tag` after the name (sub-addressing, which the big providers
 * deliver to the same mailbox) is dropped, and so are dots where the provider ignores them. An
 * address without an @ is only trimmed and lower-cased.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const domain = address.slice(at + 1).replace(/\.$/, '')
  const name = address.slice(0, at).split('+')[0] ?? ''
  const dotless = DOTLESS_DOMAINS[domain]
  if (dotless !== undefined) return `${name.replaceAll('.', '')}@${dotless}`
  return `${name}@${domain}`
}
