import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { clients } from '@sweet-art/db/schema'
import type { SignupRequest } from '@sweet-art/domain/schemas/forms'
import { UserSchema, type User } from '@sweet-art/domain/schemas/users'
import { createAgent, type Agent } from './agent'
import type { TestApp } from './test-app'

/** Sign-up details that pass the shared rules, with an e-mail of their own; `overrides` win. */
export function newClientDetails(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    firstName: 'Dora',
    lastName: 'Baker',
    email: `client.${randomUUID()}@example.com`,
    phone: '07700 900123',
    password: 'long enough',
    ...overrides,
  }
}

export interface SignedUpClient {
  /** A browser holding the new client's session. */
  agent: Agent
  user: User
  details: SignupRequest
}

/** Signs a new client up in a browser of its own. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUpClient> {
  const details = newClientDetails(overrides)
  const agent = createAgent(app)
  const response = await agent.post('/api/clients/auth/signup', details)
  expect(response.statusCode, response.body).toBe(201)
  return { agent, user: UserSchema.parse(response.json()), details }
}

/** Signs a new client up and makes them one of the bakery's admins, as `npm run admin:create` would. */
export async function signUpBaker(
  shop: TestApp,
  overrides: Partial<SignupRequest> = {},
): Promise<SignedUpClient> {
  const baker = await signUp(shop.app, { firstName: 'Baker', ...overrides })
  await shop.database.db.update(clients).set({ role: 'admin' }).where(eq(clients.id, baker.user.id))
  return baker
}
