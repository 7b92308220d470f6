import { expect, test } from 'vitest'
import { isOrderConfirmed, orderPaymentState, type PayableOrder } from './order-payment'

const paid = { method: 'gocardless', status: 'paid' } as const
const sandboxPaid = { method: 'sandbox', status: 'paid' } as const
const onlinePending = { method: 'gocardless', status: 'pending' } as const
const onlineFailed = { method: 'gocardless', status: 'failed' } as const
const transferPending = { method: 'bankTransfer', status: 'pending' } as const
const transferPaid = { method: 'bankTransfer', status: 'paid' } as const

const cases: [string, PayableOrder, string, boolean][] = [
  ['a paid online order', { total: 40, transactions: [paid] }, 'paid', true],
  ['a received bank transfer', { total: 40, transactions: [transferPaid] }, 'paid', true],
  ['a sandbox payment', { total: 40, transactions: [sandboxPaid] }, 'testPayment', true],
  [
    'a retried payment paid the second time',
    { total: 40, transactions: [onlineFailed, paid] },
    'paid',
    true,
  ],
  [
    'an abandoned online payment',
    { total: 40, transactions: [onlinePending] },
    'awaitingPayment',
    false,
  ],
  [
    'a failed online payment',
    { total: 40, transactions: [onlineFailed] },
    'awaitingPayment',
    false,
  ],
  [
    'a bank transfer not yet received',
    { total: 40, transactions: [transferPending] },
    'awaitingTransfer',
    false,
  ],
  ['a request not yet priced', { total: null, transactions: [] }, 'priceToSet', false],
  [
    'a priced request whose link is not paid',
    { total: 145.5, transactions: [onlinePending] },
    'awaitingPayment',
    false,
  ],
  ['a priced request the client paid', { total: 145.5, transactions: [paid] }, 'paid', true],
]

test.each(cases)('%s is %s (confirmed: %s)', (_name, order, state, confirmed) => {
  const found = orderPaymentState(order)
  expect(found).toBe(state)
  expect(isOrderConfirmed(found)).toBe(confirmed)
})
