import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'
import { useStartSession } from '../hooks/use-session'
import { SignedInUserSchema, type SignedInUser } from './session-user'

/** `POST /clients/auth/recovery/change`: sets a new password with the recovery grant and signs in. */
export function changeRecoveredPassword(newPassword: string): Promise<SignedInUser> {
  return apiPost('/clients/auth/recovery/change', { newPassword }, SignedInUserSchema)
}

/** Set the new password after recovery, then hold the returned user as the session. */
export function useChangeRecoveredPasswordMutation() {
  const startSession = useStartSession()
  return useMutation({
    mutationFn: async (newPassword: string) =>
      startSession(await changeRecoveredPassword(newPassword)),
  })
}
