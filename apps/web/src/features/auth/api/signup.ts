import { useMutation } from '@tanstack/react-query'
import type { SignupRequest } from '@sweet-art/domain/schemas/forms'
import { apiPost } from '@/lib/api-client'
import { useStartSession } from '../hooks/use-session'
import { SignedInUserSchema, type SignedInUser } from './session-user'

/** `POST /clients/auth/signup`: creates the account and signs it in (docs/product.md › Accounts). */
export function signup(values: SignupRequest): Promise<SignedInUser> {
  return apiPost('/clients/auth/signup', values, SignedInUserSchema)
}

/** Create an account, then hold the new user as the session. */
export function useSignupMutation() {
  const startSession = useStartSession()
  return useMutation({
    mutationFn: async (values: SignupRequest) => startSession(await signup(values)),
  })
}
