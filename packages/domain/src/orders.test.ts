import { expect, test } from 'vitest'
import {
  canPayTransaction,
  paymentStateText,
  canRemoveOrderImages,
  formatTimeRange,
  canCancelOrder,
  groupOrders,
  hasCustomMadeProduct,
  isOrderCompleted,
  nextOrderStatus,
  orderStatusLabel,
  payButtonText,
  formatOrderNumber,
  matchesOrderNumber,
  orderNumber,
  orderStatusSentence,
  sortOrdersByDelivery,
  sortTransactions,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
} from './orders'
import type { OrderStatus, TransactionMethod, TransactionStatus } from './schemas/orders'

test.each([
  ['created', 'Created', false, true],
  ['current', 'Current', false, true],
  ['delivery', 'Delivery', false, false],
  ['complete', 'Complete', true, false],
  ['cancelled', 'Cancelled', true, false],
] as const)(
  'status %s: label %s, completed %s, images removable %s',
  (status, label, completed, removable) => {
    expect(orderStatusLabel(status)).toBe(label)
    expect(isOrderCompleted(status)).toBe(completed)
    expect(canRemoveOrderImages(status)).toBe(removable)
  },
)

test.each([
  ['created', true],
  ['current', true],
  ['delivery', true],
  ['complete', false],
  ['cancelled', false],
] as const)('an order %s can be cancelled: %s', (status, cancellable) => {
  expect(canCancelOrder(status)).toBe(cancellable)
})

const order = (id: string, status: OrderStatus, date: string, time: string) => ({
  id,
  status,
  delivery: { date, time },
})

test('orders sort by delivery date then time', () => {
  const orders = [
    order('c', 'created', '2024-07-09', '11:00'),
    order('b', 'current', '2024-07-08', '19:00'),
    order('a', 'created', '2024-07-08', '11:15'),
    order('d', 'created', '2023-12-31', '20:00'),
  ]
  expect(sortOrdersByDelivery(orders).map((o) => o.id)).toEqual(['d', 'a', 'b', 'c'])
  expect(orders[0]?.id).toBe('c')
})

test('orders group into current and completed', () => {
  const groups = groupOrders([
    order('x', 'complete', '2024-07-02', '11:00'),
    order('y', 'delivery', '2024-07-03', '11:00'),
    order('z', 'complete', '2024-07-01', '11:00'),
    order('w', 'created', '2024-07-01', '12:00'),
  ])
  expect(groups.current.map((o) => o.id)).toEqual(['w', 'y'])
  expect(groups.completed.map((o) => o.id)).toEqual(['z', 'x'])
})

const tx = (id: string, status: TransactionStatus, createdAt: string) => ({ id, status, createdAt })

test('transactions list pending first, then newest first', () => {
  const sorted = sortTransactions([
    tx('old-paid', 'paid', '2024-01-01T10:00:00Z'),
    tx('old-pending', 'pending', '2024-01-02T10:00:00Z'),
    tx('new-failed', 'failed', '2024-03-01T10:00:00Z'),
    tx('new-pending', 'pending', '2024-02-01T10:00:00Z'),
    tx('broken-date', 'paid', 'yesterday'),
  ])
  expect(sorted.map((t) => t.id)).toEqual([
    'new-pending',
    'old-pending',
    'new-failed',
    'old-paid',
    'broken-date',
  ])
})

test.each([
  ['pending', 'gocardless', false, true],
  ['pending', 'sandbox', false, true],
  ['pending', 'gocardless', true, false],
  ['pending', 'bankTransfer', false, false],
  ['paid', 'gocardless', false, false],
  ['failed', 'gocardless', false, false],
  ['cancelled', 'sandbox', false, false],
] as const)(
  'a %s %s transaction (authorised at the bank: %s) can be paid: %s',
  (status, method, isAuthorised, payable) => {
    expect(canPayTransaction({ status, method, isAuthorised })).toBe(payable)
  },
)

test('each payment state reads in plain words, as docs/product.md › Payments quotes them', () => {
  const read = (status: TransactionStatus, method: TransactionMethod, isAuthorised = false) =>
    paymentStateText({ status, method, isAuthorised })
  expect(read('pending', 'gocardless')).toBe('Waiting for your payment')
  expect(read('pending', 'gocardless', true)).toBe('On its way from your bank: nothing to pay')
  expect(read('pending', 'bankTransfer')).toBe('Waiting for your bank transfer')
  expect(read('paid', 'sandbox')).toBe('Paid')
  expect(read('failed', 'gocardless')).toBe('Failed: the money did not reach us')
  expect(read('cancelled', 'gocardless')).toBe('Cancelled: nothing was taken')
})

test('the pay button shows the amount in pounds', () => {
  expect(payButtonText(90.1)).toBe('Pay: £ 90.10')
})

const ORDER_ID = '4f1c2d3e-aaaa-bbbb-cccc-1234567890ab'

test('an order has one number: the last 6 characters of its id in capitals', () => {
  expect(orderNumber(ORDER_ID)).toBe('7890AB')
  expect(formatOrderNumber(ORDER_ID)).toBe('№ 7890AB')
})

test.each([
  '7890AB',
  '7890ab',
  '#7890ab',
  '# 7890AB',
  '№ 7890AB',
  '№7890ab',
  'No. 7890AB',
  'order 7890ab',
  '  7890AB  ',
  ORDER_ID,
  ORDER_ID.toUpperCase(),
])('the order number quoted as %j finds the order', (query) => {
  expect(matchesOrderNumber(ORDER_ID, query)).toBe(true)
})

test.each(['', '#', '№', '7890A', '890AB', '17890AB', 'cccc-1234567890ab'])(
  'the search %j does not name the order',
  (query) => {
    expect(matchesOrderNumber(ORDER_ID, query)).toBe(false)
  },
)

test.each([
  ['created', 'delivery', true, 'has reached us'],
  ['current', 'orderCollection', true, 'is confirmed and in our baking plan'],
  ['current', 'delivery', false, 'is in our baking plan'],
  ['delivery', 'delivery', true, 'is out for delivery'],
  ['delivery', 'uberTaxi', false, 'is out for delivery'],
  ['delivery', 'orderCollection', true, 'is ready to collect'],
  ['delivery', 'royalMail', true, 'has been posted to you by Royal Mail'],
  ['complete', 'orderCollection', true, 'is complete'],
  ['cancelled', 'delivery', false, 'has been cancelled'],
] as const)('an order %s by %s (paid: %s) %s', (status, method, isPaid, sentence) => {
  expect(orderStatusSentence(status, method, isPaid)).toBe(sentence)
})

test.each([
  [['Cakes', 'Custom Made'], true],
  [['custom made '], true],
  [['Cakes'], false],
  [[], false],
])('an order with sections %j takes photos: %s', (sectionNames, custom) => {
  expect(
    hasCustomMadeProduct({ products: sectionNames.map((sectionName) => ({ sectionName })) }),
  ).toBe(custom)
})

test.each([
  ['11:00', '12:00', '11:00 - 12:00'],
  ['11:00', '', '11:00'],
  ['11:00', '11:00', '11:00'],
])('time range %s–%s reads %s', (time, secondTime, text) => {
  expect(formatTimeRange(time, secondTime)).toBe(text)
})

test('transaction labels name every status and method', () => {
  expect(TRANSACTION_STATUS_LABELS.pending).toBe('Pending')
  expect(TRANSACTION_METHOD_LABELS.bankTransfer).toBe('Bank transfer')
})

test.each([
  ['created', 'current'],
  ['current', 'delivery'],
  ['delivery', 'complete'],
  ['complete', null],
  ['cancelled', null],
] as const)('after %s an order moves to %s', (status, next) => {
  expect(nextOrderStatus(status)).toBe(next)
})
