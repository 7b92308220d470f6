import { SEEMS_OFFLINE } from '@sweet-art/domain/messages'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'
import { API_PREFIX } from '@/config/env'

/**
 * A failed API call. `message` is safe to show a customer only when `hasServerMessage` is true,
 * i.e. it came from the API's error body (docs/product.md › Error answers); otherwise it is for
 * logs.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: Record<string, string> | undefined
  readonly hasServerMessage: boolean
  /** The id the server's log lines of the call carry, when it answered (its `X-Request-Id`). */
  readonly requestId: string | undefined

  constructor(options: {
    status: number
    code: string
    message: string
    fields?: Record<string, string> | undefined
    hasServerMessage: boolean
    requestId?: string | undefined
    cause?: unknown
  }) {
    super(options.message, { cause: options.cause })
    this.name = 'ApiError'
    this.status = options.status
    this.code = options.code
    this.fields = options.fields
    this.hasServerMessage = options.hasServerMessage
    this.requestId = options.requestId
  }
}

// The code of a call that never got through: `fetch` rejects only when the request could not be
// sent or answered (a TypeError), or was aborted, which is passed on as it is.
const NETWORK_FAILURE = 'NETWORK'

/**
 * What a customer is told of a failed call (docs/product.md › Error answers; › When something
 * fails): the server's own message; that the device seems offline when the call never got
 * through; otherwise nothing, and the caller says what failed in its own words.
 */
export function customerMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.hasServerMessage) return error.message
  return error.code === NETWORK_FAILURE ? SEEMS_OFFLINE : undefined
}

// The header the API answers every call with its id (the same origin, so the browser may read it).
const REQUEST_ID_HEADER = 'X-Request-Id'

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/**
 * What checks an answer: a zod schema, or a light check from `answer-shape` for the answers the
 * storefront needs at start, so zod is not part of its first download.
 */
export interface AnswerSchema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: unknown }
}

/** An answer's check, or a loader of it for a check only some answers need (fetched on first use). */
export type AnswerCheck<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>)

interface RequestOptions<T> {
  method?: HttpMethod
  /** Sent as JSON; `FormData` is sent as multipart untouched. */
  body?: unknown
  /** Validates the answer so a contract drift fails here, loudly, not deep in a component. */
  schema?: AnswerCheck<T>
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** The URL of an API path; `path` starts with `/`. */
export function apiUrl(path: string): string {
  return `${API_PREFIX}${path}`
}

/** The URL of a stored file such as a product photo (image URL from path and name). */
export function apiFileUrl(file: ImageFile): string {
  return `${API_PREFIX}/${file.path}/${file.name}`
}

/**
 * Calls the API with the session cookie (docs/product.md › Accounts: all calls send cookies),
 * sending and reading JSON. Throws `ApiError` for a non-2xx answer, an unreachable server or an
 * answer that does not match `schema`.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, schema, headers = {}, signal } = options
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  }

  let response: Response
  try {
    response = await fetch(apiUrl(path), init)
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError({
      status: 0,
      code: NETWORK_FAILURE,
      message: `Could not reach ${path}`,
      hasServerMessage: false,
      cause: error,
    })
  }

  const payload = await readPayload(response)
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined
  if (!response.ok) throw toApiError(response.status, payload, requestId)
  if (!schema) return payload as T

  const check = typeof schema === 'function' ? await schema() : schema
  const result = check.safeParse(payload)
  if (!result.success) {
    throw new ApiError({
      status: response.status,
      code: 'BAD_RESPONSE',
      message: `Unexpected answer from ${path}`,
      hasServerMessage: false,
      requestId,
      cause: result.error,
    })
  }
  return result.data
}

/** GET shorthand. */
export function apiGet<T>(path: string, schema?: AnswerCheck<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest(path, { schema, ...(signal ? { signal } : {}) })
}

/** POST shorthand. */
export function apiPost<T>(
  path: string,
  body: unknown,
  schema?: AnswerCheck<T>,
  signal?: AbortSignal,
): Promise<T> {
  return apiRequest(path, { method: 'POST', body, schema, ...(signal ? { signal } : {}) })
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (text === '') return undefined
  const isJson = response.headers.get('content-type')?.includes('json') ?? false
  if (!isJson) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function toApiError(status: number, payload: unknown, requestId: string | undefined): ApiError {
  const body = isRecord(payload) ? payload : {}
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : undefined
  return new ApiError({
    status,
    code: typeof body.code === 'string' ? body.code : 'HTTP_' + String(status),
    message: message ?? `Request failed with status ${String(status)}`,
    fields: isStringRecord(body.fields) ? body.fields : undefined,
    hasServerMessage: message !== undefined,
    requestId,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string')
}
