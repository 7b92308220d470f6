import { z } from 'zod'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { ERROR_CODES, type ErrorBody } from '@sweet-art/domain/errors'
import { IdempotencyKeySchema } from '@sweet-art/domain/schemas/payments'
import { SESSION_COOKIE } from '../../plugins/session'
import { API_TAGS, NAMED_ANSWERS, NAMED_REQUESTS, type PublicOperation } from './public-api'

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

function objectParts(schema: z.ZodObject): {
  properties: Record<string, JsonSchema>
  required: string[]
} {
  const json = inlineSchema(schema)
  return {
    properties: (json.properties ?? {}) as Record<string, JsonSchema>,
    required: (json.required ?? []) as string[],
  }
}

function parametersOf(operation: PublicOperation): OpenApiParameter[] {
  const declared = operation.params ? objectParts(operation.params).properties : {}
  const parameters: OpenApiParameter[] = pathParameterNames(operation.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: declared[name] ?? { type: 'string' },
  }))
  if (operation.query) {
    const { properties, required } = objectParts(operation.query)
    for (const [name, schema] of Object.entries(properties))
      parameters.push({ name, in: 'query', required: required.includes(name), schema })
  }
  if (operation.idempotent)
    parameters.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: true,
      schema: inlineSchema(IdempotencyKeySchema),
    })
  return parameters
}

function requestBodyOf(
  operation: PublicOperation,
  components: SchemaComponents,
): OpenApiOperation['requestBody'] {
  const name = `${capitalised(operation.operationId)}Request`
  if (operation.multipart) {
    const { properties, required } = objectParts(operation.multipart.fields)
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
            properties: { ...properties, [operation.multipart.files]: files },
            required: [...required, operation.multipart.files],
          },
        },
      },
    }
  }
  const { body } = operation
  if (!body) return undefined
  const schema =
    'client' in body && 'visitor' in body
      ? {
          description: 'A signed-in client sends the first, a visitor the second.',
          anyOf: [
            components.request(body.client, `${name}Client`),
            components.request(body.visitor, `${name}Visitor`),
          ],
        }
      : components.request(body, name)
  return { required: true, content: { 'application/json': { schema } } }
}

function standardErrorsOf(operation: PublicOperation): Record<number, string> {
  const errors: Record<number, string> = {}
  const inputs = [operation.body, operation.query, operation.params, operation.multipart]
  if (inputs.some(Boolean) || operation.idempotent)
    errors[400] =
      'The input is not valid: `VALIDATION` with a message per field in `fields`, or `BAD_REQUEST`.'
  if (operation.access === 'client') errors[401] = 'Not signed in.'
  if (operation.method !== 'GET' && !operation.path.startsWith('/payments/webhooks/'))
    errors[403] =
      operation.access === 'client'
        ? 'Sent from a foreign origin, or naming another client than the session.'
        : 'Sent from a foreign origin.'
  if (operation.rateLimited) errors[429] = 'Too many requests from this address; see `Retry-After`.'
  return errors
}

function responsesOf(
  operation: PublicOperation,
  components: SchemaComponents,
): Record<string, OpenApiResponse> {
  const responses: Record<string, OpenApiResponse> = {}
  for (const [status, description] of Object.entries(standardErrorsOf(operation)))
    responses[status] = { description, content: { 'application/json': { schema: ERROR_REF } } }
  for (const [status, answer] of Object.entries(operation.responses)) {
    const response: OpenApiResponse = { description: answer.description }
    if (Number(status) >= 400) response.content = { 'application/json': { schema: ERROR_REF } }
    else if (answer.mediaType) response.content = { [answer.mediaType]: {} }
    else if (answer.schema) {
      const name = `${capitalised(operation.operationId)}Answer`
      response.content = { 'application/json': { schema: components.answer(answer.schema, name) } }
    }
    responses[status] = response
  }
  responses.default = {
    description: 'The server could not answer: `INTERNAL` (500) or `UNAVAILABLE` (503).',
    content: { 'application/json': { schema: ERROR_REF } },
  }
  return responses
}

/** The OpenAPI 3.1 description of the given operations, their schemas turned into JSON Schema by zod. */
export function buildOpenApiDocument(
  operations: readonly PublicOperation[],
  options: { apiPrefix: string },
): OpenApiDocument {
  const components = new SchemaComponents()
  components.answer(ErrorBodySchema, 'Error')
  const paths: OpenApiDocument['paths'] = {}
  for (const operation of operations) {
    const parameters = parametersOf(operation)
    const requestBody = requestBodyOf(operation, components)
    const described: OpenApiOperation = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.tag],
      ...(operation.access === 'client' ? { security: [{ [SESSION_SECURITY]: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(operation, components),
    }
    const path = toOpenApiPath(operation.path)
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: described }
  }
  const usedTags = new Set(operations.map((operation) => operation.tag))
  return {
    openapi: '3.1.0',
    info: { title: 'Sweet Art API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: options.apiPrefix }],
    tags: Object.entries(API_TAGS)
      .filter(([name]) => usedTags.has(name as keyof typeof API_TAGS))
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
