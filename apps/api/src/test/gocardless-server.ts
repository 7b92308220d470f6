import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Agent } from 'node:https'
import { connect, type AddressInfo } from 'node:net'
import type { BillingRequest, BillingRequestFlow, Creditor, JsonMap } from 'gocardless-nodejs/types'
import type { Clock } from '../lib/clock'
import {
  createGoCardlessClient,
  type GoCardlessApi,
  type GoCardlessEnvironment,
} from '../providers/payments/gocardless-client'
import {
  billingRequestFixture,
  billingRequestFlowFixture,
  creditorFixture,
  errorBody,
} from './gocardless-fixtures'

/** One request the local GoCardless received. */
export interface GoCardlessCall {
  method: string
  path: string
  idempotencyKey: string | undefined
  body: JsonMap | null
  status: number
}

/** A local server answering as GoCardless does, and the official client pointed at it. */
export interface LocalGoCardless {
  /** The official SDK's client for `accessToken`, connected to this server instead of GoCardless. */
  clientFor: (accessToken: string, environment?: GoCardlessEnvironment) => GoCardlessApi
  /** The token this account accepts; any other is a 401, as a token of the other environment is. */
  accessToken: string
  calls: GoCardlessCall[]
  billingRequests: Map<string, BillingRequest>
  /** The creditor `GET /creditors` lists; none when null. */
  setCreditor: (creditor: Creditor | null) => void
  /** The next POST to `path` gets a 422 `validation_failed` on `field`, as GoCardless refuses a value it finds wrong. */
  refuseNext: (path: string, field: string, message: string) => void
  /** Marks a billing request fulfilled, as the customer's bank authorising it does, and answers its payment id. */
  fulfil: (billingRequestId: string) => string
  close: () => Promise<void>
}

const ACCESS_TOKEN = 'sandbox_local-test-token'

/**
 * Starts the local GoCardless on a free port. It keeps billing requests and flows in memory,
 * answers a repeated `Idempotency-Key` with GoCardless's 409 `idempotent_creation_conflict`
 * naming the first resource, a field GoCardless would refuse with a 422 `validation_failed`,
 * cancelling a request no longer pending with a 422 `invalid_state`, and a wrong token with a 401.
 */
export async function startLocalGoCardless(clock: Clock): Promise<LocalGoCardless> {
  const calls: GoCardlessCall[] = []
  const billingRequests = new Map<string, BillingRequest>()
  const flows = new Map<string, BillingRequestFlow>()
  const byIdempotencyKey = new Map<string, string>()
  let creditor: Creditor | null = creditorFixture()
  const refusals = new Map<string, { field: string; message: string }>()
  let count = 0
  const nextId = (prefix: string) => `${prefix}${String((count += 1)).padStart(10, '0')}`

  type Answer = { status: number; body: object }

  function conflict(existingId: string): Answer {
    return {
      status: 409,
      body: errorBody(
        409,
        'invalid_state',
        'A resource has already been created with this idempotency key',
        [
          {
            reason: 'idempotent_creation_conflict',
            message: 'A resource has already been created with this idempotency key',
            links: { conflicting_resource_id: existingId },
          },
        ],
      ),
    }
  }

  function invalid(field: string, message: string): Answer {
    return {
      status: 422,
      body: errorBody(422, 'validation_failed', 'Validation failed', [
        { reason: 'validation_failed', field, message },
      ]),
    }
  }

  function answer(
    method: string,
    path: string,
    key: string | undefined,
    body: JsonMap | null,
  ): Answer {
    if (method === 'GET' && path.startsWith('/creditors'))
      return {
        status: 200,
        body: {
          creditors: creditor ? [creditor] : [],
          meta: { cursors: { before: null, after: null }, limit: 1 },
        },
      }

    const refusal = method === 'POST' ? refusals.get(path) : undefined
    if (refusal) {
      refusals.delete(path)
      return invalid(refusal.field, refusal.message)
    }
    const existing = key === undefined ? undefined : byIdempotencyKey.get(key)
    if (method === 'POST' && path === '/billing_requests') {
      if (existing) return conflict(existing)
      const request = body?.['billing_requests'] as Parameters<typeof billingRequestFixture>[1]
      const amount = request.payment_request?.amount
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
        return invalid('amount', 'must be a whole number of pence, at least 1')
      if (request.payment_request?.currency !== 'GBP')
        return invalid('currency', 'is not supported for Instant Bank Pay')
      const created = billingRequestFixture(nextId('BRQ'), request, clock().toISOString())
      billingRequests.set(created.id, created)
      if (key) byIdempotencyKey.set(key, created.id)
      return { status: 201, body: { billing_requests: created } }
    }
    if (method === 'POST' && path === '/billing_request_flows') {
      if (existing) return conflict(existing)
      const request = body?.['billing_request_flows'] as Parameters<
        typeof billingRequestFlowFixture
      >[1]
      if (!billingRequests.has(request.links.billing_request))
        return invalid('billing_request', 'was not found')
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(request.prefilled_customer?.email ?? ''))
        return invalid('email', 'is not a valid email address')
      const created = billingRequestFlowFixture(nextId('BRF'), request, clock())
      flows.set(created.id, created)
      if (key) byIdempotencyKey.set(key, created.id)
      return { status: 200, body: { billing_request_flows: created } }
    }
    const cancel = /^\/billing_requests\/(\w+)\/actions\/cancel$/.exec(path)
    if (method === 'POST' && cancel?.[1]) {
      const found = billingRequests.get(cancel[1])
      if (!found)
        return {
          status: 404,
          body: errorBody(404, 'invalid_api_usage', 'Resource not found', [
            { reason: 'resource_not_found', message: 'Resource not found' },
          ]),
        }
      if (found.status !== 'pending')
        return {
          status: 422,
          body: errorBody(422, 'invalid_state', `Billing request is ${found.status ?? ''}`, [
            {
              reason: 'billing_request_not_cancellable',
              message: `Billing request is ${found.status ?? ''}`,
            },
          ]),
        }
      found.status = 'cancelled'
      return { status: 200, body: { billing_requests: found } }
    }
    const find = /^\/billing_requests\/(\w+)$/.exec(path)
    if (method === 'GET' && find?.[1]) {
      const found = billingRequests.get(find[1])
      if (found) return { status: 200, body: { billing_requests: found } }
    }
    return {
      status: 404,
      body: errorBody(404, 'invalid_api_usage', 'Resource not found', [
        { reason: 'resource_not_found', message: 'Resource not found' },
      ]),
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = ''
    for await (const chunk of request) raw += String(chunk)
    const url = new URL(request.url ?? '/', 'https://api-sandbox.gocardless.com')
    const method = request.method ?? 'GET'
    const keyHeader = request.headers['idempotency-key']
    const key = typeof keyHeader === 'string' ? keyHeader : undefined
    const body = raw ? (JSON.parse(raw) as JsonMap) : null
    const result =
      request.headers.authorization === `Bearer ${ACCESS_TOKEN}`
        ? answer(method, url.pathname, key, body)
        : {
            status: 401,
            body: errorBody(401, 'invalid_api_usage', 'Unauthorized', [
              { reason: 'unauthorized', message: 'Unauthorized' },
            ]),
          }
    calls.push({ method, path: url.pathname, idempotencyKey: key, body, status: result.status })
    response.writeHead(result.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(result.body))
  }

  const server = createServer((request, response) => {
    void handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  /** The SDK speaks https to GoCardless; this agent hands it a plain connection to the local server. */
  class LocalAgent extends Agent {
    override createConnection() {
      return connect(port, '127.0.0.1')
    }
  }

  return {
    clientFor: (accessToken, environment = 'sandbox') =>
      createGoCardlessClient({
        accessToken,
        environment,
        client: { proxy: { https: new LocalAgent() } },
      }),
    accessToken: ACCESS_TOKEN,
    calls,
    billingRequests,
    refuseNext: (path, field, message) => {
      refusals.set(path, { field, message })
    },
    setCreditor: (next) => {
      creditor = next
    },
    fulfil(billingRequestId) {
      const found = billingRequests.get(billingRequestId)
      if (!found) throw new Error(`no billing request ${billingRequestId}`)
      const paymentId = nextId('PM')
      found.status = 'fulfilled'
      found.links = { ...found.links, payment_request_payment: paymentId }
      return paymentId
    },
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  }
}
