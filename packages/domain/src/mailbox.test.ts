import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { mailboxKey } from './mailbox'

// Each row: the ways one mailbox's address can be dressed, and the key all of them must give.
const ONE_MAILBOX: { mailbox: string; key: string; dressings: string[] }[] = [
  {
    mailbox: 'a Gmail mailbox',
    key: 'janedoe@gmail.com',
    dressings: [
      'janedoe@gmail.com',
      'Jane.Doe@gmail.com',
      'j.a.n.e.d.o.e@GMAIL.COM',
      'janedoe+cakes@gmail.com',
      'jane.doe+1@googlemail.com',
      'JANEDOE+a+b@GoogleMail.com',
      '  jane.doe@gmail.com  ',
      'janedoe@gmail.com.',
    ],
  },
  {
    mailbox: 'a mailbox whose provider keeps dots',
    key: 'jane.doe@example.com',
    dressings: [
      'jane.doe@example.com',
      'Jane.Doe@Example.COM',
      'jane.doe+1@example.com',
      'jane.doe+orders+2@example.com',
      ' JANE.DOE+x@EXAMPLE.com ',
    ],
  },
  {
    mailbox: 'a mailbox on a subdomain',
    key: 'box@mail.example.co.uk',
    dressings: ['box@mail.example.co.uk', 'BOX+shop@Mail.Example.Co.UK'],
  },
]

// Pairs that are different mailboxes and must keep different keys.
const DIFFERENT_MAILBOXES: [string, string][] = [
  ['jane.doe@example.com', 'janedoe@example.com'],
  ['janedoe@gmail.com', 'janedoe@example.com'],
  ['jane@gmail.com', 'john@gmail.com'],
  ['box@example.com', 'box@example.co.uk'],
  ['box@gmail.com', 'box@gmail.co.uk'],
]

describe('the mailbox an address reaches', () => {
  test.each(ONE_MAILBOX)('every dressing of $mailbox gives one key', ({ key, dressings }) => {
    for (const dressing of dressings) expect(mailboxKey(dressing), dressing).toBe(key)
  })

  test.each(DIFFERENT_MAILBOXES)('%s and %s stay apart', (one, other) => {
    expect(mailboxKey(one)).not.toBe(mailboxKey(other))
  })

  test('a key is its own key, and never has a tag, capitals or spaces', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9._+-]{1,20}$/)
    const domain = fc.constantFrom('gmail.com', 'GoogleMail.com', 'example.com', 'Shop.Example.org')
    fc.assert(
      fc.property(name, domain, (local, host) => {
        const key = mailboxKey(` ${local}@${host} `)
        expect(mailboxKey(key)).toBe(key)
        expect(key).not.toMatch(/[A-Z\s]|\+.*@/)
      }),
    )
  })

  test('text without an @ is only trimmed and lower-cased', () => {
    expect(mailboxKey(' Not.An+Address ')).toBe('not.an+address')
  })
})
