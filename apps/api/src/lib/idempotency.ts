import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { and, eq, or, sql } from 'drizzle-orm'
import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { idempotencyKeys } from '@sweet-art/db/schema'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import { AppError } from '@sweet-art/domain/errors'
import { IdempotencyKeySchema } from '@sweet-art/domain/schemas/payments'
import { createBatcher } from './batcher'

/** A key of one scope, e.g. a guest's checkout key. */
export interface ScopedKey {
  scope: string
  key: string
}

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
 * `Idempotency-Key` handling (docs/product.md › Sending an order twice: the same key never creates
 * two orders). The key row is written in the same database transaction as the order, so either both
 * exist or neither does; a concurrent request with the same key waits on the row's unique index and
 * then replays the answer.
 */
export interface IdempotencyStore {
  /** The answer given before to this key, or null when it is new; throws when the key was used for another request. */
  find: (scope: string, key: string, requestHash: string) => Promise<StoredAnswer | null>
  /**
   * Claims the keys inside `tx` in one statement; for each, false when another request holds it
   * already (a key repeated in `claims` is claimed by its first occurrence only).
   */
  claim: (
    tx: DatabaseTransaction,
    claims: readonly (ScopedKey & { requestHash: string })[],
  ) => Promise<boolean[]>
  /** Records the answers inside the same transaction that claimed their keys. */
  record: (
    tx: DatabaseTransaction,
    answers: readonly (ScopedKey & { answer: StoredAnswer })[],
  ) => Promise<void>
}

// Concurrent look-ups share one query; a batch stays far below PostgreSQL's parameter limit.
const MAX_LOOKUPS_PER_QUERY = 100

const idOf = ({ scope, key }: ScopedKey) => JSON.stringify([scope, key])

/** The idempotency store in the database. */
export function createIdempotencyStore(db: Database): IdempotencyStore {
  const lookUp = createBatcher(async (wanted: ScopedKey[]) => {
    const rows = await db
      .select()
      .from(idempotencyKeys)
      .where(
        or(
          ...wanted.map(({ scope, key }) =>
            and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)),
          ),
        ),
      )
    const byId = new Map(rows.map((row) => [idOf(row), row]))
    return wanted.map((scoped) => byId.get(idOf(scoped)) ?? null)
  }, MAX_LOOKUPS_PER_QUERY)

  return {
    async find(scope, key, requestHash) {
      const row = await lookUp({ scope, key })
      if (!row) return null
      if (row.requestHash !== requestHash) throw new AppError('CONFLICT', KEY_REUSED)
      if (row.statusCode === null) throw new AppError('CONFLICT', STILL_RUNNING)
      return { statusCode: row.statusCode, body: row.responseBody }
    },
    async claim(tx, claims) {
      const firsts = new Map<string, (typeof claims)[number]>()
      for (const claim of claims) if (!firsts.has(idOf(claim))) firsts.set(idOf(claim), claim)
      if (firsts.size === 0) return []
      // Keys are locked in one order, so two instances' batches never wait on each other in a cycle.
      const values = [...firsts.values()].sort((a, b) => idOf(a).localeCompare(idOf(b)))
      const claimed = await tx
        .insert(idempotencyKeys)
        .values(values.map(({ scope, key, requestHash }) => ({ scope, key, requestHash })))
        .onConflictDoNothing()
        .returning({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
      const claimedIds = new Set(claimed.map(idOf))
      return claims.map((claim) => firsts.get(idOf(claim)) === claim && claimedIds.has(idOf(claim)))
    },
    async record(tx, answers) {
      if (answers.length === 0) return
      // One statement for the whole batch: each claimed row takes its answer.
      await tx
        .insert(idempotencyKeys)
        .values(
          answers.map(({ scope, key, answer }) => ({
            scope,
            key,
            statusCode: answer.statusCode,
            responseBody: answer.body,
          })),
        )
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: {
            statusCode: sql.raw(`excluded.${idempotencyKeys.statusCode.name}`),
            responseBody: sql.raw(`excluded.${idempotencyKeys.responseBody.name}`),
          },
        })
    },
  }
}

const MISSING_KEY = `Please send a fresh ${IDEMPOTENCY_KEY_HEADER} (a UUID) with each checkout.`

/** The checkout's `Idempotency-Key` header, required so a retried checkout never creates two orders (docs/product.md › Sending an order twice). */
export function readIdempotencyKey(request: FastifyRequest): string {
  const parsed = IdempotencyKeySchema.safeParse(
    request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
  )
  if (!parsed.success) throw new AppError('BAD_REQUEST', MISSING_KEY)
  return parsed.data
}
