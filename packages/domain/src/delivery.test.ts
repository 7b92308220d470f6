import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  calculateDeliveryCharges,
  calculateDeliveryPrice,
  deliveryMethodLabel,
  intersectDeliveryMethods,
  isAddressRequired,
  isDeliveryCharged,
} from './delivery'
import { DEFAULT_APP_DELIVERY } from './schemas/app-options'
import { DELIVERY_METHODS, type DeliveryMethod } from './schemas/catalog'

test.each([
  // The worked examples of docs/product.md › Delivery price, as distance × ratio with ratio 1
  [3.2, 1, 350],
  [5.375, 1, 550],
  [5.5, 1, 600],
  [7.0, 1, 750],
  // with the default ratio 1.25
  [4.3, 1.25, 550],
  [4.4, 1.25, 600],
  [8, 1.25, 1050],
  [0, 1.25, 50],
  [5.49, 1, 550],
  [5.99, 1, 600],
  [0.16, 1.25, 50],
])('%s miles at %s per mile costs %s pence', (distance, ratio, pence) => {
  expect(calculateDeliveryPrice(distance, ratio)).toBe(pence)
})

test.each([
  [-1, 1.25],
  [Number.NaN, 1.25],
  [1, Number.POSITIVE_INFINITY],
  [1, -1],
])('a delivery of %s miles at %s per mile cannot be priced', (distance, ratio) => {
  expect(() => calculateDeliveryPrice(distance, ratio)).toThrow(RangeError)
})

test('the delivery price ends in .50 or .00 and is never below distance × ratio', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 500, noNaN: true }),
      fc.double({ min: 0, max: 10, noNaN: true }),
      (distance, ratio) => {
        const pence = calculateDeliveryPrice(distance, ratio)
        expect([0, 50]).toContain(pence % 100)
        expect(pence / 100).toBeGreaterThanOrEqual(distance * ratio - 1e-9)
        expect(pence / 100 - distance * ratio).toBeLessThanOrEqual(1)
      },
    ),
  )
})

test.each([
  ['delivery', 'Delivery'],
  ['uberTaxi', 'Uber taxi'],
  ['orderCollection', 'Order collection'],
  ['royalMail', 'Royal Mail'],
] as const)('method %s is labelled %s', (method, label) => {
  expect(deliveryMethodLabel(method)).toBe(label)
})

test.each([
  ['delivery', true],
  ['royalMail', true],
  ['uberTaxi', false],
  ['orderCollection', false],
  ['', false],
  [undefined, false],
])('method %j needs an address: %s', (method, needed) => {
  expect(isAddressRequired(method)).toBe(needed)
})

test.each<[string, DeliveryMethod[][], DeliveryMethod[]]>([
  ['an empty cart', [], []],
  ['one product', [['royalMail', 'delivery']], ['delivery', 'royalMail']],
  [
    'a cake and cookies',
    [
      ['delivery', 'uberTaxi', 'orderCollection'],
      ['delivery', 'orderCollection', 'royalMail'],
    ],
    ['delivery', 'orderCollection'],
  ],
  ['nothing in common', [['royalMail'], ['orderCollection']], []],
])('the methods offered for %s are %j', (_name, allowed, offered) => {
  expect(intersectDeliveryMethods(allowed.map((delivery) => ({ delivery })))).toEqual(offered)
})

test('the intersection is never wider than any product allows', () => {
  const methods = fc.subarray([...DELIVERY_METHODS])
  fc.assert(
    fc.property(fc.array(methods, { minLength: 1, maxLength: 6 }), (allowed) => {
      const offered = intersectDeliveryMethods(allowed.map((delivery) => ({ delivery })))
      for (const delivery of allowed)
        for (const method of offered) expect(delivery).toContain(method)
    }),
  )
})

test.each([
  [
    'delivery with address and date',
    { method: 'delivery', address: '1 Mall', date: '2024-07-08' },
    true,
  ],
  ['delivery without address', { method: 'delivery', address: ' ', date: '2024-07-08' }, false],
  ['delivery without date', { method: 'delivery', address: '1 Mall', date: '' }, false],
  ['collection', { method: 'orderCollection', address: '1 Mall', date: '2024-07-08' }, false],
  ['Royal Mail', { method: 'royalMail', address: '1 Mall', date: '2024-07-08' }, false],
  ['Uber taxi', { method: 'uberTaxi', address: '1 Mall', date: '2024-07-08' }, false],
] as const)('%s is charged: %s', (_name, condition, charged) => {
  expect(isDeliveryCharged(condition)).toBe(charged)
})

const zoneDelivery = {
  method: 'delivery',
  address: '10 Downing Street, London',
  postCode: 'SW1A 2AA',
  date: '2024-07-08',
  time: '11:00',
  secondTime: '12:00',
  distanceMiles: 12.4,
  appDelivery: DEFAULT_APP_DELIVERY,
} as const

test('a weekday delivery into the zone pays distance and congestion', () => {
  expect(calculateDeliveryCharges(zoneDelivery)).toEqual({ delivery: 1600, congestion: 1500 })
})

test('collection pays neither delivery nor congestion', () => {
  expect(calculateDeliveryCharges({ ...zoneDelivery, method: 'orderCollection' })).toEqual({
    delivery: 0,
    congestion: 0,
  })
})

test('an unknown distance leaves the delivery price unknown', () => {
  expect(calculateDeliveryCharges({ ...zoneDelivery, distanceMiles: null })).toEqual({
    delivery: null,
    congestion: 1500,
  })
  expect(calculateDeliveryCharges({ ...zoneDelivery, distanceMiles: -3 }).delivery).toBeNull()
})

test('missing time fields charge no congestion', () => {
  expect(
    calculateDeliveryCharges({ ...zoneDelivery, postCode: null, time: null, secondTime: null })
      .congestion,
  ).toBe(0)
})
