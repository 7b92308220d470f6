import { expect, test } from 'vitest'
import { buildProductionSheet } from './production-sheet'

const sponge = (value: string) => ({ title: 'extraFilings' as const, value })

test('lines with the same product and options are added up; different options stay apart', () => {
  const sheet = buildProductionSheet([
    {
      products: [
        { name: 'Red Velvet Cake', quantity: '1', options: [sponge('Vanilla')] },
        { name: 'Classic Cake Pops', quantity: '12', options: [] },
      ],
    },
    {
      products: [
        { name: 'Red Velvet Cake', quantity: '2', options: [sponge('Vanilla')] },
        { name: 'Red Velvet Cake', quantity: '1', options: [sponge('Chocolate')] },
        { name: 'Classic Cake Pops', quantity: '24', options: [] },
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
