import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { orders, transactions } from '@sweet-art/db/schema'
import type { Order } from '@sweet-art/domain/schemas/orders'
import { createAgent, type Agent } from '../src/test/agent'
import { multipart } from '../src/test/multipart'
import { collectionOrder, GUEST } from '../src/test/checkout'
import { WEBHOOK_SIGNATURE_HEADER } from '../src/providers/payments/gocardless-webhook'
import type { SandboxPaymentProvider } from '../src/providers/payments/sandbox-payment-provider'
import {
  AttackLog,
  checkout,
  guestOrder,
  signUpActor,
  type Attack,
  type AttackTarget,
} from './attack-kit'
import { HOSTILE_STRINGS } from './route-fuzz'

const WEBHOOK = '/api/payments/webhooks/sandbox'

function deliver(target: AttackTarget, body: Buffer | string, signature?: string) {
  return target.shop.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [WEBHOOK_SIGNATURE_HEADER]: signature }),
    },
    payload: body,
  })
}

async function transactionStatus(target: AttackTarget, id: string): Promise<string | undefined> {
  const [row] = await target.shop.database.db
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.id, id))
  return row?.status
}

/** Webhooks with a made-up or borrowed signature, tampered bodies, and genuine ones sent again. */
export function webhookForgeryAndReplay(sandbox: SandboxPaymentProvider): Attack {
  return {
    name: 'forged and replayed webhooks',
    expected: '498 for a bad signature; a replay changes nothing',
    async run(target) {
      const log = new AttackLog()
      const guest = createAgent(target.shop.app)
      const paid = await checkout(
        guest,
        '/api/payments/customer/transactions/clear',
        guestOrder(target, 'Classic Victoria Sponge'),
      )
      const { transactionId } = paid.json<{ transactionId: string }>()
      const stolenCancel = sandbox.signEvent(transactionId, 'cancelled')
      const genuine = sandbox.signEvent(transactionId, 'paid')
      const body = genuine.rawBody.toString('utf8')

      log.status(await deliver(target, body, '0'.repeat(64)), [498], 'made-up signature')
      log.status(await deliver(target, body), [498], 'no signature')
      log.status(
        await deliver(target, body.replace('"events"', '"events" '), genuine.signature),
        [498],
        'tampered body',
      )
      log.status(
        await deliver(target, genuine.rawBody, stolenCancel.signature),
        [498],
        'another event’s signature',
      )
      log.check(
        (await transactionStatus(target, transactionId)) === 'pending',
        'a forgery changed the payment',
      )

      log.status(
        await deliver(target, genuine.rawBody, genuine.signature),
        [200, 204],
        'the genuine event',
      )
      // Mail waits behind requests; count what the first delivery sent once it has gone.
      await target.shop.app.mailOutbox.idle()
      const mailAfterFirst = target.shop.mail.sent.length
      for (let replay = 0; replay < 3; replay += 1)
        log.status(
          await deliver(target, genuine.rawBody, genuine.signature),
          [200, 204],
          'a replay',
        )
      await target.shop.app.mailOutbox.idle()
      log.check(
        target.shop.mail.sent.length === mailAfterFirst,
        'a replay e-mailed the customer again',
      )
      await deliver(target, stolenCancel.rawBody, stolenCancel.signature)
      log.check(
        (await transactionStatus(target, transactionId)) === 'paid',
        'an old cancel unpaid a paid payment',
      )
      return log.outcome()
    },
  }
}

/** Guessing a password and a recovery code as fast as the shop answers. */
export const bruteForce: Attack = {
  name: 'brute force on login and recovery codes',
  expected:
    '429 after the account limit, even for the right password; a code takes at most 5 misses',
  async run(target) {
    const log = new AttackLog()
    const victim = await signUpActor(target)
    const attacker = createAgent(target.shop.app)
    let limited = false
    for (let guess = 0; guess < 12 && !limited; guess += 1) {
      const response = await attacker.post('/api/clients/auth/login', {
        email: victim.email,
        password: `guess number ${guess}`,
      })
      limited = response.statusCode === 429
      log.check([401, 429].includes(response.statusCode), `guess ${guess}: ${response.statusCode}`)
    }
    log.check(limited, 'twelve wrong passwords were never limited')
    const right = await attacker.post('/api/clients/auth/login', {
      email: victim.email,
      password: victim.password,
    })
    log.status(right, [429], 'the right password after the limit')

    await attacker.post('/api/clients/auth/recovery', { email: victim.email })
    await target.shop.app.mailOutbox.idle()
    const mailed = target.shop.mail.to(victim.email).at(-1)?.text ?? ''
    const code = /\b(\d{6})\b/.exec(mailed)?.[1]
    log.check(code !== undefined, 'no recovery code was mailed')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let guess = 0; guess < 5; guess += 1)
      log.status(
        await attacker.post('/api/clients/auth/recovery/confirm', {
          email: victim.email,
          code: wrong,
        }),
        [400, 429],
        'a wrong code',
      )
    log.status(
      await attacker.post('/api/clients/auth/recovery/confirm', { email: victim.email, code }),
      [400, 429],
      'the right code after five misses',
    )
    log.status(
      await attacker.post('/api/clients/auth/recovery', { email: victim.email }),
      [204, 429],
      'asking for a fresh code at once',
    )
    return log.outcome()
  },
}

const SCRIPTED_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" width="40" height="40">
  <script>alert(2)</script>
  <a href="javascript:alert(3)"><rect id="r" width="20" height="20" onclick="steal()"/></a>
  <image xlink:href="https://evil.example/track.png" width="10" height="10"/>
  <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
  <style>@import url(https://evil.example/x.css);</style>
</svg>`
const SVG_LEFTOVERS = /<script|onload|onclick|javascript:|evil\.example|foreignObject|@import/i

async function uploadTo(
  agent: Agent,
  target: AttackTarget,
  orderId: string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const { payload, headers } = multipart({ orderId }, [file])
  return target.shop.app.inject({
    method: 'POST',
    url: '/api/orders/images',
    payload,
    headers: { ...headers, origin: 'http://shop.test', cookie: agent.jar.header() ?? '' },
  })
}

/** Scripted SVGs, pictures with a page glued on, and pages dressed up as pictures. */
export const maliciousFiles: Attack = {
  name: 'malicious SVGs and polyglot files',
  expected: 'SVG sanitised and served sandboxed; polyglots re-encoded; non-images 415',
  async run(target) {
    const log = new AttackLog()
    const owner = await signUpActor(target)
    const ordered = await checkout(
      owner.agent,
      '/api/orders/client',
      collectionOrder(target.sections, 'Bespoke Celebration Cake'),
    )
    const orderId = ordered.json<Order>().id
    const picture = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer()

    const kept = async (file: { name: string; type: string; bytes: Buffer }) => {
      const response = await uploadTo(owner.agent, target, orderId, file)
      const image = response.statusCode === 200 ? response.json<Order>().images.at(-1) : undefined
      return image ? owner.agent.get(`/api/${image.path}/${image.name}`) : null
    }
    const svg = await kept({
      name: 'cake.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from(SCRIPTED_SVG),
    })
    log.check(
      svg !== null && !SVG_LEFTOVERS.test(svg.body),
      `the SVG kept its payload: ${svg?.body.slice(0, 200)}`,
    )
    log.check(
      /sandbox/.test(String(svg?.headers['content-security-policy'])),
      'the SVG is served without a sandbox CSP',
    )
    const polyglot = await kept({
      name: 'poly.png',
      type: 'image/png',
      bytes: Buffer.concat([
        picture,
        Buffer.from('<script>alert(1)</script><?php system($_GET[0]); ?>'),
      ]),
    })
    log.check(
      polyglot !== null && !polyglot.rawPayload.includes(Buffer.from('<script')),
      'the polyglot kept its payload',
    )

    const refused: Record<string, { type: string; bytes: Buffer }> = {
      'an HTML page named .png': {
        type: 'image/png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      },
      'an HTML page that opens like a PNG': {
        type: 'image/png',
        bytes: Buffer.concat([picture.subarray(0, 16), Buffer.from('<script>alert(1)</script>')]),
      },
      'a GIF/JS polyglot': {
        type: 'image/gif',
        bytes: Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(1)//;'),
      },
      'an SVG that is an HTML page': {
        type: 'image/svg+xml',
        bytes: Buffer.from('<html><body><svg><script>alert(1)</script></svg></body></html>'),
      },
      'an executable': {
        type: 'image/jpeg',
        bytes: Buffer.from('7f454c46020101000000000000000000', 'hex'),
      },
    }
    for (const [what, file] of Object.entries(refused)) {
      const response = await uploadTo(owner.agent, target, orderId, { name: 'x.png', ...file })
      log.status(response, [400, 415], what)
    }
    return log.outcome()
  },
}

function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  )
}

function nested(depth: number, open: string, close: string): string {
  return open.repeat(depth) + close.repeat(depth)
}

/** Bodies far over the limit and JSON nested deeper than any parser should follow. */
export const oversizedBodies: Attack = {
  name: 'oversized and deeply nested bodies',
  expected: '413 over 1 MB; 400 for nesting; never 5xx',
  async run(target) {
    const log = new AttackLog()
    const agent = createAgent(target.shop.app)
    const send = (payload: string) =>
      agent.request('POST', '/api/orders/client/clear', payload, {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      })
    log.status(
      await send(JSON.stringify({ ...GUEST, message: 'x'.repeat(2 * 1024 * 1024) })),
      [413],
      '2 MB message',
    )
    log.status(await send(`[${'1,'.repeat(600_000)}1]`), [413], 'a 1.2 MB array')
    log.status(await send(nested(100_000, '[', ']')), [400], '100 000 nested arrays')
    log.status(
      await send(`{"a":${nested(50_000, '{"a":', '}').slice(0, -1)}}`),
      [400],
      '50 000 nested objects',
    )
    const deepMessage = {
      ...guestOrder(target, 'Bespoke Celebration Cake'),
      message: JSON.parse(nested(1000, '[', ']')) as unknown,
    }
    log.status(await send(JSON.stringify(deepMessage)), [400], 'a message nested 1000 deep')
    const order = guestOrder(target, 'Bespoke Celebration Cake')
    const manyLines = {
      ...order,
      products: Array.from({ length: 5000 }, () => order.products).flat(),
    }
    log.status(await send(JSON.stringify(manyLines)), [400, 409, 413], '5000 order lines')
    return log.outcome()
  },
}

/** Every text field of the forms that store text, filled with SQL and script injections. */
export const injectionStrings: Attack = {
  name: 'SQL and script injection in every text field',
  expected: 'stored verbatim or 400; never 5xx; tables intact',
  async run(target) {
    const log = new AttackLog()
    const client = await signUpActor(target)
    const forms: {
      path: string
      agent: Agent
      body: Record<string, unknown>
      method: 'POST' | 'PATCH'
    }[] = [
      {
        path: '/api/orders/client/clear',
        agent: createAgent(target.shop.app),
        body: guestOrder(target, 'Bespoke Celebration Cake'),
        method: 'POST',
      },
      {
        path: '/api/orders/client',
        agent: client.agent,
        body: collectionOrder(target.sections, 'Bespoke Celebration Cake'),
        method: 'POST',
      },
      {
        path: '/api/clients/auth/signup',
        agent: createAgent(target.shop.app),
        body: { ...GUEST, password: 'long enough' },
        method: 'POST',
      },
      {
        path: '/api/clients/auth/login',
        agent: createAgent(target.shop.app),
        body: { email: GUEST.email, password: 'long enough' },
        method: 'POST',
      },
      {
        path: '/api/clients',
        agent: client.agent,
        body: { firstName: 'Dora', lastName: 'Baker', phone: '07700 900123' },
        method: 'PATCH',
      },
      {
        path: '/api/clients/address',
        agent: client.agent,
        body: {
          clientId: client.id,
          address: '1 Test Street',
          postCode: 'SW1A 1AA',
          floor: '',
          flat: '',
        },
        method: 'POST',
      },
    ]
    for (const form of forms) {
      const fields = Object.entries(form.body)
        .filter(([, value]) => typeof value === 'string')
        .map(([key]) => key)
      for (const field of fields)
        for (const injection of HOSTILE_STRINGS) {
          const body = { ...form.body, [field]: injection }
          if (field === 'email') body.email = `${crypto.randomUUID()}${injection}@example.com`
          const response = await form.agent.request(form.method, form.path, body, {
            'idempotency-key': crypto.randomUUID(),
          })
          const what = `${form.method} ${form.path} ${field}=${JSON.stringify(injection.slice(0, 30))}`
          log.check(response.statusCode < 500, `${what}: ${response.statusCode}`)
          const echoed =
            response.statusCode < 300 ? response.json<Record<string, unknown>>()[field] : undefined
          if (typeof echoed === 'string' && field !== 'email')
            log.check(
              // A lone surrogate cannot travel in UTF-8: it arrives as U+FFFD, harmless.
              [injection, injection.trim()].map(wellFormed).includes(echoed),
              `${what} came back as ${echoed.slice(0, 40)}`,
            )
        }
    }
    const stillThere = await target.shop.database.db.$count(orders)
    log.check(stillThere > 0, 'the orders table lost its rows')
    return log.outcome()
  },
}
