import { expect, test } from 'vitest'
import {
  calculateCongestionCharge,
  isInCongestionZone,
  isInYearlyInterval,
  matchesZoneEntry,
  outwardCode,
  overlapsWindow,
} from './congestion'
import { DEFAULT_APP_DELIVERY } from './schemas/app-options'

const zone = DEFAULT_APP_DELIVERY.congestionChargeZone

test.each([
  ['SW1A 1AA', 'SW1A'],
  [' sw1a   1aa ', 'SW1A'],
  ['SW1A1AA', 'SW1A'],
  ['SE11AA', 'SE1'],
  ['SE111AA', 'SE11'],
  ['W1A0AX', 'W1A'],
  ['EC1A', 'EC1A'],
  ['', ''],
])('outwardCode(%j) is %j', (postcode, outward) => {
  expect(outwardCode(postcode)).toBe(outward)
})

test.each([
  ['EC1A 1BB', true],
  ['EC2M 7PY', true],
  ['EC3N 4AB', true],
  ['EC4Y 0HQ', true],
  ['SE1 7PB', true],
  ['SW1A 2AA', true],
  ['SW1P 3JA', true],
  ['W1A 1AA', true],
  ['W1D 3QF', true],
  ['WC1B 3DG', true],
  ['WC2N 5DU', true],
  // Look-alikes outside the zone.
  ['SE11 5QY', false],
  ['SE17 1AA', false],
  ['SW10 0XE', false],
  ['SW11 1AA', false],
  ['W10 5BU', false],
  ['W11 1AA', false],
  ['WC10 1AA', false],
  ['EC10 1AA', false],
  ['E1 6AN', false],
  ['SW1 1AA', false],
  ['NW1 4RY', false],
  ['', false],
])('%j is in the congestion zone: %s', (postcode, inZone) => {
  expect(isInCongestionZone(postcode, zone)).toBe(inZone)
})

test.each([
  ['SW1A', 'SW1?', true],
  ['SW1', 'SW1?', false],
  ['SW10', 'SW1?', false],
  ['SE1', 'SE1', true],
  ['SE1', 'se1', true],
  ['SE1P', 'SE1', false],
])('outward %s matches entry %s: %s', (outward, entry, matches) => {
  expect(matchesZoneEntry(outward, entry)).toBe(matches)
})

const exempt = DEFAULT_APP_DELIVERY.congestionDaysInterval

test.each([
  ['2024-12-24', false],
  ['2024-12-25', true],
  ['2024-12-31', true],
  ['2025-01-01', true],
  ['2025-01-02', false],
  ['2025-07-01', false],
])('%s is in the exempt interval 25 Dec – 1 Jan: %s', (date, inside) => {
  expect(isInYearlyInterval(date, exempt)).toBe(inside)
})

test.each([
  ['2024-08-01', true],
  ['2024-08-10', true],
  ['2024-08-11', false],
  ['2024-07-31', false],
])('%s lies in a plain summer interval 08-01 – 08-10: %s', (date, inside) => {
  expect(isInYearlyInterval(date, { from: '08-01', to: '08-10' })).toBe(inside)
})

const weekday = { from: '07:00', to: '18:00' }

test.each([
  ['06:00', '07:00', false],
  ['06:00', '07:15', true],
  ['07:00', '07:00', true],
  ['06:59', '06:59', false],
  ['17:45', '18:00', true],
  ['18:00', '18:00', false],
  ['18:00', '19:00', false],
  ['17:59', '17:59', true],
  ['05:00', '20:00', true],
  ['12:00', '11:00', true],
])('%s–%s overlaps 07:00–18:00: %s', (from, to, overlaps) => {
  expect(overlapsWindow({ from, to }, weekday)).toBe(overlaps)
})

const base = { postCode: 'SW1A 1AA', appDelivery: DEFAULT_APP_DELIVERY }

test.each([
  [
    'a weekday in the zone inside the window',
    { date: '2024-07-08', time: '11:00', secondTime: '12:00' },
    1500,
  ],
  ['a weekday evening slot', { date: '2024-07-08', time: '19:00', secondTime: '20:00' }, 0],
  ['a Saturday before noon', { date: '2024-07-06', time: '11:00', secondTime: '11:45' }, 0],
  ['a Saturday range touching noon', { date: '2024-07-06', time: '11:00', secondTime: '12:00' }, 0],
  ['a Saturday range over noon', { date: '2024-07-06', time: '11:45', secondTime: '12:30' }, 1500],
  ['a Sunday at noon exactly', { date: '2024-07-07', time: '12:00', secondTime: '' }, 1500],
  ['a Sunday morning', { date: '2024-07-07', time: '10:00', secondTime: '11:00' }, 0],
  ['Christmas Eve (Tuesday)', { date: '2024-12-24', time: '11:00', secondTime: '12:00' }, 1500],
  ['Christmas Day', { date: '2024-12-25', time: '11:00', secondTime: '12:00' }, 0],
  ['New Year’s Day', { date: '2025-01-01', time: '11:00', secondTime: '12:00' }, 0],
  ['2 January (Thursday)', { date: '2025-01-02', time: '11:00', secondTime: '12:00' }, 1500],
  ['no To time, From inside', { date: '2024-07-08', time: '11:00' }, 1500],
  [
    'a broken To time counts as From',
    { date: '2024-07-08', time: '11:00', secondTime: 'later' },
    1500,
  ],
  ['no date', { date: '', time: '11:00' }, 0],
  ['no time', { date: '2024-07-08', time: '' }, 0],
])('congestion charge for %s is %s pence', (_name, input, pence) => {
  expect(calculateCongestionCharge({ ...base, ...input })).toBe(pence)
})

test('an address outside the zone pays no congestion charge', () => {
  expect(
    calculateCongestionCharge({ ...base, postCode: 'SE11 5QY', date: '2024-07-08', time: '11:00' }),
  ).toBe(0)
})

test('the congestion price comes from the options', () => {
  const appDelivery = { ...DEFAULT_APP_DELIVERY, congestionPrice: 17.5 }
  expect(
    calculateCongestionCharge({ ...base, appDelivery, date: '2024-07-08', time: '11:00' }),
  ).toBe(1750)
})

test('a weekday without a window in the options is not charged', () => {
  const appDelivery = {
    ...DEFAULT_APP_DELIVERY,
    congestionWeekDays: DEFAULT_APP_DELIVERY.congestionWeekDays.filter((w) => w.day !== 1),
  }
  expect(
    calculateCongestionCharge({ ...base, appDelivery, date: '2024-07-08', time: '11:00' }),
  ).toBe(0)
})
