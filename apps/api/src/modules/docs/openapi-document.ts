import type { FastifySchema } from 'fastify'
import { z } from 'zod'
import { AppOptionsSchema } from '@sweet-art/domain/schemas/app-options'
import { SectionSchema } from '@sweet-art/domain/schemas/catalog'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { ERROR_CODES, type ErrorBody } from '@sweet-art/domain/errors'
import {
  AddressCreateRequestSchema,
  ClientCheckoutSchema,
  GuestCheckoutSchema,
} from '@sweet-art/domain/schemas/forms'
import { PlaceDetailsSchema, PlacePredictionSchema } from '@sweet-art/domain/schemas/maps'
import { OrderSchema, TransactionSchema } from '@sweet-art/domain/schemas/orders'
import {
  IdempotencyKeySchema,
  PayLinkSchema,
  PaymentHandOffSchema,
  SandboxOutcomeSchema,
  SandboxPaymentSchema,
} from '@sweet-art/domain/schemas/payments'
import { AddressSchema, UserSchema } from '@sweet-art/domain/schemas/users'
import type { RouteAccess } from '../../plugins/access'
import { SESSION_COOKIE } from '../../plugins/session'
import { DistanceAnswerSchema } from '../maps/maps.routes'

/** The groups the description shows its operations in; a route's `tags` names one. */
export const API_TAGS = {
  catalogue: 'The active catalogue and its photos.',
  options: "The shop's delivery, congestion and calendar options, and the days free to deliver on.",
  auth: 'Sign-up, log in and out, password recovery by e-mailed code.',
  clients: "The signed-in client's profile.",
  addresses: "The signed-in client's address book.",
  maps: 'Address suggestions, postcodes and delivery distances.',
  orders: 'Orders sent as requests for a price.',
  uploads: 'Photos a client adds to an order.',
  payments: 'Paid checkout, transactions, provider webhooks and the offline sandbox.',
  health: 'Whether the API can serve.',
} as const

/** Answers shown under their own names wherever they appear; the others are named after their operation. */
const NAMED_ANSWERS: Record<string, z.ZodType> = {
  Section: SectionSchema,
  AppOptions: AppOptionsSchema,
  User: UserSchema,
  Address: AddressSchema,
  Order: OrderSchema,
  Transaction: TransactionSchema,
  PlacePrediction: PlacePredictionSchema,
  PlaceDetails: PlaceDetailsSchema,
  Distance: DistanceAnswerSchema,
  PaymentHandOff: PaymentHandOffSchema,
  PayLink: PayLinkSchema,
  SandboxPayment: SandboxPaymentSchema,
  SandboxOutcome: SandboxOutcomeSchema,
}

/** Request bodies several operations share, under their own names. */
const NAMED_REQUESTS: Record<string, z.ZodType> = {
  AddressRequest: AddressCreateRequestSchema,
  ClientCheckout: ClientCheckoutSchema,
  GuestCheckout: GuestCheckoutSchema,
}

/** A public route as the app registered it, read from its route options. */
export interface DescribedRoute {
  method: string
  /** Relative to the API prefix, in Fastify's syntax (`:id`, a final `*`). */
  path: string
  schema: FastifySchema
  /** Set by the scope that checks the session; none for a route anyone may call. */
  access: RouteAccess | undefined
}

/** The error body of every failed call (docs/product.md › Error answers), as the error handler writes it. */
export const ErrorBodySchema = z.object({
  message: z.string().describe('Safe to show a customer.'),
  code: z.enum(ERROR_CODES),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('With VALIDATION: one message per field path, e.g. `delivery.date`.'),
}) satisfies z.ZodType<ErrorBody>

type JsonSchema = Record<string, unknown>

export interface OpenApiParameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}

export interface OpenApiResponse {
  description: string
  content?: Record<string, { schema?: JsonSchema }>
}

export interface OpenApiOperation {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  security?: Record<string, string[]>[]
  parameters?: OpenApiParameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, OpenApiResponse>
}

type HttpMethod = 'get' | 'post' | 'patch' | 'delete'

/** The parts of an OpenAPI 3.1 document the shop's description uses. */
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>
  components: {
    schemas: Record<string, JsonSchema>
    securitySchemes: Record<string, JsonSchema>
  }
}

const SCHEMA_REF = '#/components/schemas/'
const ERROR_REF = { $ref: `${SCHEMA_REF}Error` }
const SESSION_SECURITY = 'session'
const WILDCARD_PARAMETER = 'path'

const DESCRIPTION = [
  'The API behind the Sweet Art web shop. JSON in and out unless an operation says otherwise.',
  '',
  `Sessions are the HttpOnly cookie \`${SESSION_COOKIE}\`, set by sign-up and log in. ` +
    'State-changing calls from a foreign `Origin` are refused with 403, webhooks excepted.',
  'Every failure answers the `Error` body with a 4xx or 5xx status; `message` is safe to show.',
  'Money is in pounds with at most two decimals; dates are `YYYY-MM-DD` and times `HH:mm`, ' +
    'Europe/London.',
].join('\n')

/** `/maps/place/:placeId` as OpenAPI writes it: `/maps/place/{placeId}`; a final `*` is `{path}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${WILDCARD_PARAMETER}}`)
}

function pathParameterNames(path: string): string[] {
  return [...toOpenApiPath(path).matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Names every schema the description refers to, once: each becomes a component and every use a
 * `$ref`. Requests are described as clients send them, answers as the server writes them.
 */
class SchemaComponents {
  private readonly requests = z.registry<{ id: string }>()
  private readonly answers = z.registry<{ id: string }>()
  private readonly owners = new Map<string, z.ZodType>()
  private readonly givenNames = new Map<z.ZodType, string>(
    Object.entries(NAMED_REQUESTS).map(([name, schema]) => [schema, name]),
  )

  constructor() {
    // Named up front, so an answer nesting one (a user's orders) refers to it rather than repeating it.
    for (const [name, schema] of Object.entries(NAMED_ANSWERS)) this.answer(schema, name)
  }

  request(schema: z.ZodType, fallbackName: string): JsonSchema {
    return this.refer(this.requests, schema, fallbackName)
  }

  answer(schema: z.ZodType, fallbackName: string): JsonSchema {
    return this.refer(this.answers, schema, fallbackName)
  }

  private refer(
    registry: z.core.$ZodRegistry<{ id: string }>,
    schema: z.ZodType,
    fallbackName: string,
  ): JsonSchema {
    const known = registry.get(schema)?.id
    if (known) return { $ref: `${SCHEMA_REF}${known}` }
    const id = this.givenNames.get(schema) ?? fallbackName
    const owner = this.owners.get(id)
    if (owner && owner !== schema) throw new Error(`two different schemas are named ${id}`)
    // A schema sent and answered alike would need two components of one name.
    if (owner) throw new Error(`${id} is both a request and an answer; give one a name of its own`)
    this.owners.set(id, schema)
    registry.add(schema, { id })
    return { $ref: `${SCHEMA_REF}${id}` }
  }

  /** Every component, without the `$schema` and `$id` zod writes into stand-alone schemas. */
  toComponents(): Record<string, JsonSchema> {
    const options = { unrepresentable: 'any', uri: (id: string) => `${SCHEMA_REF}${id}` } as const
    const all = {
      ...z.toJSONSchema(this.requests, { ...options, io: 'input' }).schemas,
      ...z.toJSONSchema(this.answers, { ...options, io: 'output' }).schemas,
    }
    return Object.fromEntries(
      Object.entries(all).map(([id, schema]) => [id, embeddable(schema as JsonSchema)]),
    )
  }
}

/** A schema without the `$schema` and `$id` zod gives a stand-alone one: the document sets the dialect. */
function embeddable(schema: JsonSchema): JsonSchema {
  const copy = { ...schema }
  delete copy.$schema
  delete copy.$id
  return copy
}

function inlineSchema(schema: z.ZodType): JsonSchema {
  return embeddable(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))
}

function objectParts(schema: z.ZodType): {
  properties: Record<string, JsonSchema>
  required: string[]
} {
  const json = inlineSchema(schema)
  return {
    properties: (json.properties ?? {}) as Record<string, JsonSchema>,
    required: (json.required ?? []) as string[],
  }
}

/** The zod schema a route gives for one part, or none; anything else in its place is a mistake. */
function zodPart(route: DescribedRoute, part: string, value: unknown): z.ZodType | undefined {
  if (value === undefined) return undefined
  if (value instanceof z.ZodType) return value
  throw new Error(`${route.method} ${route.path}: its ${part} schema is not a zod schema`)
}

/** The zod schemas of a route's request parts: those Fastify checks, and a body its handler parses. */
export function requestPartsOf(route: DescribedRoute) {
  const { schema } = route
  return {
    params: zodPart(route, 'params', schema.params),
    querystring: zodPart(route, 'querystring', schema.querystring),
    body: zodPart(route, 'body', schema.body),
    handlerBody: schema.handlerBody,
  }
}

/** The JSON body's zod schema of each status: those of `response`, and those a handler writes itself. */
export function answerSchemasOf(route: DescribedRoute): Record<string, z.ZodType> {
  const schemas: Record<string, z.ZodType> = {}
  for (const [status, answer] of Object.entries(route.schema.answers ?? {}))
    if (typeof answer !== 'string' && answer.schema) schemas[status] = answer.schema
  for (const [status, value] of Object.entries(route.schema.response ?? {})) {
    const schema = zodPart(route, `${status} response`, value)
    if (schema) schemas[status] = schema
  }
  return schemas
}

function parametersOf(route: DescribedRoute): OpenApiParameter[] {
  const { params, querystring } = requestPartsOf(route)
  const declared = params ? objectParts(params).properties : {}
  const parameters: OpenApiParameter[] = pathParameterNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? { type: 'string' },
  }))
  if (querystring) {
    const { properties, required } = objectParts(querystring)
    for (const [name, schema] of Object.entries(properties))
      parameters.push({ name, in: 'query', required: required.includes(name), schema })
  }
  if (route.schema.idempotent)
    parameters.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: true,
      schema: inlineSchema(IdempotencyKeySchema),
    })
  return parameters
}

function requestBodyOf(
  route: DescribedRoute,
  operationId: string,
  components: SchemaComponents,
): OpenApiOperation['requestBody'] {
  const name = `${capitalised(operationId)}Request`
  const { body, handlerBody } = requestPartsOf(route)
  if (body) return jsonBody(components.request(body, name))
  if (!handlerBody) return undefined
  if ('json' in handlerBody) return jsonBody(components.request(handlerBody.json, name))
  if ('client' in handlerBody)
    return jsonBody({
      description: 'A signed-in client sends the first, a visitor the second.',
      anyOf: [
        components.request(handlerBody.client, `${name}Client`),
        components.request(handlerBody.visitor, `${name}Visitor`),
      ],
    })
  const { properties, required } = objectParts(handlerBody.multipart)
  const files = {
    type: 'array',
    items: { type: 'string', contentMediaType: 'application/octet-stream' },
  }
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...properties, [handlerBody.files]: files },
          required: [...required, handlerBody.files],
        },
      },
    },
  }
}

function jsonBody(schema: JsonSchema): OpenApiOperation['requestBody'] {
  return { required: true, content: { 'application/json': { schema } } }
}

function standardErrorsOf(route: DescribedRoute): Record<number, string> {
  const errors: Record<number, string> = {}
  const parts = requestPartsOf(route)
  if (Object.values(parts).some(Boolean) || route.schema.idempotent)
    errors[400] =
      'The input is not valid: `VALIDATION` with a message per field in `fields`, or `BAD_REQUEST`.'
  if (route.access === 'client') errors[401] = 'Not signed in.'
  if (route.method !== 'GET' && !route.path.startsWith('/payments/webhooks/'))
    errors[403] =
      route.access === 'client'
        ? 'Sent from a foreign origin, or naming another client than the session.'
        : 'Sent from a foreign origin.'
  if (route.schema.rateLimited)
    errors[429] = 'Too many requests from this address; see `Retry-After`.'
  return errors
}

function responsesOf(
  route: DescribedRoute,
  operationId: string,
  components: SchemaComponents,
): Record<string, OpenApiResponse> {
  const responses: Record<string, OpenApiResponse> = {}
  for (const [status, description] of Object.entries(standardErrorsOf(route)))
    responses[status] = { description, content: { 'application/json': { schema: ERROR_REF } } }
  const answerSchemas = answerSchemasOf(route)
  for (const [status, answer] of Object.entries(route.schema.answers ?? {})) {
    const described = typeof answer === 'string' ? { description: answer } : answer
    const response: OpenApiResponse = { description: described.description }
    const schema = answerSchemas[status]
    if (Number(status) >= 400) response.content = { 'application/json': { schema: ERROR_REF } }
    else if (described.mediaType) response.content = { [described.mediaType]: {} }
    else if (schema) {
      const name = `${capitalised(operationId)}Answer`
      response.content = { 'application/json': { schema: components.answer(schema, name) } }
    }
    responses[status] = response
  }
  const undescribed = Object.keys(answerSchemas).filter((status) => !responses[status])
  if (undescribed.length > 0)
    throw new Error(
      `${route.method} ${route.path}: no answer says what ${undescribed.join(', ')} means`,
    )
  responses.default = {
    description: 'The server could not answer: `INTERNAL` (500) or `UNAVAILABLE` (503).',
    content: { 'application/json': { schema: ERROR_REF } },
  }
  return responses
}

/** The route's operation id, summary and tag, which every described route must give. */
function namesOf(route: DescribedRoute): { operationId: string; summary: string; tag: string } {
  const { operationId, summary, tags = [] } = route.schema
  const [tag] = tags
  if (!operationId || !summary || tags.length !== 1 || !tag || !(tag in API_TAGS))
    throw new Error(
      `${route.method} ${route.path} needs an operationId, a summary and one tag of API_TAGS`,
    )
  return { operationId, summary, tag }
}

/**
 * The OpenAPI 3.1 description of the given routes, read from the schemas they were registered
 * with; zod turns those into JSON Schema.
 */
export function buildOpenApiDocument(
  routes: readonly DescribedRoute[],
  options: { apiPrefix: string },
): OpenApiDocument {
  const components = new SchemaComponents()
  components.answer(ErrorBodySchema, 'Error')
  const paths: OpenApiDocument['paths'] = {}
  const usedTags = new Set<string>()
  for (const route of routes) {
    const { operationId, summary, tag } = namesOf(route)
    usedTags.add(tag)
    const parameters = parametersOf(route)
    const requestBody = requestBodyOf(route, operationId, components)
    const { description } = route.schema
    const described: OpenApiOperation = {
      operationId,
      summary,
      ...(description ? { description } : {}),
      tags: [tag],
      ...(route.access === 'client' ? { security: [{ [SESSION_SECURITY]: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(route, operationId, components),
    }
    const path = toOpenApiPath(route.path)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: described }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sweet Art API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: options.apiPrefix }],
    tags: Object.entries(API_TAGS)
      .filter(([name]) => usedTags.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components.toComponents(),
      securitySchemes: {
        [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
  }
}
