import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ErrorBody } from '@sweet-art/domain/errors'
import { FORM_MESSAGES } from '@sweet-art/domain/schemas/forms'
import { AddressSchema, UserSchema } from '@sweet-art/domain/schemas/users'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import { signUp } from '../../test/accounts'
import type { Agent } from '../../test/agent'
import { placeIdOf, suggestionOf } from '../../test/places'
import { createTestApp, type TestApp } from '../../test/test-app'

let shop: TestApp
let agent: Agent

beforeAll(async () => {
  shop = await createTestApp()
  agent = (await signUp(shop.app)).agent
})
afterAll(async () => {
  await shop.close()
})

test('adding an address recomputes postcode, congestion flag and distance on the server', async () => {
  const placeId = await placeIdOf(agent, '10 Downing Street')
  const response = await agent.post('/api/clients/address', {
    address: '10 Downing Street, London SW1A 2AA, UK',
    postCode: 'E1 1AA',
    floor: '2',
    flat: '4',
    placeId,
    isCongestionZone: false,
    deliveryDistance: { origin: 'lies', distance: 0.1 },
  })
  expect(response.statusCode).toBe(200)
  const address = AddressSchema.parse(response.json<{ address: unknown }>().address)
  expect(address).toMatchObject({
    postCode: 'SW1A 2AA',
    isCongestionZone: true,
    floor: '2',
    flat: '4',
  })
  expect(address.deliveryDistance?.origin).toBe(DEFAULT_APP_DELIVERY.originDeliveryAddress)
  expect(address.deliveryDistance?.distance).toBeGreaterThan(8)
  expect(address.deliveryDistance?.distance).toBeLessThan(16)
})

test('a saved address holds the place’s own line and postcode, whatever text came with its place id', async () => {
  const barking = await suggestionOf(agent, 'Abbey Road Barking')
  const response = await agent.post('/api/clients/address', {
    address: '10 Downing Street, London SW1A 2AA, UK',
    postCode: 'SW1A 2AA',
    floor: '3',
    flat: '12',
    placeId: barking.place_id,
  })
  expect(response.statusCode).toBe(200)
  const address = AddressSchema.parse(response.json<{ address: unknown }>().address)
  expect(address).toMatchObject({
    address: barking.description,
    postCode: 'IG11 7BT',
    isCongestionZone: false,
    floor: '3',
    flat: '12',
  })
  expect(address.deliveryDistance?.distance).toBeLessThan(2)
})

test('the alias /clients/address/new adds too, and SW10 is outside the zone', async () => {
  const response = await agent.post('/api/clients/address/new', {
    address: 'Chelsea and Westminster Hospital',
    postCode: 'SW1A 1AA',
    floor: '',
    flat: '',
    placeId: await placeIdOf(agent, 'Chelsea and Westminster Hospital'),
    isCongestionZone: true,
  })
  expect(response.statusCode).toBe(200)
  expect(response.json<{ address: unknown }>().address).toMatchObject({
    postCode: 'SW10 9NH',
    isCongestionZone: false,
  })
})

test('without a place id the typed postcode decides the flag, and no distance is claimed', async () => {
  const response = await agent.post('/api/clients/address', {
    address: 'Somewhere in Soho',
    postCode: 'W1D 4RF',
    floor: '',
    flat: '',
    deliveryDistance: { origin: 'x', distance: 1 },
  })
  const address = AddressSchema.parse(response.json<{ address: unknown }>().address)
  expect(address.isCongestionZone).toBe(true)
  expect(address.deliveryDistance).toBeNull()
})

test('an unknown place id is refused with a message on the address field', async () => {
  const response = await agent.post('/api/clients/address', {
    address: 'Nowhere',
    postCode: 'SW1A 1AA',
    floor: '',
    flat: '',
    placeId: 'gz_does_not_exist',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields?.address).toMatch(/choose it from the suggestions/)
})

test('a floor with letters and a missing address answer 400 with the validation messages', async () => {
  const response = await agent.post('/api/clients/address', {
    address: '',
    postCode: 'SW1A 1AA',
    floor: 'first',
    flat: '2B',
  })
  expect(response.statusCode).toBe(400)
  expect(response.json<ErrorBody>().fields).toEqual({
    address: FORM_MESSAGES.required,
    floor: FORM_MESSAGES.noLetters,
  })
})

test.each(['2B', 'Flat 4a', 'Basement', '12'])(
  'a flat named as London names them is kept: %s',
  async (flat) => {
    const response = await agent.post('/api/clients/address', {
      address: 'Tate Modern',
      postCode: 'X',
      floor: '3',
      flat,
      placeId: await placeIdOf(agent, 'Tate Modern'),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<{ address: { flat: string } }>().address.flat).toBe(flat)
  },
)

test('changing an address to another place recomputes it and answers the whole list', async () => {
  const created = await agent.post('/api/clients/address', {
    address: 'Tate Modern',
    postCode: 'SE1 9TG',
    floor: '',
    flat: '',
    placeId: await placeIdOf(agent, 'Tate Modern'),
  })
  const { id } = AddressSchema.parse(created.json<{ address: unknown }>().address)
  expect(created.json<{ address: { isCongestionZone: boolean } }>().address.isCongestionZone).toBe(
    true,
  )

  const oval = await suggestionOf(agent, 'Kia Oval')
  const response = await agent.patch('/api/clients/address/data', {
    id,
    address: 'The Kia Oval',
    postCode: 'SE1 1AA',
    floor: '1',
    flat: '',
    placeId: oval.place_id,
    isCongestionZone: true,
  })
  expect(response.statusCode).toBe(200)
  const list = AddressSchema.array().parse(response.json())
  expect(list.find((a) => a.id === id)).toMatchObject({
    address: oval.description,
    postCode: 'SE11 5SS',
    isCongestionZone: false,
    floor: '1',
  })
})

test('removing an address answers the remaining list; a malformed id is a 404', async () => {
  const created = await agent.post('/api/clients/address', {
    address: 'British Museum',
    postCode: 'WC1B 3DG',
    floor: '',
    flat: '',
    placeId: await placeIdOf(agent, 'British Museum'),
  })
  const { id } = AddressSchema.parse(created.json<{ address: unknown }>().address)
  const response = await agent.delete('/api/clients/address/data', { addressId: id })
  expect(response.statusCode).toBe(200)
  expect(
    AddressSchema.array()
      .parse(response.json())
      .some((a) => a.id === id),
  ).toBe(false)
  const profile = UserSchema.parse((await agent.get('/api/clients/auth/profile')).json())
  expect(profile.addressesData.some((a) => a.id === id)).toBe(false)
  expect(
    (await agent.delete('/api/clients/address/data', { addressId: 'not-a-uuid' })).statusCode,
  ).toBe(404)
})
