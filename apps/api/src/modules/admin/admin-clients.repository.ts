import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import { clients, orders } from '@sweet-art/db/schema'
import type { AdminClient } from '@sweet-art/domain/schemas/admin-clients'

// A list the baker can scan; a search narrows it down further.
const CLIENTS_LIST_LIMIT = 200
// Fewer digits than this would match nearly every phone number.
const MIN_PHONE_DIGITS = 3

// Written with table-qualified names: inside a subquery drizzle would print bare column names.
const ordersCount = sql<number>`(select count(*) from ${orders} where ${orders}.${sql.identifier(
  orders.clientId.name,
)} = ${clients}.${sql.identifier(clients.id.name)})`.mapWith(Number)

const clientColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  phone: clients.phone,
  role: clients.role,
  createdAt: clients.createdAt,
  ordersCount,
}

function toAdminClient(row: Omit<AdminClient, 'createdAt'> & { createdAt: Date }): AdminClient {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** The text typed, as a LIKE pattern that matches it anywhere; `%` and `_` typed stay literal. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/** Where the search text is found: a first or last name, the full name, the e-mail, or the phone's digits. */
function searchCondition(search: string): SQL | undefined {
  const pattern = containing(search)
  const digits = search.replace(/\D/g, '')
  return or(
    ilike(clients.firstName, pattern),
    ilike(clients.lastName, pattern),
    ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
    ilike(clients.email, pattern),
    // Phone numbers are stored as typed, with spaces or not, so digits are compared with digits.
    digits.length >= MIN_PHONE_DIGITS
      ? sql`regexp_replace(${clients.phone}, '[^0-9]', '', 'g') like ${containing(digits)}`
      : undefined,
  )
}

/** Clients by last then first name, those matching `search` when given (docs/product.md › The back office). */
export async function searchClients(
  db: Database,
  search: string | undefined,
): Promise<AdminClient[]> {
  const rows = await db
    .select(clientColumns)
    .from(clients)
    .where(search ? searchCondition(search) : undefined)
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.email))
    .limit(CLIENTS_LIST_LIMIT)
  return rows.map(toAdminClient)
}

/** One client as the bakery's list shows them, or null. */
export async function findAdminClient(db: Database, id: string): Promise<AdminClient | null> {
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, id))
  return row ? toAdminClient(row) : null
}
