import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/lib/api-client'

interface RecoveryConfirmBody {
  email: string
  code: string
}

/** `POST /clients/auth/recovery/confirm`: trades a valid code for a short-lived recovery grant (docs/product.md › Accounts). */
export async function confirmRecoveryCode(body: RecoveryConfirmBody): Promise<void> {
  await apiPost('/clients/auth/recovery/confirm', body)
}

/** Check the e-mailed code (docs/product.md › Accounts). */
export function useConfirmRecoveryCodeMutation() {
  return useMutation({ mutationFn: confirmRecoveryCode })
}
