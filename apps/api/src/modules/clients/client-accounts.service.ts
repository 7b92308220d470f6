import type { Database } from '@sweet-art/db/database'
import {
  findClientByEmail,
  findClientById,
  insertClient,
  updatePasswordHash,
  type ClientRow,
} from './clients.repository'

/** A client's stored account: name, contact details, password hash and role. */
export type ClientAccount = ClientRow

/** The fields a new account starts with. */
export type NewClientAccount = Pick<
  ClientRow,
  'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'
>

/**
 * The accounts themselves, as sign-in, checkout and the admin command need them. Kept apart from
 * the profile service, which answers a client's orders: checkout reads the account, so the two
 * could not be built one before the other.
 */
export interface ClientAccounts {
  findById: (clientId: string) => Promise<ClientAccount | null>
  /** Compared case-insensitively. */
  findByEmail: (email: string) => Promise<ClientAccount | null>
  /** Null when the e-mail is taken (the unique index decides, so a race cannot create two). */
  create: (values: NewClientAccount) => Promise<ClientAccount | null>
  setPasswordHash: (clientId: string, passwordHash: string, now: Date) => Promise<void>
}

/** Builds the accounts over the database. */
export function createClientAccounts(db: Database): ClientAccounts {
  return {
    findById: (clientId) => findClientById(db, clientId),
    findByEmail: (email) => findClientByEmail(db, email),
    create: (values) => insertClient(db, values),
    setPasswordHash: (clientId, passwordHash, now) =>
      updatePasswordHash(db, clientId, passwordHash, now),
  }
}
