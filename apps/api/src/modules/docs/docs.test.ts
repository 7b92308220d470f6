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
import {
  answerSchemasOf,
  ErrorBodySchema,
  requestPartsOf,
  toOpenApiPath,
  type DescribedRoute,
  type OpenApiDocument,
  type OpenApiOperation,
} from './openapi-document'

const PREFIX = '/api'
const DOCS_ROUTES = new Set([`${PREFIX}/docs`, `${PREFIX}/docs/json`])

let shop: TestApp
let document: OpenApiDocument
let client: Agent
let routes: DescribedRoute[]

beforeAll(async () => {
  shop = await createTestApp()
  client = (await signUp(shop.app)).agent
  const answer = await createAgent(shop.app).get(`${PREFIX}/docs/json`)
  expect(answer.statusCode).toBe(200)
  document = answer.json<OpenApiDocument>()
  // Every route the app serves under the API prefix, but the back office's and the description's own.
  routes = registeredRoutesOf(shop.app)
    .filter(({ method, url }) => method !== 'HEAD' && url.startsWith(`${PREFIX}/`))
    .filter(({ url, access }) => access !== 'admin' && !DOCS_ROUTES.has(url))
    .map((route) => ({ ...route, path: route.url.slice(PREFIX.length) }))
})
afterAll(async () => {
  await shop.close()
})

function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )
}

function operationOf(route: DescribedRoute): OpenApiOperation | undefined {
  const methods: Record<string, OpenApiOperation | undefined> =
    document.paths[toOpenApiPath(route.path)] ?? {}
  return methods[route.method.toLowerCase()]
}

type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema on its own, every part inline. */
function standalone(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  delete json.$schema
  return json
}

/** A schema of the document with each reference to a component replaced by the component. */
function resolved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolved)
  if (typeof value !== 'object' || value === null) return value
  const { $ref: ref, ...rest } = value as JsonSchema
  if (typeof ref === 'string')
    return resolved(document.components.schemas[ref.replace('#/components/schemas/', '')])
  return Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, resolved(inner)]))
}

function propertiesOf(schema: z.ZodType): Record<string, unknown> {
  return (standalone(schema, 'input').properties ?? {}) as Record<string, unknown>
}

test('every public route the app serves is in the description with its schemas: path, query, body and answers', () => {
  const described = operationsOf(document).map(
    ({ method, path }) => `${method.toUpperCase()} ${path}`,
  )
  const served = routes.map(({ method, path }) => `${method} ${toOpenApiPath(path)}`)
  expect(described.sort()).toEqual([...new Set(served)].sort())
  // The test app runs the sandbox provider, so every public route is served here.
  expect(described.length).toBeGreaterThanOrEqual(40)

  for (const route of routes) {
    const where = `${route.method} ${route.path}`
    const operation = operationOf(route)
    expect(operation, where).toBeDefined()
    if (!operation) continue
    expect(operation.operationId, where).toBe(route.schema.operationId)
    expect(operation.summary, where).toBe(route.schema.summary)
    expect(operation.tags, where).toEqual(route.schema.tags)
    expect(operation.security, where).toEqual(
      route.access === 'client' ? [{ session: [] }] : undefined,
    )
    const parameters = operation.parameters ?? []
    const { params, querystring, body, handlerBody } = requestPartsOf(route)
    const pathSchemas = params ? propertiesOf(params) : {}
    for (const name of [...toOpenApiPath(route.path).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
      expect(parameters, where).toContainEqual({
        name,
        in: 'path',
        required: true,
        schema: pathSchemas[name ?? ''] ?? { type: 'string' },
      })
    if (querystring) {
      const json = standalone(querystring, 'input')
      const required = (json.required ?? []) as string[]
      for (const [name, schema] of Object.entries(propertiesOf(querystring)))
        expect(parameters, where).toContainEqual({
          name,
          in: 'query',
          required: required.includes(name),
          schema,
        })
    }
    const content = operation.requestBody?.content
    const json = resolved(content?.['application/json']?.schema)
    if (body) expect(json, where).toEqual(standalone(body, 'input'))
    else if (handlerBody && 'json' in handlerBody)
      expect(json, where).toEqual(standalone(handlerBody.json, 'input'))
    else if (handlerBody && 'client' in handlerBody)
      expect(json, where).toMatchObject({
        anyOf: [standalone(handlerBody.client, 'input'), standalone(handlerBody.visitor, 'input')],
      })
    else if (handlerBody)
      expect(content?.['multipart/form-data']?.schema.properties, where).toEqual({
        ...propertiesOf(handlerBody.multipart),
        [handlerBody.files]: {
          type: 'array',
          items: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      })
    else expect(operation.requestBody, where).toBeUndefined()
    for (const [status, schema] of Object.entries(answerSchemasOf(route)))
      expect(
        resolved(operation.responses[status]?.content?.['application/json']?.schema),
        where,
      ).toEqual(standalone(schema, 'output'))
    for (const status of Object.keys(route.schema.answers ?? {}))
      expect(operation.responses[status], `${where} ${status}`).toBeDefined()
  }
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
  expect(refs.length).toBeGreaterThan(routes.length)
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
  return Object.fromEntries(Object.keys(propertiesOf(schema)).map((key) => [key, [[]]]))
}

/** Every property of the schema given one string. */
function allSetTo(schema: z.ZodType, text: string): Record<string, string> {
  return Object.fromEntries(Object.keys(propertiesOf(schema)).map((key) => [key, text]))
}

interface Probe {
  agent: Agent
  schema: z.ZodType
  value: Record<string, unknown>
  url: string
  payload?: unknown
}

function probesOf(route: DescribedRoute, visitor: Agent): Probe[] {
  const agent = route.access === 'client' ? client : visitor
  const url = `${PREFIX}${route.path.replace(/:\w+/g, randomUUID())}`
  const probes: Probe[] = []
  const { body, querystring, params, handlerBody } = requestPartsOf(route)
  const bodies =
    handlerBody && 'client' in handlerBody
      ? [
          { agent: client, schema: handlerBody.client },
          { agent: visitor, schema: handlerBody.visitor },
        ]
      : [body ?? (handlerBody && 'json' in handlerBody ? handlerBody.json : undefined)]
          .filter((schema) => schema !== undefined)
          .map((schema) => ({ agent, schema }))
  for (const each of bodies) {
    // Without a body the handler saw `{}`, and so does the route's schema.
    probes.push({ ...each, value: {}, url })
    for (const value of [{}, wrongTyped(each.schema)])
      probes.push({ ...each, value, url, payload: value })
  }
  if (querystring)
    for (const value of [{}, allSetTo(querystring, 'x'.repeat(1_001))])
      probes.push({
        agent,
        schema: querystring,
        value,
        url: `${url}?${new URLSearchParams(value).toString()}`,
      })
  if (params) {
    // Fastify answers 414 to a path parameter over 100 characters before any handler runs, so a
    // path is probed with a value its schema accepts: the handler must take it too.
    const value = allSetTo(params, 'not-a-real-id')
    const filled = route.path.replace(/:(\w+)/g, (_match, name: string) => value[name] ?? '')
    probes.push({ agent, schema: params, value, url: `${PREFIX}${filled}` })
  }
  if (handlerBody && 'multipart' in handlerBody)
    probes.push({
      agent,
      schema: handlerBody.multipart,
      value: {},
      url,
      payload: new FormData(),
    })
  return probes
}

test("every route's wrong input gets the shop's 400 with the field messages `parseWith` gives for its schema, and right input passes", async () => {
  const visitor = createAgent(shop.app)
  const unprobed: string[] = []
  for (const route of routes) {
    let probed = 0
    for (const probe of probesOf(route, visitor)) {
      const expected = fieldsOf(probe.schema, probe.value)
      // Accepted input would make a state-changing handler act, so only a GET probes with it.
      if (expected === null && route.method !== 'GET') continue
      probed += 1
      const method = (['GET', 'POST', 'PATCH', 'DELETE'] as const).find(
        (known) => known === route.method,
      )
      if (!method) throw new Error(`no probe for ${route.method}`)
      const answer = await probe.agent.request(method, probe.url, probe.payload, {
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      })
      const where = `${route.method} ${route.path} with ${JSON.stringify(probe.value).slice(0, 80)}`
      if (expected === null) {
        expect(answer.statusCode, where).not.toBe(400)
        continue
      }
      expect(answer.statusCode, where).toBe(400)
      const error = ErrorBodySchema.strict().parse(answer.json())
      expect(error, where).toEqual({
        code: 'VALIDATION',
        message: 'Please check the highlighted fields.',
        fields: expected,
      })
    }
    if (Object.values(requestPartsOf(route)).some(Boolean) && probed === 0)
      unprobed.push(`${route.method} ${route.path}`)
  }
  expect(unprobed).toEqual([])
})

test('what the GET operations answer fits the schema the description gives them', async () => {
  const checked: string[] = []
  for (const route of routes) {
    const schema = answerSchemasOf(route)[200]
    if (route.method !== 'GET' || !schema || route.path.includes(':') || route.schema.querystring)
      continue
    const answer = await client.get(`${PREFIX}${route.path}`)
    expect(answer.statusCode, route.path).toBe(200)
    expect(schema.safeParse(answer.json()).error, route.path).toBeUndefined()
    checked.push(route.schema.operationId ?? route.path)
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
