import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { signUp } from '../../test/accounts'
import { createAgent } from '../../test/agent'
import { attemptHeaders, collectionOrder, fetchCatalogue } from '../../test/checkout'
import { uploadOrderImages } from '../../test/multipart'
import { createTestRedisPrefix, testRedisUrl } from '../../test/redis'
import { createTestApp, type TestApp } from '../../test/test-app'

// Two API instances on one PostgreSQL and one Redis, each with its own memory.
const keys = createTestRedisPrefix()
let first: TestApp
let second: TestApp

beforeAll(async () => {
  const env = { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: keys.prefix }
  first = await createTestApp({ env })
  second = await createTestApp({ env, database: first.database })
})
afterAll(async () => {
  await second.close()
  await first.close()
  await keys.clean()
})

test('uploads sent to both instances at once never put more than ten photos on an order', async () => {
  const { agent } = await signUp(first.app)
  const sections = await fetchCatalogue(agent)
  const placed = await agent.request(
    'POST',
    '/api/orders/client',
    collectionOrder(sections, 'Bespoke Celebration Cake'),
    attemptHeaders(),
  )
  const order = OrderSchema.parse(placed.json())
  const elsewhere = createAgent(second.app)
  elsewhere.jar.set('sa_session', agent.jar.get('sa_session') ?? '')
  const files = await Promise.all(
    [0, 1, 2, 3].map(async (index) => ({
      name: `p${index}.png`,
      type: 'image/png',
      bytes: await sharp({
        create: { width: 32, height: 24, channels: 3, background: `#${index}0${index}0${index}0` },
      })
        .png()
        .toBuffer(),
    })),
  )

  const answers = await Promise.all(
    [agent, elsewhere, agent, elsewhere].map((sender) =>
      uploadOrderImages(sender, order.id, files),
    ),
  )
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409])
  const kept = OrderSchema.array()
    .parse((await elsewhere.get('/api/orders/client')).json())
    .find((candidate) => candidate.id === order.id)?.images
  expect(kept).toHaveLength(8)
})
