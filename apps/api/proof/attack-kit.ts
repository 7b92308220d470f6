import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { createAgent, type Agent } from '../src/test/agent'
import { attemptHeaders, collectionOrder, GUEST } from '../src/test/checkout'
import type { TestApp } from '../src/test/test-app'

/** What the attacks run against: the real app over a fresh seeded database. */
export interface AttackTarget {
  shop: TestApp
  sections: Section[]
}

/** How one attack went: how many attempts it made, and what got through (empty: it held). */
export interface AttackOutcome {
  tried: number
  breaches: string[]
}

/** One attack of the suite, with the answer the shop is expected to give. */
export interface Attack {
  name: string
  expected: string
  run: (target: AttackTarget) => Promise<AttackOutcome>
}

/** Counts attempts and keeps a line for each one the shop did not hold. */
export class AttackLog {
  tried = 0
  readonly breaches: string[] = []

  /** Records one attempt; `held` false keeps `what` as a breach. */
  check(held: boolean, what: string): void {
    this.tried += 1
    if (!held) this.breaches.push(what)
  }

  /** Records an attempt that must be answered with one of `statuses`. */
  status(response: LightMyRequestResponse, statuses: number[], what: string): void {
    this.check(
      statuses.includes(response.statusCode),
      `${what}: answered ${response.statusCode} ${response.body.slice(0, 160)}`,
    )
  }

  outcome(): AttackOutcome {
    return { tried: this.tried, breaches: this.breaches }
  }
}

/** A signed-up client in a browser of their own. */
export interface Actor {
  agent: Agent
  id: string
  email: string
  password: string
}

/** Signs a new client up through the API, without the test runner's assertions. */
export async function signUpActor(target: AttackTarget, firstName = 'Dora'): Promise<Actor> {
  const agent = createAgent(target.shop.app)
  const email = `attack.${randomUUID()}@example.com`
  const password = 'long enough'
  const response = await agent.post('/api/clients/auth/signup', {
    ...GUEST,
    firstName,
    email,
    password,
  })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`)
  return { agent, id: response.json<{ id: string }>().id, email, password }
}

/** Sends one checkout attempt with a fresh idempotency key. */
export function checkout(agent: Agent, path: string, body: unknown) {
  return agent.request('POST', path, body, attemptHeaders())
}

/** A guest's valid checkout body for `title`, collected on the next working day. */
export function guestOrder(target: AttackTarget, title: string) {
  return { ...GUEST, ...collectionOrder(target.sections, title) }
}
