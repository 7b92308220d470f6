import { eq } from 'drizzle-orm'
import { clients } from '@sweet-art/db/schema'
import { MAX_LINE_QUANTITY } from '@sweet-art/domain/constants'
import type { Order } from '@sweet-art/domain/schemas/orders'
import type { SandboxPayment } from '@sweet-art/domain/schemas/payments'
import { createAgent } from '../src/test/agent'
import {
  AttackLog,
  checkout,
  guestOrder,
  signUpActor,
  type Attack,
  type AttackTarget,
} from './attack-kit'

const PAID_PRODUCT = 'Classic Victoria Sponge'
const PAY = '/api/payments/customer/transactions/clear'

async function amountCharged(target: AttackTarget, body: unknown) {
  const agent = createAgent(target.shop.app)
  const response = await checkout(agent, PAY, body)
  if (response.statusCode !== 201) return { status: response.statusCode, amount: null }
  const { transactionId } = response.json<{ transactionId: string }>()
  const page = await agent.get(`/api/payments/sandbox/${transactionId}`)
  return { status: response.statusCode, amount: page.json<SandboxPayment>().amount }
}

/** The browser sends prices it made up; the server charges what it computes. */
export const priceTampering: Attack = {
  name: 'price tampering',
  expected: 'charged the server-computed amount, or 4xx',
  async run(target) {
    const log = new AttackLog()
    const honest = guestOrder(target, PAID_PRODUCT)
    const fair = await amountCharged(target, honest)
    log.check(fair.status === 201 && (fair.amount ?? 0) > 0, `honest checkout: ${fair.status}`)
    const [line] = honest.products
    if (!line) throw new Error('the order has no line')
    const tamperings: Record<string, unknown> = {
      'line cost 0.01': { ...honest, products: [{ ...line, cost: 0.01 }] },
      'line cost negative': { ...honest, products: [{ ...line, cost: -100 }] },
      'line sale 100%': { ...honest, products: [{ ...line, sale: '100' }] },
      'option costs 0': {
        ...honest,
        products: [{ ...line, options: line.options.map((option) => ({ ...option, cost: 0 })) }],
      },
      'a total and amount of 1p': { ...honest, total: 0.01, amount: 0.01, amountPence: 1 },
      'delivery cost -50': { ...honest, delivery: { ...honest.delivery, cost: -50 } },
    }
    for (const [what, body] of Object.entries(tamperings)) {
      const charged = await amountCharged(target, body)
      const held =
        (charged.status >= 400 && charged.status < 500) ||
        (charged.status === 201 && charged.amount === fair.amount)
      log.check(held, `${what}: ${charged.status}, charged ${charged.amount} vs ${fair.amount}`)
    }
    return log.outcome()
  },
}

/** Quantities no baker could fill: zero, negative, fractional, not numbers, absurdly large. */
export const quantityTampering: Attack = {
  name: 'quantity tampering',
  expected: '4xx, or charged unit price × quantity',
  async run(target) {
    const log = new AttackLog()
    const honest = guestOrder(target, PAID_PRODUCT)
    const fair = await amountCharged(target, honest)
    const [line] = honest.products
    if (!line || fair.amount === null) throw new Error('the honest checkout failed')
    const unit = fair.amount / Number(line.quantity)
    for (const quantity of ['0', '-1', '1.5', 'abc', '', '1e3', '0x10', '999999999', 5]) {
      const charged = await amountCharged(target, {
        ...honest,
        products: [{ ...line, quantity }],
      })
      const held =
        (charged.status >= 400 && charged.status < 500) ||
        (charged.status === 201 &&
          charged.amount !== null &&
          Math.abs(charged.amount - unit * Number(quantity)) < 0.01)
      log.check(held, `quantity ${JSON.stringify(quantity)}: ${charged.status}, ${charged.amount}`)
    }
    return log.outcome()
  },
}

const REQUEST_PRODUCT = 'Bespoke Celebration Cake'

/** The baker prices a request past what one order can hold: refused beside the prices, never a 500. */
export const amountsPastTheCeiling: Attack = {
  name: 'amounts past the ceiling',
  expected: '400 on the prices, the order left unpriced',
  async run(target) {
    const log = new AttackLog()
    const baker = await signUpActor(target, 'Baker')
    await target.shop.database.db
      .update(clients)
      .set({ role: 'admin' })
      .where(eq(clients.id, baker.id))
    const order = guestOrder(target, REQUEST_PRODUCT)
    const [line] = order.products
    if (!line) throw new Error('the order has no line')
    const placed = await checkout(createAgent(target.shop.app), '/api/orders/client/clear', {
      ...order,
      products: [
        { ...line, quantity: String(MAX_LINE_QUANTITY) },
        { ...line, id: `${line.id}-2`, quantity: String(MAX_LINE_QUANTITY) },
      ],
    })
    if (placed.statusCode !== 201) throw new Error(`the request failed: ${placed.body}`)
    const request = placed.json<Order>()
    const price = (cost: number) =>
      baker.agent.post(`/api/admin/orders/${request.id}/price`, {
        lines: request.products.map((priced) => ({ id: priced.id, cost })),
      })
    for (const cost of [100_000, 99_999.99, 75_000]) {
      const response = await price(cost)
      log.status(response, [400], `£ ${cost} × ${MAX_LINE_QUANTITY * 2}`)
      const fields = response.json<{ fields?: Record<string, string> }>().fields ?? {}
      log.check(fields['lines.0.cost'] !== undefined, `£ ${cost}: no message on the price`)
    }
    const after = await baker.agent.get(`/api/admin/orders?q=${request.id.slice(-6)}`)
    const [seen] = after.json<Order[]>()
    log.check(seen?.total === null, `the order was left priced at ${String(seen?.total)}`)
    return log.outcome()
  },
}
