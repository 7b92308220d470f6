import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { AppError } from '@sweet-art/domain/errors'
import { parseWith } from '../../lib/validate'
import { signUp } from '../../test/accounts'
import { createAgent, type Agent } from '../../test/agent'
import { createTestApp, type TestApp } from '../../test/test-app'
import { registeredRoutesOf } from './docs.routes'
import { ErrorBodySchema, toOpenApiPath, type OpenApiDocument } from './openapi-document'
import { createPublicOperations, type PublicOperation } from './public-api'

const PREFIX = '/api'
const DOCS_ROUTES = new Set([`${PREFIX}/docs`, `${PREFIX}/docs/json`])

let shop: TestApp
let document: OpenApiDocument
let client: Agent

beforeAll(async () => {
  shop = await createTestApp()
  client = (await signUp(shop.app)).agent
  const answer = await createAgent(shop.app).get(`${PREFIX}/docs/json`)
  expect(answer.statusCode).toBe(200)
  document = answer.json<OpenApiDocument>()
})
afterAll(async () => {
  await shop.close()
})

const operations = createPublicOperations(new Date())

function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )
}

test('every public route the app serves is in the description, and the description names no other', () => {
  const served = registeredRoutesOf(shop.app)
    .filter(({ method, url }) => method !== 'HEAD' && url.startsWith(`${PREFIX}/`))
    .filter(({ url }) => !url.startsWith(`${PREFIX}/admin/`) && !DOCS_ROUTES.has(url))
    .map(({ method, url }) => `${method} ${toOpenApiPath(url.slice(PREFIX.length))}`)
  const described = operationsOf(document).map(
    ({ method, path }) => `${method.toUpperCase()} ${path}`,
  )
  expect(described.sort()).toEqual([...new Set(served)].sort())
  // The test app runs the sandbox provider, so the whole table is served here.
  expect(described).toHaveLength(operations.length)
})

test('the description is OpenAPI 3.1: unique ids, known tags, path parameters declared, a success and the error body on every operation, every $ref resolved', () => {
  expect(document.openapi).toBe('3.1.0')
  expect(document.servers).toEqual([{ url: PREFIX }])
  const tags = new Set(document.tags.map((tag) => tag.name))
  const ids = new Set<string>()
  for (const { path, method, operation } of operationsOf(document)) {
    const where = `${method} ${path}`
    expect(ids.has(operation.operationId), where).toBe(false)
    ids.add(operation.operationId)
    expect(
      operation.tags.every((tag) => tags.has(tag)),
      where,
    ).toBe(true)
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    const declared = (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameter.name)
      .sort()
    expect(declared, where).toEqual(templated)
    const statuses = Object.keys(operation.responses)
    expect(
      statuses.some((status) => /^2\d\d$/.test(status)),
      where,
    ).toBe(true)
    expect(operation.responses.default?.content?.['application/json']?.schema, where).toEqual({
      $ref: '#/components/schemas/Error',
    })
    for (const scheme of operation.security ?? [])
      for (const name of Object.keys(scheme))
        expect(document.components.securitySchemes[name], where).toBeDefined()
  }
  const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)]
  expect(refs.length).toBeGreaterThan(operations.length)
  for (const [, name] of refs) expect(document.components.schemas[name ?? ''], name).toBeDefined()
})

test('the description says what a signed-in client and a checkout send', () => {
  const signup = document.paths['/clients/auth/signup']?.post
  expect(signup?.requestBody?.content['application/json']?.schema).toEqual({
    $ref: '#/components/schemas/SignUpRequest',
  })
  expect(document.components.schemas.SignUpRequest?.required).toEqual(
    expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'password']),
  )
  const order = document.paths['/orders/client']?.post
  expect(order?.security).toEqual([{ session: [] }])
  expect(order?.parameters).toContainEqual(
    expect.objectContaining({ name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: true }),
  )
  expect(Object.keys(order?.responses ?? {})).toEqual(
    expect.arrayContaining(['201', '400', '401', '403', '409', 'default']),
  )
  const upload = document.paths['/orders/images']?.post?.requestBody?.content
  expect(upload?.['multipart/form-data']?.schema).toMatchObject({
    required: ['orderId', 'files'],
  })
})

/** The field messages the handler's parse gives for `value`, or null when the schema accepts it. */
function fieldsOf(schema: z.ZodType, value: unknown): Record<string, string> | null {
  try {
    parseWith(schema, value)
    return null
  } catch (error) {
    if (error instanceof AppError) return error.fields ?? {}
    throw error
  }
}

/** Every property of the schema given a value no field of the shop accepts. */
function wrongTyped(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return Object.fromEntries(Object.keys(json.properties ?? {}).map((key) => [key, [[]]]))
}

/** Every property of the schema given one string. */
function allSetTo(schema: z.ZodObject, text: string): Record<string, string> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, text]))
}

interface Probe {
  agent: Agent
  schema: z.ZodType
  value: Record<string, unknown>
  url: string
  payload?: unknown
}

function probesOf(operation: PublicOperation, visitor: Agent): Probe[] {
  const agent = operation.access === 'client' ? client : visitor
  const url = `${PREFIX}${operation.path.replace(/:\w+/g, randomUUID())}`
  const probes: Probe[] = []
  const { body, query, params, multipart } = operation
  if (body) {
    const bodies =
      'client' in body && 'visitor' in body
        ? [
            { agent: client, schema: body.client },
            { agent: visitor, schema: body.visitor },
          ]
        : [{ agent, schema: body }]
    for (const each of bodies)
      for (const value of [{}, wrongTyped(each.schema)])
        probes.push({ ...each, value, url, payload: value })
  }
  if (query)
    for (const value of [{}, allSetTo(query, 'x'.repeat(1_001))])
      probes.push({
        agent,
        schema: query,
        value,
        url: `${url}?${new URLSearchParams(value).toString()}`,
      })
  if (params) {
    // Fastify answers 414 to a path parameter over 100 characters before any handler runs, so a
    // path is probed with a value its schema accepts: the handler must take it too.
    const value = allSetTo(params, 'not-a-real-id')
    const filled = operation.path.replace(/:(\w+)/g, (_match, name: string) => value[name] ?? '')
    probes.push({ agent, schema: params, value, url: `${PREFIX}${filled}` })
  }
  if (multipart)
    probes.push({ agent, schema: multipart.fields, value: {}, url, payload: new FormData() })
  return probes
}

test('each documented request schema is the one its handler parses with: the same wrong input gets the same field messages, and right input passes', async () => {
  const visitor = createAgent(shop.app)
  const unprobed: string[] = []
  for (const operation of operations) {
    let probed = 0
    for (const probe of probesOf(operation, visitor)) {
      const expected = fieldsOf(probe.schema, probe.value)
      // Accepted input would make a state-changing handler act, so only a GET probes with it.
      if (expected === null && operation.method !== 'GET') continue
      probed += 1
      const answer = await probe.agent.request(operation.method, probe.url, probe.payload, {
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      })
      const where = `${operation.operationId} with ${JSON.stringify(probe.value).slice(0, 80)}`
      if (expected === null) {
        expect(answer.statusCode, where).not.toBe(400)
        continue
      }
      expect(answer.statusCode, where).toBe(400)
      const error = ErrorBodySchema.strict().parse(answer.json())
      expect(error.fields, where).toEqual(expected)
    }
    const hasInput = operation.body ?? operation.query ?? operation.params ?? operation.multipart
    if (hasInput && probed === 0) unprobed.push(operation.operationId)
  }
  expect(unprobed).toEqual([])
})

test('what the GET operations answer fits the schema the description gives them', async () => {
  const checked: string[] = []
  for (const operation of operations) {
    const schema = operation.responses[200]?.schema
    if (operation.method !== 'GET' || !schema || operation.path.includes(':') || operation.query)
      continue
    const answer = await client.get(`${PREFIX}${operation.path}`)
    expect(answer.statusCode, operation.operationId).toBe(200)
    expect(schema.safeParse(answer.json()).error, operation.operationId).toBeUndefined()
    checked.push(operation.operationId)
  }
  expect(checked).toEqual(
    expect.arrayContaining(['getCatalogue', 'getProfile', 'listOrders', 'checkHealth']),
  )
})

test('/api/docs is a readable page without any script, under the shop CSP, linking the JSON', async () => {
  const page = await createAgent(shop.app).get(`${PREFIX}/docs`)
  expect(page.statusCode).toBe(200)
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  expect(page.body).not.toContain('<script')
  expect(page.body).toContain(`href="${PREFIX}/docs/json"`)
  expect(page.body).toContain('<code>/orders/images</code> Add photos')
})
