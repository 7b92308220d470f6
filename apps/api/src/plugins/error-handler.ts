import type { FastifyError, FastifyInstance } from 'fastify'
import { AppError, type ErrorBody, type ErrorCode } from '@sweet-art/domain/errors'
import { isDependencyOutage } from '../lib/outage'
import { retryAfterOf } from './rate-limit'

const STATUS_OF_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_SIGNATURE: 498,
  UNAVAILABLE: 503,
  INTERNAL: 500,
}

/** Fastify's own client errors, told in words a customer can read. */
const FRAMEWORK_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be read.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  405: { code: 'BAD_REQUEST', message: 'This method is not allowed here.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
}

const BAD_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY'])

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.'
const OUTAGE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.'

/** Maps any thrown error to the one JSON error shape (docs/product.md › Error answers); internals of 5xx never leave. */
export function toErrorReply(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code }
    if (error.fields) body.fields = error.fields
    return { status: STATUS_OF_CODE[error.code], body }
  }
  const { statusCode = 500, code: frameworkCode } = error as Partial<FastifyError>
  if (statusCode < 500) {
    const known = FRAMEWORK_ERRORS[statusCode] ?? FRAMEWORK_ERRORS[400]
    const message = BAD_JSON_CODES.has(frameworkCode ?? '')
      ? 'The request body is not valid JSON.'
      : (known?.message ?? 'The request could not be read.')
    return { status: statusCode, body: { code: known?.code ?? 'BAD_REQUEST', message } }
  }
  // The database or Redis is away: a clear "try again" rather than a bug report
  // (docs/product.md › Speed and resilience).
  if (isDependencyOutage(error))
    return { status: 503, body: { code: 'UNAVAILABLE', message: OUTAGE_MESSAGE } }
  return { status: 500, body: { code: 'INTERNAL', message: INTERNAL_MESSAGE } }
}

/** Installs the single error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorReply(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: body.code, status }, body.message)
    const retryAfter = retryAfterOf(error)
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter))
    return reply.status(status).type('application/json').send(body)
  })
}
