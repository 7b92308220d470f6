import { expect, test } from 'vitest'
import { asPence } from './money'
import {
  isOrderConfirmed,
  orderPaymentState,
  paymentStanding,
  type PayableOrder,
  type PaymentRecord,
  type PaymentStanding,
} from './order-payment'
import { DEFAULT_UNPAID_HOLD_TERMS, holdEndsAt } from './unpaid-holds'

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

const PLACED = '2026-03-02T09:00:00.000Z'
const record = (
  method: PaymentRecord['method'],
  status: PaymentRecord['status'],
  amountPence: number,
  reference: string | null = null,
): PaymentRecord => ({
  method,
  status,
  amountPence,
  reference,
  createdAt: PLACED,
  holdEndsAt: holdEndsAt(
    { offer: 'bankTransfer', offeredAt: new Date(PLACED), deliveryDate: '2026-04-01' },
    DEFAULT_UNPAID_HOLD_TERMS,
  ),
})

const standings: [string, number | null, PaymentRecord[], PaymentStanding][] = [
  [
    'a paid online order',
    6500,
    [record('gocardless', 'paid', 6500)],
    { state: 'paid', paid: asPence(6500) },
  ],
  [
    'a retried payment paid the second time',
    6500,
    [record('gocardless', 'failed', 6500), record('gocardless', 'paid', 6500)],
    { state: 'paid', paid: asPence(6500) },
  ],
  [
    'a sandbox payment',
    6500,
    [record('sandbox', 'paid', 6500)],
    { state: 'testPayment', paid: asPence(6500) },
  ],
  ['a request not yet priced', null, [], { state: 'priceToSet' }],
  [
    'an online payment not made',
    6500,
    [record('gocardless', 'pending', 6500)],
    { state: 'awaitingPayment', amount: asPence(6500) },
  ],
  [
    'a bank transfer the baker cancelled with the order',
    6500,
    [record('bankTransfer', 'cancelled', 6500, 'SA-842C7B-K7Q4')],
    { state: 'awaitingPayment', amount: asPence(6500) },
  ],
  [
    'a bank transfer still to come',
    6500,
    [record('bankTransfer', 'pending', 6500, 'SA-842C7B-K7Q4')],
    {
      state: 'awaitingTransfer',
      amount: asPence(6500),
      reference: 'SA-842C7B-K7Q4',
      dueBy: '2026-03-05',
    },
  ],
  [
    'a received bank transfer',
    6500,
    [record('bankTransfer', 'paid', 6500, 'SA-842C7B-K7Q4')],
    { state: 'paid', paid: asPence(6500) },
  ],
]

test.each(standings)(
  'what an e-mail says of the money of %s',
  (_name, total, transactions, standing) => {
    expect(
      paymentStanding({ total: total === null ? null : asPence(total) }, transactions),
    ).toEqual(standing)
  },
)
