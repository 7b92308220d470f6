import { expect, test } from 'vitest'
import {
  buildConfirmedProductionSheet,
  buildProductionSheet,
  describeOptionsForBaker,
} from './production-sheet'

const sponge = (value: string) => ({ title: 'extraFilings' as const, value })

test('lines with the same product and options are added up; different options stay apart', () => {
  const sheet = buildProductionSheet([
    {
      products: [
        { name: 'Red Velvet Cake', quantity: 1, options: [sponge('Vanilla')] },
        { name: 'Classic Cake Pops', quantity: 12, options: [] },
      ],
    },
    {
      products: [
        { name: 'Red Velvet Cake', quantity: 2, options: [sponge('Vanilla')] },
        { name: 'Red Velvet Cake', quantity: 1, options: [sponge('Chocolate')] },
        { name: 'Classic Cake Pops', quantity: 24, options: [] },
      ],
    },
  ])
  expect(sheet).toEqual([
    { name: 'Classic Cake Pops', options: [], quantity: 36, orders: 2 },
    { name: 'Red Velvet Cake', options: ['Chocolate'], quantity: 1, orders: 1 },
    { name: 'Red Velvet Cake', options: ['Vanilla'], quantity: 3, orders: 2 },
  ])
})

test('a day without orders has an empty sheet', () => {
  expect(buildProductionSheet([])).toEqual([])
})

test('only confirmed orders are added up; the others are listed apart with their payment state', () => {
  const customer = { firstName: 'Ada', lastName: 'Lovelace' }
  const cake = { name: 'Red Velvet Cake', quantity: 2, options: [sponge('Vanilla')] }
  const { rows, unconfirmed } = buildConfirmedProductionSheet([
    { id: 'order-0000-aaaaaa', customer, payment: 'paid', products: [cake] },
    { id: 'order-0000-bbbbbb', customer, payment: 'testPayment', products: [cake] },
    { id: 'order-0000-cccccc', customer, payment: 'awaitingPayment', products: [cake] },
    { id: 'order-0000-dddddd', customer, payment: 'priceToSet', products: [cake] },
    { id: 'order-0000-eeeeee', customer, payment: 'awaitingTransfer', products: [cake] },
  ])
  expect(rows).toEqual([{ name: 'Red Velvet Cake', options: ['Vanilla'], quantity: 4, orders: 2 }])
  expect(unconfirmed.map((order) => [order.orderNumber, order.payment])).toEqual([
    ['CCCCCC', 'awaitingPayment'],
    ['DDDDDD', 'priceToSet'],
    ['EEEEEE', 'awaitingTransfer'],
  ])
  expect(unconfirmed[0]).toMatchObject({
    customerName: 'Ada Lovelace',
    products: [{ name: 'Red Velvet Cake', quantity: '2', options: ['Vanilla'] }],
  })
})

test('the baker reads each chosen option under its own word, in the order chosen', () => {
  expect(
    describeOptionsForBaker([
      { title: 'priceVariant', value: '8 inch' },
      { title: 'filings', value: 'Biscoff' },
      { title: 'extraFilings', value: 'Chocolate sponge' },
      { title: 'variants', value: 'Gold leaf' },
    ]),
  ).toBe('Size: 8 inch · Filling: Biscoff · Extra: Chocolate sponge · Design: Gold leaf')
  expect(describeOptionsForBaker([])).toBe('')
})
