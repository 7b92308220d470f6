import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import { FORM_MESSAGES, isEmailChange } from '@sweet-art/domain/schemas/forms'
import type { User } from '@sweet-art/domain/schemas/users'
import { NOT_SIGNED_IN, type Browser } from '../../plugins/session'
import type { AddressesService } from '../addresses/addresses.service'
import type { AuthService } from '../auth/auth.service'
import type { OrdersService } from '../orders/orders.service'
import type { Clock } from '../../lib/clock'
import type { MailOutbox } from '../../providers/mail/mail-outbox'
import { emailChangedMail } from './clients.mails'
import {
  deleteClient,
  findClientById,
  updateClient,
  type ClientPatch,
  type ClientRow,
} from './clients.repository'

const EMAIL_TAKEN = 'Another account already uses this e-mail.'
const PASSWORD_FOR_EMAIL = FORM_MESSAGES.passwordForEmailChange

/** A profile change as parsed: only the fields sent; `birthDate` empty or null clears it (docs/product.md › Forms). */
export interface ProfileChange {
  firstName?: string | undefined
  lastName?: string | undefined
  email?: string | undefined
  phone?: string | undefined
  birthDate?: string | null | undefined
  /** Required only to change the e-mail. */
  currentPassword?: string | undefined
}

/** The signed-in client's profile and account. */
export interface ClientsService {
  /** The client with addresses and orders (docs/product.md › Accounts); 401 when the account is gone. */
  loadUser: (clientId: string) => Promise<User>
  /**
   * Saves the changed fields and answers the user; 409 when the new e-mail is taken. A new e-mail
   * needs the current password (400 without it or when wrong) and is announced to the old address.
   */
  updateProfile: (clientId: string, change: ProfileChange, browser: Browser) => Promise<User>
  /** Deletes the account with its sessions and addresses. */
  deleteAccount: (clientId: string) => Promise<void>
}

/** Builds the clients service over the database. */
export function createClientsService(deps: {
  db: Database
  clock: Clock
  mail: Pick<MailOutbox, 'owe'>
  shopEmail: string
  /** Checks the client's current password under the sign-in lockout, throwing when it is wrong. */
  checkPassword: AuthService['checkPassword']
  /** The client's address book, answered with the profile. */
  addresses: Pick<AddressesService, 'list'>
  /** The client's orders, answered with the profile. */
  orders: Pick<OrdersService, 'listForClient'>
}): ClientsService {
  const { db, clock, mail, shopEmail, checkPassword } = deps

  async function toUser(client: ClientRow): Promise<User> {
    const [addresses, orders] = await Promise.all([
      deps.addresses.list(client.id),
      deps.orders.listForClient(client.id),
    ])
    return {
      id: client.id,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: client.phone,
      birthDate: client.birthDate,
      isStaff: client.role === 'admin',
      addressesData: addresses,
      orders,
    }
  }

  async function loadUser(clientId: string): Promise<User> {
    const client = await findClientById(db, clientId)
    if (!client) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN)
    return toUser(client)
  }

  return {
    loadUser,
    async updateProfile(clientId, change, browser) {
      const patch: ClientPatch = {}
      if (change.firstName !== undefined) patch.firstName = change.firstName
      if (change.lastName !== undefined) patch.lastName = change.lastName
      if (change.email !== undefined) patch.email = change.email
      if (change.phone !== undefined) patch.phone = change.phone
      if (change.birthDate !== undefined) patch.birthDate = change.birthDate || null
      if (Object.keys(patch).length === 0) return loadUser(clientId)
      const client = await findClientById(db, clientId)
      if (!client) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN)
      // The e-mail is where recovery codes go: a session alone (a stolen cookie) must not move it.
      const isNewEmail = patch.email !== undefined && isEmailChange(client.email, patch.email)
      if (isNewEmail) {
        if (!change.currentPassword)
          throw new AppError('VALIDATION', PASSWORD_FOR_EMAIL, {
            currentPassword: PASSWORD_FOR_EMAIL,
          })
        await checkPassword(clientId, change.currentPassword, 'currentPassword', browser)
      }
      const updated = await db.transaction(async (tx) => {
        const row = await updateClient(tx, clientId, patch, clock())
        // The old address is told where the account went, in the change's own transaction.
        if (row && row !== 'taken' && isNewEmail)
          await mail.owe(tx, emailChangedMail(client.email, row.firstName, row.email, shopEmail))
        return row
      })
      if (updated === 'taken') throw new AppError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN })
      if (!updated) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN)
      return toUser(updated)
    },
    async deleteAccount(clientId) {
      await deleteClient(db, clientId)
    },
  }
}
