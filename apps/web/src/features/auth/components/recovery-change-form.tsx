import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { RecoveryChangeFormSchema } from '@sweet-art/domain/schemas/forms'
import { useChangeRecoveredPasswordMutation } from '../api/change-recovered-password'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { useAuthModalStore } from '../stores/auth-modal-store'
import { AuthSubmit } from './auth-submit'
import { NewPasswordFields } from './new-password-fields'
import styles from './auth-form.module.css'

type RecoveryChangeValues = z.infer<typeof RecoveryChangeFormSchema>

/** The Change Password tab after recovery (docs/product.md › Accounts): success signs in and opens the account. */
export function RecoveryChangeForm() {
  const setTab = useAuthModalStore((state) => state.setTab)
  const finishSignIn = useFinishSignIn()
  const changePassword = useChangeRecoveredPasswordMutation()
  const form = useForm<RecoveryChangeValues>({
    resolver: zodResolver(RecoveryChangeFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  })
  const { handleSubmit } = form

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) =>
          void handleSubmit(({ newPassword }) =>
            changePassword.mutate(newPassword, { onSuccess: finishSignIn }),
          )(event)
        }
      >
        <NewPasswordFields />
        <AuthSubmit error={changePassword.error} isDisabled={changePassword.isPending} />
        <p className={styles.switch}>
          <button type="button" className={styles.link} onClick={() => setTab('login')}>
            Back to Log in
          </button>
        </p>
      </form>
    </FormProvider>
  )
}
