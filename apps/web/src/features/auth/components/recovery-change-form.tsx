import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { RecoveryChangeFormSchema } from '@sweet-art/domain/schemas/forms'
import buttonStyles from '../../../components/ui/button.module.css'
import { useChangeRecoveredPasswordMutation } from '../api/change-recovered-password'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { useTouchedError } from '../../../lib/use-touched-error'
import { useAuthModalStore } from '../stores/auth-modal-store'
import { AuthField } from './auth-field'
import { FormError } from './form-error'
import styles from './auth-form.module.css'

type RecoveryChangeValues = z.infer<typeof RecoveryChangeFormSchema>

/** The Change Password tab after recovery (spec §2, §4): success signs in and opens the account. */
export function RecoveryChangeForm() {
  const setTab = useAuthModalStore((state) => state.setTab)
  const finishSignIn = useFinishSignIn()
  const changePassword = useChangeRecoveredPasswordMutation()
  const form = useForm<RecoveryChangeValues>({
    resolver: zodResolver(RecoveryChangeFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  })
  const { register, handleSubmit } = form
  const errorOf = useTouchedError(form)

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(({ newPassword }) =>
          changePassword.mutate(newPassword, { onSuccess: finishSignIn }),
        )(event)
      }
    >
      <AuthField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errorOf('newPassword')}
        {...register('newPassword', { deps: ['newPasswordConfirm'] })}
      />
      <AuthField
        label="New Password Confirm"
        type="password"
        autoComplete="new-password"
        error={errorOf('newPasswordConfirm')}
        {...register('newPasswordConfirm')}
      />
      <FormError error={changePassword.error} />
      <button
        type="submit"
        className={`${buttonStyles.dark ?? ''} ${styles.submit ?? ''}`}
        disabled={changePassword.isPending}
      >
        Submit
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={() => setTab('login')}>
          Back to Log in
        </button>
      </p>
    </form>
  )
}
