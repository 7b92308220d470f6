import { expect, test } from 'vitest'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import {
  describeChargingHours,
  formatMonthDay,
  groupChargingHours,
  labelChargingDays,
  listZoneDistricts,
} from './delivery-copy'

test('the default charging hours group into weekdays and the weekend, Monday first', () => {
  const groups = groupChargingHours(DEFAULT_APP_DELIVERY.congestionWeekDays)
  expect(groups).toEqual([
    { days: 'Monday to Friday', from: '07:00', to: '18:00', includesWeekend: false },
    { days: 'Saturday and Sunday', from: '12:00', to: '18:00', includesWeekend: true },
  ])
})

test('days with a different window, or a gap, start a new group', () => {
  const groups = groupChargingHours([
    { day: 1, from: '07:00', to: '18:00' },
    { day: 2, from: '08:00', to: '18:00' },
    { day: 4, from: '08:00', to: '18:00' },
  ])
  expect(groups.map((group) => group.days)).toEqual(['Monday', 'Tuesday', 'Thursday'])
})

test('weekend hours also name bank holidays, as the terms state', () => {
  expect(describeChargingHours(DEFAULT_APP_DELIVERY.congestionWeekDays)).toBe(
    'Monday to Friday 07:00–18:00; Saturday, Sunday and bank holidays 12:00–18:00',
  )
  expect(
    labelChargingDays({ days: 'Monday to Friday', from: '', to: '', includesWeekend: false }),
  ).toBe('Monday to Friday')
})

test('a yearly date reads as day and month', () => {
  expect(formatMonthDay('12-25')).toBe('25 December')
  expect(formatMonthDay('01-01')).toBe('1 January')
})

test('zone entries read as postcode districts', () => {
  expect(listZoneDistricts(['EC1?', 'SE1', 'W1?'])).toBe('EC1, SE1 and W1')
  expect(listZoneDistricts(['SE1'])).toBe('SE1')
})
