import { useMutation } from '@tanstack/react-query'
import type { LoginValues } from '@sweet-art/domain/schemas/forms'
import { apiPost } from '@/lib/api-client'
import { useStartSession } from '../hooks/use-session'
import { SignedInUserSchema, type SignedInUser } from './session-user'

/** `POST /clients/auth/login`: signs in; 401 with a message on bad credentials (docs/product.md › Accounts). */
export function login(values: LoginValues): Promise<SignedInUser> {
  return apiPost('/clients/auth/login', values, SignedInUserSchema)
}

/** Log in, then hold the returned user as the session. */
export function useLoginMutation() {
  const startSession = useStartSession()
  return useMutation({
    mutationFn: async (values: LoginValues) => startSession(await login(values)),
  })
}
