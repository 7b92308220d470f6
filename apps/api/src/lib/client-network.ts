import { isIPv4, isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'

declare const clientNetworkBrand: unique symbol

/**
 * The network a request came from, as every per-network limit counts it (docs/product.md ›
 * Limits on ordering, › Accounts): an IPv4 address, or the /64 an IPv6 address belongs to, the
 * block one home or one server is usually given. Only `clientNetworkOf` makes one, so a limit
 * that takes a `ClientNetwork` cannot be handed a bare address that each host of a /64 changes.
 */
export type ClientNetwork = string & { readonly [clientNetworkBrand]: true }

// The 16 bits above an IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d).
const MAPPED_IPV4_PREFIX = [0, 0, 0, 0, 0, 0xffff]

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null
  const [head = '', tail] = address.split('::')
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [a * 256 + b, c * 256 + d]
        })
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  const missing = 8 - left.length - right.length
  return [...left, ...Array<number>(missing).fill(0), ...right]
}

/**
 * The key of the network `address` belongs to: an IPv4 address as written (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address as its /64 in lower case without a zone id, however it is
 * compressed; anything else, lower-cased, as itself.
 */
export function networkKeyOf(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '')
  if (isIPv4(bare)) return bare
  const groups = ipv6Groups(bare)
  if (!groups) return bare
  if (MAPPED_IPV4_PREFIX.every((group, index) => groups[index] === group)) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The network of the client behind `request`: `request.ip`, which is the socket's peer or, behind
 * the proxies `TRUST_PROXY` names, the address they forwarded, keyed by `networkKeyOf`.
 */
export function clientNetworkOf(request: FastifyRequest): ClientNetwork {
  return networkKeyOf(request.ip) as ClientNetwork
}
