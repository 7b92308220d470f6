import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { addresses } from '@sweet-art/db/schema'

/** A stored address. */
export type AddressRow = typeof addresses.$inferSelect

/** The stored fields of an address, as the server computed them. */
export type AddressValues = Pick<
  AddressRow,
  | 'address'
  | 'postCode'
  | 'floor'
  | 'flat'
  | 'placeId'
  | 'isCongestionZone'
  | 'distanceOrigin'
  | 'distanceMiles'
>

/** A client's addresses in the order they were added. */
export async function listAddresses(db: Database, clientId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.clientId, clientId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
}

/** One address of one client; another client's address is as good as missing. */
export async function findAddress(
  db: Database,
  clientId: string,
  id: string,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId)))
  return row ?? null
}

/** Saves a new address of a client. */
export async function insertAddress(
  db: Database,
  clientId: string,
  values: AddressValues,
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, clientId, createdAt: now })
    .returning()
  if (!row) throw new Error('address insert returned nothing')
  return row
}

/** Changes an address of a client; null when it is not theirs. */
export async function updateAddress(
  db: Database,
  clientId: string,
  id: string,
  values: AddressValues,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId)))
    .returning()
  return row ?? null
}

/** Deletes an address of a client; false when it is not theirs. */
export async function deleteAddress(db: Database, clientId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.clientId, clientId)))
    .returning({ id: addresses.id })
  return rows.length > 0
}
