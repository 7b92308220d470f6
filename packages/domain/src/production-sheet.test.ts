import { expect, test } from 'vitest'
import type { Allergen } from './allergens'
import {
  buildConfirmedProductionSheet,
  buildProductionSheet,
  describeOptionsForBaker,
} from './production-sheet'

const sponge = (value: string) => ({ title: 'extraFilings' as const, value })
const CAKE: Allergen[] = ['gluten', 'eggs', 'milk']
const POPS: Allergen[] = ['gluten', 'eggs', 'soya', 'milk']

test('lines with the same product and options are added up; different options stay apart', () => {
  const sheet = buildProductionSheet([
    {
      products: [
        { name: 'Red Velvet Cake', quantity: 1, options: [sponge('Vanilla')], allergens: CAKE },
        { name: 'Classic Cake Pops', quantity: 12, options: [], allergens: POPS },
      ],
    },
    {
      products: [
        { name: 'Red Velvet Cake', quantity: 2, options: [sponge('Vanilla')], allergens: CAKE },
        { name: 'Red Velvet Cake', quantity: 1, options: [sponge('Chocolate')], allergens: POPS },
        { name: 'Classic Cake Pops', quantity: 24, options: [], allergens: POPS },
      ],
    },
  ])
  expect(sheet).toEqual([
    { name: 'Classic Cake Pops', options: [], allergens: POPS, quantity: 36, orders: 2 },
    { name: 'Red Velvet Cake', options: ['Chocolate'], allergens: POPS, quantity: 1, orders: 1 },
    { name: 'Red Velvet Cake', options: ['Vanilla'], allergens: CAKE, quantity: 3, orders: 2 },
  ])
})

test('the same cake stays on its own row when the recipe changed between its orders', () => {
  const line = { name: 'Victoria Sponge', quantity: 1, options: [] }
  const sheet = buildProductionSheet([
    { products: [{ ...line, allergens: CAKE }] },
    { products: [{ ...line, allergens: [...CAKE, 'treeNuts'] }] },
    { products: [{ ...line, allergens: CAKE }] },
  ])
  expect(sheet.map((row) => [row.allergens, row.quantity])).toEqual([
    [CAKE, 2],
    [[...CAKE, 'treeNuts'], 1],
  ])
})

test('a day without orders has an empty sheet', () => {
  expect(buildProductionSheet([])).toEqual([])
})

test('only confirmed orders are added up; the others are listed apart with their payment state', () => {
  const customer = { firstName: 'Ada', lastName: 'Lovelace' }
  const cake = {
    name: 'Red Velvet Cake',
    quantity: 2,
    options: [sponge('Vanilla')],
    allergens: CAKE,
  }
  const { rows, unconfirmed } = buildConfirmedProductionSheet([
    { id: 'order-0000-aaaaaa', customer, payment: 'paid', products: [cake] },
    { id: 'order-0000-bbbbbb', customer, payment: 'testPayment', products: [cake] },
    { id: 'order-0000-cccccc', customer, payment: 'awaitingPayment', products: [cake] },
    { id: 'order-0000-dddddd', customer, payment: 'priceToSet', products: [cake] },
    { id: 'order-0000-eeeeee', customer, payment: 'awaitingTransfer', products: [cake] },
  ])
  expect(rows).toEqual([
    { name: 'Red Velvet Cake', options: ['Vanilla'], allergens: CAKE, quantity: 4, orders: 2 },
  ])
  expect(unconfirmed.map((order) => [order.orderNumber, order.payment])).toEqual([
    ['CCCCCC', 'awaitingPayment'],
    ['DDDDDD', 'priceToSet'],
    ['EEEEEE', 'awaitingTransfer'],
  ])
  expect(unconfirmed[0]).toMatchObject({
    customerName: 'Ada Lovelace',
    products: [{ name: 'Red Velvet Cake', quantity: '2', options: ['Vanilla'], allergens: CAKE }],
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
