import type { Database } from '@sweet-art/db/database'
import type { AdminIdentity } from '@sweet-art/domain/schemas/admin'
import { findAdminIdentity, grantAdminRole, isAdmin } from './admin.repository'

/** Who is on the bakery's team: the back office's gate, and the photos the bakery may see. */
export interface AdminService {
  /** The name and e-mail of an admin, as the back office greets them. */
  identity: (adminId: string) => Promise<AdminIdentity>
  /** Whether a client holds the admin role. */
  isAdmin: (clientId: string) => Promise<boolean>
  /** Gives a client the admin role (the command that creates the bakery's admins). */
  grantAdminRole: (clientId: string) => Promise<void>
}

/** Builds the team's service over the database. */
export function createAdminService(deps: { db: Database }): AdminService {
  const { db } = deps
  return {
    identity: (adminId) => findAdminIdentity(db, adminId),
    isAdmin: (clientId) => isAdmin(db, clientId),
    grantAdminRole: (clientId) => grantAdminRole(db, clientId),
  }
}
