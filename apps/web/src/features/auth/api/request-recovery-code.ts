import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

/** `POST /clients/auth/recovery`: e-mails a recovery code; the same answer for any e-mail (docs/product.md › Accounts). */
export async function requestRecoveryCode(email: string): Promise<void> {
  await apiPost('/clients/auth/recovery', { email })
}

/** Ask for a recovery code (docs/product.md › Accounts). */
export function useRequestRecoveryCodeMutation() {
  return useMutation({ mutationFn: requestRecoveryCode })
}
