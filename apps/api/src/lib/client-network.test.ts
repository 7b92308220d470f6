import { describe, expect, test } from 'vitest'
import { networkKeyOf } from './client-network'

// Each row: spellings of addresses in one network, and the key all of them must give.
const ONE_NETWORK: { network: string; key: string; spellings: string[] }[] = [
  {
    network: 'an IPv6 /64',
    key: '2001:db8:85a3:8d3::/64',
    spellings: [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:0000:0000:0000:0001',
      '2001:DB8:85A3:8D3:1319:8A2E:370:7348',
      '2001:db8:85a3:8d3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::',
      '2001:db8:85a3:8d3:0:0:0:0',
      '2001:db8:85a3:8d3::1%eth0',
      '2001:DB8:85A3:8D3::ABCD%25en0',
      '2001:db8:85a3:8d3::192.0.2.1',
      ' 2001:db8:85a3:8d3::7 ',
    ],
  },
  {
    network: 'a /64 with zeros in its prefix',
    key: '2001:db8:0:0::/64',
    spellings: ['2001:db8::1', '2001:db8:0:0:1::', '2001:0DB8:0000:0000:abcd::9', '2001:db8::'],
  },
  {
    network: 'an IPv4 address',
    key: '203.0.113.7',
    spellings: [
      '203.0.113.7',
      '::ffff:203.0.113.7',
      '::FFFF:203.0.113.7',
      '::ffff:cb00:7107',
      '0:0:0:0:0:ffff:203.0.113.7',
      '0000:0000:0000:0000:0000:FFFF:CB00:7107',
    ],
  },
  { network: 'the loopback', key: '0:0:0:0::/64', spellings: ['::1', '0:0:0:0:0:0:0:1'] },
  { network: 'IPv4 loopback', key: '127.0.0.1', spellings: ['127.0.0.1', '::ffff:127.0.0.1'] },
]

// Pairs that must never share a key: neighbours across a /64 boundary, and IPv4 neighbours.
const DIFFERENT_NETWORKS: [string, string][] = [
  ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d4::1'],
  ['2001:db8:85a3:8d3::1', '2001:db8:85a3:18d3::1'],
  ['2001:db8::1', '2001:db9::1'],
  ['203.0.113.7', '203.0.113.8'],
  ['::ffff:203.0.113.7', '203.0.113.8'],
  ['::ffff:203.0.113.7', '64:ff9b::203.0.113.7'],
  ['::1', '::ffff:0.0.0.1'],
]

describe('the network an address is counted under', () => {
  test.each(ONE_NETWORK)('every spelling of $network gives one key', ({ key, spellings }) => {
    for (const spelling of spellings) expect(networkKeyOf(spelling), spelling).toBe(key)
  })

  test.each(DIFFERENT_NETWORKS)('%s and %s are different networks', (one, other) => {
    expect(networkKeyOf(one)).not.toBe(networkKeyOf(other))
  })

  test('an address of no known family is kept as written, in lower case', () => {
    expect(networkKeyOf('Unix-Socket')).toBe('unix-socket')
  })
})
