import { useFormContext } from 'react-hook-form'
import { useTouchedError } from '@/lib/use-touched-error'
import { AuthField } from './auth-field'

/** The names under which a form holds a new password and its confirmation. */
interface NewPasswordValues {
  newPassword: string
  newPasswordConfirm: string
}

/** New Password and New Password Confirm (docs/product.md › Phone, e-mail and passwords) of the surrounding form (FormProvider). */
export function NewPasswordFields() {
  const form = useFormContext<NewPasswordValues>()
  const { register } = form
  const errorOf = useTouchedError(form)

  return (
    <>
      <AuthField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errorOf('newPassword')}
        // The confirmation is compared with the password, so judge it again when this changes.
        {...register('newPassword', { deps: ['newPasswordConfirm'] })}
      />
      <AuthField
        label="New Password Confirm"
        type="password"
        autoComplete="new-password"
        error={errorOf('newPasswordConfirm')}
        {...register('newPasswordConfirm')}
      />
    </>
  )
}
