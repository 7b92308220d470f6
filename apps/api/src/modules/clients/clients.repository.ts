import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '@sweet-art/db/database'
import { clients } from '@sweet-art/db/schema'

/** A stored client. */
export type ClientRow = typeof clients.$inferSelect

/** The fields a client may change on their profile. */
export type ClientPatch = Partial<
  Pick<ClientRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate'>
>

/** Whether an error is PostgreSQL's unique violation (23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The client with this e-mail, compared case-insensitively (docs/product.md › Phone, e-mail and passwords). */
export async function findClientByEmail(db: Database, email: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(sql`lower(${clients.email}) = lower(${email})`)
  return row ?? null
}

/** The client with this id. */
export async function findClientById(db: Database, id: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id))
  return row ?? null
}

/** Stores a new client; null when the e-mail is taken (the unique index decides, so a race cannot create two). */
export async function insertClient(
  db: Database,
  values: Pick<ClientRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'>,
): Promise<ClientRow | null> {
  try {
    const [row] = await db.insert(clients).values(values).returning()
    return row ?? null
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** Changes profile fields; 'taken' when the new e-mail belongs to someone else. */
export async function updateClient(
  db: Executor,
  id: string,
  patch: ClientPatch,
  now: Date,
): Promise<ClientRow | 'taken' | null> {
  try {
    const [row] = await db
      .update(clients)
      .set({ ...patch, updatedAt: now })
      .where(eq(clients.id, id))
      .returning()
    return row ?? null
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

/** Replaces a client's password hash. */
export async function updatePasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(clients).set({ passwordHash, updatedAt: now }).where(eq(clients.id, id))
}

/** Deletes a client; sessions, addresses, codes and grants go with it, orders keep their copy of the contact details. */
export async function deleteClient(db: Database, id: string): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id))
}
