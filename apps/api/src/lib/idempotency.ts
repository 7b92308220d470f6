import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { and, eq } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { idempotencyKeys } from '@sweet-art/db/schema'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { AppError } from '@sweet-art/domain/errors'
import { IdempotencyKeySchema } from '@sweet-art/domain/schemas/payments'
import type { DatabaseTransaction } from '../modules/orders/orders.repository'

/** An answer already given to a key, replayed as it was. */
export interface StoredAnswer {
  statusCode: number
  body: unknown
}

const KEY_REUSED =
  'This checkout was already sent with other details. Please reload the page and try again.'
const STILL_RUNNING = 'Your order is still being placed. Please wait a moment before trying again.'

/** A stable fingerprint of a request, so a retry is told apart from a different order under the same key. */
export function fingerprintRequest(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url')
}

/**
 * `Idempotency-Key` handling (decisions §2: the same key never creates two orders). The key row is
 * written in the same database transaction as the order, so either both exist or neither does; a
 * concurrent request with the same key waits on the row's unique index and then replays the answer.
 */
export interface IdempotencyStore {
  /** The answer given before to this key, or null when it is new; throws when the key was used for another request. */
  find: (scope: string, key: string, requestHash: string) => Promise<StoredAnswer | null>
  /** Claims the key inside `tx`; false when another request holds it already. */
  claim: (
    tx: DatabaseTransaction,
    scope: string,
    key: string,
    requestHash: string,
  ) => Promise<boolean>
  /** Records the answer inside the same transaction that claimed the key. */
  record: (
    tx: DatabaseTransaction,
    scope: string,
    key: string,
    answer: StoredAnswer,
  ) => Promise<void>
}

/** The idempotency store in the database. */
export function createIdempotencyStore(db: Database): IdempotencyStore {
  return {
    async find(scope, key, requestHash) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      if (!row) return null
      if (row.requestHash !== requestHash) throw new AppError('CONFLICT', KEY_REUSED)
      if (row.statusCode === null) throw new AppError('CONFLICT', STILL_RUNNING)
      return { statusCode: row.statusCode, body: row.responseBody }
    },
    async claim(tx, scope, key, requestHash) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      return claimed.length > 0
    },
    async record(tx, scope, key, answer) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, responseBody: answer.body })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    },
  }
}

const MISSING_KEY = `Please send a fresh ${IDEMPOTENCY_KEY_HEADER} (a UUID) with each checkout.`

/** The checkout's `Idempotency-Key` header, required so a retried checkout never creates two orders (decisions §2). */
export function readIdempotencyKey(request: FastifyRequest): string {
  const parsed = IdempotencyKeySchema.safeParse(
    request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
  )
  if (!parsed.success) throw new AppError('BAD_REQUEST', MISSING_KEY)
  return parsed.data
}
