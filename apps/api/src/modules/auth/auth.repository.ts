import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Database, Executor } from '@sweet-art/db/database'
import { recoveryCodes, recoveryGrants } from '@sweet-art/db/schema'

/** A stored recovery code. */
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect

/** Retires a client's unused codes, so only the newest one works. */
export async function retireRecoveryCodes(
  db: Executor,
  clientId: string,
  now: Date,
): Promise<void> {
  await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.clientId, clientId), isNull(recoveryCodes.usedAt)))
}

/** Stores a new code's hash. */
export async function insertRecoveryCode(
  db: Executor,
  values: { clientId: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(recoveryCodes).values({
    clientId: values.clientId,
    codeHash: values.codeHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/** The client's newest code that is unused and unexpired; its tries are counted by the rate limiter. */
export async function findLiveRecoveryCode(
  db: Database,
  clientId: string,
  now: Date,
): Promise<RecoveryCodeRow | null> {
  const [row] = await db
    .select()
    .from(recoveryCodes)
    .where(
      and(
        eq(recoveryCodes.clientId, clientId),
        isNull(recoveryCodes.usedAt),
        gt(recoveryCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(recoveryCodes.createdAt))
    .limit(1)
  return row ?? null
}

/** Marks a code used; false when another request used it first (single use). */
export async function useRecoveryCode(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  return rows.length > 0
}

/** Stores a recovery grant (the permission to set a new password). */
export async function insertRecoveryGrant(
  db: Database,
  values: { idHash: string; clientId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(recoveryGrants).values({
    idHash: values.idHash,
    clientId: values.clientId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/** Removes a grant and answers its client if it was still valid: a grant works once. */
export async function consumeRecoveryGrant(
  db: Database,
  idHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(recoveryGrants)
    .where(eq(recoveryGrants.idHash, idHash))
    .returning({ clientId: recoveryGrants.clientId, expiresAt: recoveryGrants.expiresAt })
  return row && row.expiresAt > now ? row.clientId : null
}

/** Removes every grant and unused code of a client (after its password changed). */
export async function clearRecoveryState(db: Database, clientId: string, now: Date): Promise<void> {
  await db.delete(recoveryGrants).where(eq(recoveryGrants.clientId, clientId))
  await retireRecoveryCodes(db, clientId, now)
}
