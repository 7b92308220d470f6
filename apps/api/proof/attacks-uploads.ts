import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { clients } from '@sweet-art/db/schema'
import type { Order } from '@sweet-art/domain/schemas/orders'
import { createAgent, type Agent } from '../src/test/agent'
import { collectionOrder } from '../src/test/checkout'
import { giantPng } from '../src/test/giant-png'
import {
  multipart,
  streamedMultipart,
  uploadOrderImages,
  type UploadFile,
} from '../src/test/multipart'
import {
  AttackLog,
  checkout,
  signUpActor,
  type Actor,
  type Attack,
  type AttackTarget,
} from './attack-kit'

// Ten files just under the 10 MB limit: more than a server should hold of a request it refuses.
const UNREAD_FILES = 10
const UNREAD_FILE_BYTES = 10 * 1024 * 1024 - 4096
// What a server that checks first may take in before it answers: stream buffers, not files.
const READ_BEFORE_REFUSAL_BYTES = 1024 * 1024

async function customOrder(target: AttackTarget, owner: Actor): Promise<string> {
  const ordered = await checkout(
    owner.agent,
    '/api/orders/client',
    collectionOrder(target.sections, 'Bespoke Celebration Cake'),
  )
  return ordered.json<Order>().id
}

async function baker(target: AttackTarget): Promise<Actor> {
  const actor = await signUpActor(target, 'Baker')
  await target.shop.database.db
    .update(clients)
    .set({ role: 'admin' })
    .where(eq(clients.id, actor.id))
  return actor
}

function uploadProductPhotos(agent: Agent, productId: string, files: UploadFile[]) {
  const { payload, headers } = multipart({}, files)
  return agent.request('POST', `/api/admin/products/${productId}/photos`, payload, headers)
}

async function smallPhotos(count: number): Promise<UploadFile[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `p${index}.png`,
      type: 'image/png',
      bytes: await sharp({
        create: { width: 16, height: 16, channels: 3, background: `#0000${10 + index}` },
      })
        .png()
        .toBuffer(),
    })),
  )
}

/** PNGs of 16000 x 16000 px in under 100 KB, sent to an order and as a catalogue photo. */
export const pixelBombs: Attack = {
  name: 'decompression-bomb photos',
  expected: '413 with a clear message, from the header alone, on orders and the catalogue',
  async run(target) {
    const log = new AttackLog()
    const owner = await signUpActor(target)
    const bomb = { name: 'cake.png', type: 'image/png', bytes: giantPng(16000, 16000) }
    const orderId = await customOrder(target, owner)
    log.status(
      await uploadOrderImages(owner.agent, orderId, [bomb, bomb]),
      [413],
      'two 256 Mpx PNGs on an order',
    )
    const productId = target.sections[0]?.products[0]?.id ?? ''
    log.status(
      await uploadProductPhotos((await baker(target)).agent, productId, [bomb]),
      [413],
      'a 256 Mpx PNG as a catalogue photo',
    )
    return log.outcome()
  },
}

/** 100 MB bodies to orders the sender cannot add to, and to a product that does not exist. */
export const unreadBodies: Attack = {
  name: 'large uploads to orders one cannot change',
  expected: '404/409 before the files are read (under 1 MB of 100 MB taken in)',
  async run(target) {
    const log = new AttackLog()
    const owner = await signUpActor(target)
    const stranger = await signUpActor(target, 'Mallory')
    const full = await customOrder(target, owner)
    await uploadOrderImages(owner.agent, full, await smallPhotos(10))
    const attempts: [string, Agent, string, Record<string, string>][] = [
      [
        'an order that does not exist',
        owner.agent,
        '/api/orders/images',
        { orderId: crypto.randomUUID() },
      ],
      ["another client's order", stranger.agent, '/api/orders/images', { orderId: full }],
      ['an order already holding ten photos', owner.agent, '/api/orders/images', { orderId: full }],
      [
        'a visitor without a session',
        createAgent(target.shop.app),
        '/api/orders/images',
        { orderId: full },
      ],
      [
        'a catalogue product that does not exist',
        (await baker(target)).agent,
        `/api/admin/products/${crypto.randomUUID()}/photos`,
        {},
      ],
    ]
    for (const [what, agent, path, fields] of attempts) {
      const body = streamedMultipart(fields, UNREAD_FILES, UNREAD_FILE_BYTES)
      const response = await agent.request('POST', path, body.payload, body.headers)
      log.status(response, [401, 404, 409], what)
      log.check(
        body.bytesTaken() < READ_BEFORE_REFUSAL_BYTES,
        `${what}: ${body.bytesTaken()} of ${body.totalBytes} bytes read before the refusal`,
      )
    }
    return log.outcome()
  },
}

/** Uploads sent together to one order and one product, each within the cap, all of them past it. */
export const parallelPhotoCap: Attack = {
  name: 'parallel uploads past the photo cap',
  expected: 'at most 10 photos on an order and 12 on a product, the extra uploads 409',
  async run(target) {
    const log = new AttackLog()
    const owner = await signUpActor(target)
    const orderId = await customOrder(target, owner)
    const ten = await smallPhotos(10)
    await Promise.all([1, 2, 3, 4].map(() => uploadOrderImages(owner.agent, orderId, ten)))
    const order = (await owner.agent.get('/api/orders/client'))
      .json<Order[]>()
      .find((candidate) => candidate.id === orderId)
    log.check(
      order !== undefined && order.images.length <= 10,
      `four parallel uploads of ten left ${order?.images.length} photos on one order`,
    )

    const admin = await baker(target)
    const product = target.sections.at(-1)?.products.at(-1)
    const room = 12 - (product?.photo.length ?? 0)
    const answers = await Promise.all(
      [1, 2, 3].map(async () =>
        uploadProductPhotos(admin.agent, product?.id ?? '', await smallPhotos(room)),
      ),
    )
    log.check(
      answers.filter((answer) => answer.statusCode === 200).length <= 1,
      `three parallel uploads of ${room} photos to one product were all kept`,
    )
    return log.outcome()
  },
}

const OUTSIDE = 'https://evil.example/p'
// Ways to write url( and @import that CSS reads as such but a plain pattern does not match.
const ESCAPED_STYLES = [
  `fill:u\\72l(${OUTSIDE})`,
  `fill:\\75rl(${OUTSIDE})`,
  `fill:u\\000072l(${OUTSIDE})`,
  `fill:\\75 rl(${OUTSIDE})`,
  `fill:u/**/rl(${OUTSIDE})`,
  `fill:-webkit-image-set('${OUTSIDE}' 1x)`,
  `@\\69mport '${OUTSIDE}'`,
]

/** SVGs whose styles reach outside the picture through CSS escapes and comments. */
export const escapedSvgStyles: Attack = {
  name: 'CSS escapes in SVG styles',
  expected: 'escaped url(), image-set() and @import dropped from style attributes and elements',
  async run(target) {
    const log = new AttackLog()
    const owner = await signUpActor(target)
    const orderId = await customOrder(target, owner)
    const svgs = ESCAPED_STYLES.flatMap((style) => [
      `<rect width="9" height="9" style="${style}"/>`,
      `<rect width="9" height="9" fill="${style.replace(/^fill:/, '')}"/>`,
      `<style>rect{${style}}</style><rect width="9" height="9"/>`,
    ])
    for (const [index, body] of svgs.entries()) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">${body}</svg>`
      const response = await uploadOrderImages(owner.agent, orderId, [
        { name: `s${index}.svg`, type: 'image/svg+xml', bytes: Buffer.from(svg) },
      ])
      const image = response.json<Order>().images.at(-1)
      const served = image ? await owner.agent.get(`/api/${image.path}/${image.name}`) : null
      log.check(
        served !== null && !served.body.includes('evil.example'),
        `${body} was served as ${served?.body.slice(0, 200)}`,
      )
      if (image) await owner.agent.delete('/api/orders/images', { orderId, name: image.name })
    }
    return log.outcome()
  },
}
