import { apiGet } from '@/lib/api-client'

/** Whether the signed-in account is one of the bakery's admins: `GET /admin/session` answers only them. */
export async function hasBackOffice(): Promise<boolean> {
  try {
    await apiGet('/admin/session')
    return true
  } catch {
    return false
  }
}
