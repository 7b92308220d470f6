import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

/** `POST /clients/auth/recovery`: e-mails a recovery code; the same answer for any e-mail (decisions §2, §6). */
export async function requestRecoveryCode(email: string): Promise<void> {
  await apiPost('/clients/auth/recovery', { email })
}

/** Ask for a recovery code (spec §4 recovery step 1). */
export function useRequestRecoveryCodeMutation() {
  return useMutation({ mutationFn: requestRecoveryCode })
}
