import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { SignupFormSchema, type SignupFormValues } from '@sweet-art/domain/schemas/forms'
import { useSignupMutation } from '../api/signup'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { useServerFieldErrors } from '../hooks/use-server-field-errors'
import { phoneInputProps } from '@/lib/phone-input'
import { useTouchedError } from '@/lib/use-touched-error'
import { useAuthModalStore } from '../stores/auth-modal-store'
import { AuthField } from './auth-field'
import { AuthSubmit } from './auth-submit'
import styles from './auth-form.module.css'

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const

/** The Create an account tab (docs/product.md › Accounts): names, e-mail, phone, password twice. */
export function SignupForm() {
  const setTab = useAuthModalStore((state) => state.setTab)
  const finishSignIn = useFinishSignIn()
  const signup = useSignupMutation()
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(SignupFormSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirm: '',
    },
  })
  const { register, control, handleSubmit, setError } = form
  const errorOf = useTouchedError(form)
  useServerFieldErrors(signup.error, setError, FIELDS)

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(({ firstName, lastName, email, phone, password }) =>
          signup.mutate(
            { firstName, lastName, email, phone, password },
            { onSuccess: finishSignIn },
          ),
        )(event)
      }
    >
      <div className={styles.row}>
        <AuthField
          label="First Name"
          autoComplete="given-name"
          error={errorOf('firstName')}
          {...register('firstName')}
        />
        <AuthField
          label="Last Name"
          autoComplete="family-name"
          error={errorOf('lastName')}
          {...register('lastName')}
        />
      </div>
      <AuthField
        label="Email"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <AuthField label="Phone" error={errorOf(field.name)} {...phoneInputProps(field)} />
        )}
      />
      <AuthField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errorOf('password')}
        {...register('password', {
          // The confirmation is compared with the password, so judge it again when this changes.
          deps: ['passwordConfirm'],
        })}
      />
      <AuthField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errorOf('passwordConfirm')}
        {...register('passwordConfirm')}
      />
      <AuthSubmit error={signup.error} isDisabled={signup.isPending} />
      <p className={styles.switch}>
        Already have an account?{' '}
        <button type="button" className={styles.link} onClick={() => setTab('login')}>
          Log in
        </button>
      </p>
    </form>
  )
}
