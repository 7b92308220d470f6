import sharp from 'sharp'
import type { Order } from '@sweet-art/domain/schemas/orders'
import type { User } from '@sweet-art/domain/schemas/users'
import { createAgent, type Agent } from '../src/test/agent'
import { multipart } from '../src/test/multipart'
import { collectionOrder } from '../src/test/checkout'
import { SESSION_COOKIE } from '../src/plugins/session'
import {
  AttackLog,
  checkout,
  signUpActor,
  type Actor,
  type Attack,
  type AttackTarget,
} from './attack-kit'
import { isStateChanging, listRoutes } from './routes'

const CLIENT_SCOPED = /^\/api\/(clients|orders|payments\/customer|uploads|admin)(\/|$)/
// Routes under those prefixes that act only on the caller's own credentials, never on an id.
const OWN_CREDENTIALS_ONLY = /^\/api\/clients\/auth\/(signup|login|logout|recovery|password)/
const FOREIGN_ORIGIN = 'https://evil.example'

interface Victim {
  actor: Actor
  order: Order
  addressId: string
  transactionId: string
  image: { path: string; name: string }
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#e6d2aa' } })
    .png()
    .toBuffer()
}

function upload(agent: Agent, target: AttackTarget, orderId: string, bytes: Buffer, type: string) {
  const { payload, headers } = multipart({ orderId }, [{ name: 'cake.png', type, bytes }])
  const cookie = agent.jar.header()
  return target.shop.app.inject({
    method: 'POST',
    url: '/api/orders/images',
    payload,
    headers: { ...headers, origin: 'http://shop.test', ...(cookie ? { cookie } : {}) },
  })
}

/** A client with an order carrying a photo, a saved address and a pending payment. */
async function victimWithEverything(target: AttackTarget): Promise<Victim> {
  const actor = await signUpActor(target, 'Alice')
  const address = await actor.agent.post('/api/clients/address', {
    clientId: actor.id,
    address: '1 Victim Road, London',
    postCode: 'SW1A 1AA',
    floor: '',
    flat: '',
  })
  const addressId = address.json<{ address: { id: string } }>().address.id
  const ordered = await checkout(
    actor.agent,
    '/api/orders/client',
    collectionOrder(target.sections, 'Bespoke Celebration Cake'),
  )
  const order = ordered.json<Order>()
  const withPhoto = await upload(actor.agent, target, order.id, await png(), 'image/png')
  const image = withPhoto.json<Order>().images.at(-1)
  const paid = await checkout(
    actor.agent,
    '/api/payments/customer/transactions/clear',
    collectionOrder(target.sections, 'Classic Victoria Sponge'),
  )
  const { transactionId } = paid.json<{ transactionId: string }>()
  if (!image || !addressId || !transactionId) throw new Error('the victim is not set up')
  return { actor, order, addressId, transactionId, image }
}

type Probe = (
  log: AttackLog,
  attacker: Actor,
  victim: Victim,
  target: AttackTarget,
) => Promise<void>

const NOT_YOURS = [403, 404]
const place = { address: 'Mine now', postCode: 'SW1A 1AA', floor: '', flat: '' }

/** One probe per client-scoped route: the attacker aims it at the victim's data. */
const IDOR_PROBES: Record<string, Probe> = {
  'GET /api/orders/client': async (log, attacker, victim) => {
    const ids = (await attacker.agent.get('/api/orders/client')).json<{ id: string }[]>()
    log.check(!ids.some((order) => order.id === victim.order.id), 'orders list shows hers')
  },
  'POST /api/orders/client': async (log, attacker, victim, target) => {
    const body = {
      ...collectionOrder(target.sections, 'Bespoke Celebration Cake'),
      delivery: { method: 'delivery', date: '2099-01-05', time: '19:00', secondTime: '' },
      deliveryPlace: { ...place, addressId: victim.addressId },
    }
    log.status(
      await checkout(attacker.agent, '/api/orders/client', body),
      [400, 403, 404, 409],
      'order to her address',
    )
  },
  'POST /api/orders/client/clear': async (log, _attacker, victim, target) => {
    const guest = createAgent(target.shop.app)
    const body = {
      ...collectionOrder(target.sections, 'Bespoke Celebration Cake'),
      firstName: 'Mallory',
      lastName: 'X',
      email: 'm@example.com',
      phone: '07700 900999',
      deliveryPlace: { ...place, addressId: victim.addressId },
    }
    log.status(
      await checkout(guest, '/api/orders/client/clear', body),
      [400, 403, 404],
      'guest order to her address',
    )
  },
  'POST /api/payments/customer/transactions': async (log, attacker, victim) => {
    const response = await attacker.agent.post('/api/payments/customer/transactions', {
      clientId: victim.actor.id,
    })
    log.status(response, NOT_YOURS, 'list her transactions')
  },
  'POST /api/payments/customer/transactions/:id/pay': async (log, attacker, victim) => {
    const url = `/api/payments/customer/transactions/${victim.transactionId}/pay`
    log.status(await attacker.agent.post(url), NOT_YOURS, 'her pay link')
  },
  'POST /api/payments/customer/transactions/clear': async (log, attacker, victim, target) => {
    const body = {
      ...collectionOrder(target.sections, 'Classic Victoria Sponge'),
      delivery: { method: 'delivery', date: '2099-01-05', time: '19:00', secondTime: '' },
      deliveryPlace: { ...place, addressId: victim.addressId },
    }
    const response = await checkout(
      attacker.agent,
      '/api/payments/customer/transactions/clear',
      body,
    )
    log.status(response, [400, 403, 404, 409], 'pay for delivery to her address')
  },
  'PATCH /api/clients': async (log, attacker, victim) => {
    await attacker.agent.patch('/api/clients', {
      id: victim.actor.id,
      clientId: victim.actor.id,
      firstName: 'Mallory',
    })
    const profile = (await victim.actor.agent.get('/api/clients/auth/profile')).json<User>()
    log.check(profile.firstName === 'Alice', `her name became ${profile.firstName}`)
  },
  'DELETE /api/clients': async (log, attacker, victim) => {
    log.status(
      await attacker.agent.delete('/api/clients', { clientId: victim.actor.id }),
      NOT_YOURS,
      'delete her account',
    )
  },
  'GET /api/clients/auth/profile': async (log, attacker) => {
    const profile = (await attacker.agent.get('/api/clients/auth/profile')).json<User>()
    log.check(profile.id === attacker.id, 'the profile is not the caller’s')
  },
  'POST /api/clients/address': async (log, attacker, victim) => {
    log.status(
      await attacker.agent.post('/api/clients/address', { ...place, clientId: victim.actor.id }),
      NOT_YOURS,
      'add to her addresses',
    )
  },
  'POST /api/clients/address/new': async (log, attacker, victim) => {
    log.status(
      await attacker.agent.post('/api/clients/address/new', {
        ...place,
        clientId: victim.actor.id,
      }),
      NOT_YOURS,
      'add to her addresses (alias)',
    )
  },
  'PATCH /api/clients/address/data': async (log, attacker, victim) => {
    for (const clientId of [victim.actor.id, attacker.id])
      log.status(
        await attacker.agent.patch('/api/clients/address/data', {
          ...place,
          clientId,
          id: victim.addressId,
        }),
        NOT_YOURS,
        'change her address',
      )
  },
  'DELETE /api/clients/address/data': async (log, attacker, victim) => {
    for (const clientId of [victim.actor.id, attacker.id])
      log.status(
        await attacker.agent.delete('/api/clients/address/data', {
          clientId,
          addressId: victim.addressId,
        }),
        NOT_YOURS,
        'remove her address',
      )
  },
  'POST /api/orders/images': async (log, attacker, victim, target) => {
    log.status(
      await upload(attacker.agent, target, victim.order.id, await png(), 'image/png'),
      NOT_YOURS,
      'add a photo to her order',
    )
  },
  'DELETE /api/orders/images': async (log, attacker, victim) => {
    log.status(
      await attacker.agent.delete('/api/orders/images', {
        orderId: victim.order.id,
        name: victim.image.name,
      }),
      NOT_YOURS,
      'remove her photo',
    )
  },
  // The e-mailed order link's token is the permission: one made up around her order id opens nothing.
  'GET /api/orders/link/:token': async (log, attacker, victim) => {
    const forged = `${victim.order.id}.zzzzzz.${'A'.repeat(43)}`
    log.status(await attacker.agent.get(`/api/orders/link/${forged}`), [404], 'open her order')
  },
  'POST /api/orders/link/:token/pay': async (log, attacker, victim) => {
    const forged = `${victim.order.id}.zzzzzz.${'A'.repeat(43)}`
    log.status(await attacker.agent.post(`/api/orders/link/${forged}/pay`), [404], 'pay her order')
  },
  'GET /api/uploads/orders/:orderId/:name': async (log, attacker, victim) => {
    log.status(
      await attacker.agent.get(`/api/${victim.image.path}/${victim.image.name}`),
      NOT_YOURS,
      'see her photo',
    )
  },
}

/** Every route under the client-scoped prefixes that takes or shows someone's data. */
function clientScopedRoutes(target: AttackTarget): string[] {
  return listRoutes(target.shop.app)
    .filter((route) => CLIENT_SCOPED.test(route.url) && !OWN_CREDENTIALS_ONLY.test(route.url))
    .map((route) => `${route.method} ${route.url}`)
}

/** Another signed-in client aims every client-scoped route at the victim's orders, addresses, payments and photos. */
export const idor: Attack = {
  name: 'IDOR on every client-scoped route',
  expected: '403/404, her data unchanged; admin routes 403 for a client',
  async run(target) {
    const log = new AttackLog()
    const victim = await victimWithEverything(target)
    const attacker = await signUpActor(target, 'Mallory')
    for (const route of clientScopedRoutes(target)) {
      const probe = IDOR_PROBES[route]
      if (probe) await probe(log, attacker, victim, target)
      else if (route.includes(' /api/admin')) {
        const [method = 'GET', url = ''] = route.split(' ')
        const concrete = url.replace(/:[A-Za-z]+/g, victim.order.id)
        const response = await attacker.agent.request(
          method as 'GET',
          concrete,
          method === 'GET' ? undefined : {},
        )
        log.status(response, [403], `${route} as a client`)
      } else log.check(false, `${route} has no IDOR probe`)
    }
    const still = await victim.actor.agent.get('/api/clients/auth/profile')
    log.check(still.json<User>().addressesData.length === 1, 'her address book changed')
    return log.outcome()
  },
}

/** A session id planted before log in, and one replayed after log out or a password change. */
export const sessionFixationAndReuse: Attack = {
  name: 'session fixation and reuse after sign-out',
  expected: 'a new id at log in; 401 for every old id',
  async run(target) {
    const log = new AttackLog()
    const victim = await signUpActor(target)
    const planted = 'attacker-chosen-session-id'
    const browser = createAgent(target.shop.app)
    browser.jar.set(SESSION_COOKIE, planted)
    await browser.post('/api/clients/auth/login', {
      email: victim.email,
      password: victim.password,
    })
    log.check(browser.jar.get(SESSION_COOKIE) !== planted, 'the planted id was kept')
    const planter = createAgent(target.shop.app)
    planter.jar.set(SESSION_COOKIE, planted)
    log.status(await planter.get('/api/clients/auth/profile'), [401], 'the planted id signs in')

    const beforeLogin = victim.agent.jar.get(SESSION_COOKIE) ?? ''
    await victim.agent.post('/api/clients/auth/login', {
      email: victim.email,
      password: victim.password,
    })
    log.check(victim.agent.jar.get(SESSION_COOKIE) !== beforeLogin, 'log in kept the old id')

    const held = browser.jar.get(SESSION_COOKIE) ?? ''
    await browser.get('/api/clients/auth/logout')
    const replay = createAgent(target.shop.app)
    replay.jar.set(SESSION_COOKIE, held)
    log.status(await replay.get('/api/clients/auth/profile'), [401], 'replayed after log out')
    log.status(await replay.get('/api/orders/client'), [401], 'orders after log out')

    const laptop = victim.agent.jar.get(SESSION_COOKIE) ?? ''
    const phone = createAgent(target.shop.app)
    await phone.post('/api/clients/auth/login', { email: victim.email, password: victim.password })
    const changed = await phone.post('/api/clients/auth/password', {
      clientId: victim.id,
      oldPassword: victim.password,
      newPassword: 'a brand new one',
    })
    log.status(changed, [200, 204], 'the password change itself')
    const stale = createAgent(target.shop.app)
    stale.jar.set(SESSION_COOKIE, laptop)
    log.status(
      await stale.get('/api/clients/auth/profile'),
      [401],
      'replayed after a password change',
    )
    return log.outcome()
  },
}

/** A signed-in client's browser on a foreign page sends every state-changing route. */
export const csrf: Attack = {
  name: 'CSRF from a foreign Origin on every state-changing route',
  expected: '403 from the origin check, nothing changed',
  async run(target) {
    const log = new AttackLog()
    const victim = await signUpActor(target)
    const routes = listRoutes(target.shop.app).filter(
      (route) => isStateChanging(route) && !route.url.startsWith('/api/payments/webhooks/'),
    )
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, victim.id)
      const method = route.method as 'POST'
      for (const headers of [
        { origin: FOREIGN_ORIGIN },
        { origin: 'null' },
        { origin: '', 'sec-fetch-site': 'cross-site' },
      ]) {
        const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''))
        const response = await victim.agent.request(method, url, { clientId: victim.id }, sent)
        log.status(response, [403], `${route.method} ${route.url} from ${JSON.stringify(sent)}`)
      }
    }
    log.status(
      await victim.agent.get('/api/clients/auth/profile'),
      [200],
      'the victim was signed out or removed',
    )
    return log.outcome()
  },
}
