import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { SignupRequest } from '@sweet-art/domain/schemas/forms'
import { UserSchema, type User } from '@sweet-art/domain/schemas/users'
import { createAgent, type Agent } from './agent'

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
