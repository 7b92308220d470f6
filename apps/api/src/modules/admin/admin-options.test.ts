import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog } from '@sweet-art/db/schema'
import type { ErrorBody } from '@sweet-art/domain/errors'
import {
  AppOptionsSchema,
  DEFAULT_APP_DELIVERY,
  type OptionsInput,
} from '@sweet-art/domain/schemas/app-options'
import { signUpBaker } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp
let admin: Agent
let adminId: string

beforeAll(async () => {
  shop = await createTestApp()
  const baker = await signUpBaker(shop)
  admin = baker.agent
  adminId = baker.user.id
})
afterAll(async () => {
  await shop.close()
})

const storefrontOptions = async (updatedAt: string | null) =>
  (await createAgent(shop.app).post('/api/app-options', { updatedAt })).json<unknown>()

const changed: OptionsInput = {
  appDelivery: {
    ...DEFAULT_APP_DELIVERY,
    originDeliveryAddress: '1 Bakery Lane, London E1 6AN, UK',
    distanceRatio: 1.5,
    congestionPrice: 18,
    congestionChargeZone: ['EC1?', 'SE1'],
    congestionWeekDays: [{ day: 1, from: '08:00', to: '17:30' }],
    congestionDaysInterval: { from: '12-24', to: '01-02' },
  },
  closeOrderDates: { closeDates: ['2030-04-18'], closeWeekDays: [0] },
  unpaidHolds: { onlinePaymentHours: 4, bankTransferWorkingDays: 5 },
}

test('the baker changes the options; browsers holding the old ones get the new ones, and the log keeps both', async () => {
  const before = AppOptionsSchema.parse((await admin.get('/api/admin/options')).json())
  const response = await admin.put('/api/admin/options', changed)
  expect(response.statusCode, response.body).toBe(200)
  const after = AppOptionsSchema.parse(response.json())
  expect(after).toMatchObject(changed)
  expect(after.updatedAt > before.updatedAt).toBe(true)

  expect(AppOptionsSchema.parse(await storefrontOptions(before.updatedAt))).toMatchObject(changed)
  expect(await storefrontOptions(after.updatedAt)).toBe('actual')

  // Saving the same options again still tells browsers something changed, so none is left behind.
  const again = AppOptionsSchema.parse((await admin.put('/api/admin/options', changed)).json())
  expect(again.updatedAt > after.updatedAt).toBe(true)

  const log = await shop.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, 'options'))
    .orderBy(asc(auditLog.createdAt))
  expect(log[0]).toMatchObject({
    adminId,
    action: 'options.update',
    before: { appDelivery: { distanceRatio: before.appDelivery.distanceRatio } },
    after: changed,
  })
})

test.each([
  [
    'a window that ends before it starts',
    { congestionWeekDays: [{ day: 2, from: '18:00', to: '07:00' }] },
    'appDelivery.congestionWeekDays.0.to',
  ],
  [
    'two windows on one day',
    {
      congestionWeekDays: [
        { day: 2, from: '07:00', to: '10:00' },
        { day: 2, from: '12:00', to: '18:00' },
      ],
    },
    'appDelivery.congestionWeekDays.1.day',
  ],
  [
    'a zone that is not an outward code',
    { congestionChargeZone: ['london'] },
    'appDelivery.congestionChargeZone.0',
  ],
  ['a negative distance ratio', { distanceRatio: -1 }, 'appDelivery.distanceRatio'],
  ['an empty origin', { originDeliveryAddress: ' ' }, 'appDelivery.originDeliveryAddress'],
])(
  'options with %s are refused with a field message and nothing changes',
  async (_name, delivery, field) => {
    const before = AppOptionsSchema.parse((await admin.get('/api/admin/options')).json())
    const response = await admin.put('/api/admin/options', {
      ...changed,
      appDelivery: { ...changed.appDelivery, ...delivery },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorBody>().fields?.[field]).toBeTypeOf('string')
    expect(AppOptionsSchema.parse((await admin.get('/api/admin/options')).json())).toEqual(before)
  },
)

test('closed dates must be real YYYY-MM-DD dates, each once', async () => {
  const response = await admin.put('/api/admin/options', {
    ...changed,
    closeOrderDates: { closeDates: ['18/04/2030'], closeWeekDays: [7] },
  })
  expect(response.statusCode).toBe(400)
  const fields = response.json<ErrorBody>().fields ?? {}
  expect(Object.keys(fields)).toEqual(
    expect.arrayContaining(['closeOrderDates.closeDates.0', 'closeOrderDates.closeWeekDays.0']),
  )
  const twice = await admin.put('/api/admin/options', {
    ...changed,
    closeOrderDates: { closeDates: ['2030-04-18', '2030-04-18'], closeWeekDays: [] },
  })
  expect(twice.json<ErrorBody>().fields?.['closeOrderDates.closeDates']).toBe('Each date once')
})
