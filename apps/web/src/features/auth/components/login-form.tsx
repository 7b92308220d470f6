import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoginSchema, type LoginValues } from '@sweet-art/domain/schemas/forms'
import { useLoginMutation } from '../api/login'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { useServerFieldErrors } from '../hooks/use-server-field-errors'
import { useTouchedError } from '@/lib/use-touched-error'
import { useAuthModalStore } from '../stores/auth-modal-store'
import { AuthField } from './auth-field'
import { AuthSubmit } from './auth-submit'
import styles from './auth-form.module.css'

const FIELDS = ['email', 'password'] as const

/** The Log in tab (docs/product.md › Accounts): Email, Password, Forgot password?, Submit, and the way to register. */
export function LoginForm() {
  const setTab = useAuthModalStore((state) => state.setTab)
  const finishSignIn = useFinishSignIn()
  const login = useLoginMutation()
  const form = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    // Errors appear only once a field has been left, or on submit (docs/product.md › Validation).
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })
  const { register, handleSubmit, setError } = form
  const errorOf = useTouchedError(form)
  useServerFieldErrors(login.error, setError, FIELDS)

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => login.mutate(values, { onSuccess: finishSignIn }))(event)
      }
    >
      <AuthField
        label="Email"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <AuthField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errorOf('password')}
        {...register('password')}
      />
      <button type="button" className={styles.forgot} onClick={() => setTab('recovery')}>
        Forgot password?
      </button>
      <AuthSubmit error={login.error} isDisabled={login.isPending} />
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={() => setTab('signup')}>
          If you do not have an account, register
        </button>
      </p>
    </form>
  )
}
