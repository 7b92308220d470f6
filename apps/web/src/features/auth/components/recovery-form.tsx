import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { RECOVERY_CODE_LENGTH, RECOVERY_RESEND_S } from '@sweet-art/domain/constants'
import { RecoveryConfirmSchema, RecoveryRequestSchema } from '@sweet-art/domain/schemas/forms'
import { useConfirmRecoveryCodeMutation } from '../api/confirm-recovery-code'
import { useRequestRecoveryCodeMutation } from '../api/request-recovery-code'
import { useCountdown } from '../hooks/use-countdown'
import { useTouchedError } from '@/lib/use-touched-error'
import { useAuthModalStore } from '../stores/auth-modal-store'
import { AuthField } from './auth-field'
import { AuthSubmit } from './auth-submit'
import styles from './auth-form.module.css'

// Step 1 judges only the e-mail (docs/product.md › Phone, e-mail and passwords); the code rides
// along unjudged until a code was sent.
const RecoveryStepOneSchema = RecoveryRequestSchema.extend({ code: z.string() })
type RecoveryValues = z.infer<typeof RecoveryStepOneSchema>

const requestResolver = zodResolver(RecoveryStepOneSchema)
const confirmResolver = zodResolver(RecoveryConfirmSchema)

/**
 * The Password Recovery tab (docs/product.md › Accounts): step 1 asks for a code by e-mail (Get
 * Code), which unlocks the Code field and starts the 60 s resend countdown; step 2 checks e-mail
 * and code (Submit) and moves on to the Change Password tab.
 */
export function RecoveryForm() {
  const setTab = useAuthModalStore((state) => state.setTab)
  const [isCodeRequested, setCodeRequested] = useState(false)
  const { remaining, start: startCountdown } = useCountdown(RECOVERY_RESEND_S)
  const requestCode = useRequestRecoveryCodeMutation()
  const confirmCode = useConfirmRecoveryCodeMutation()

  const form = useForm<RecoveryValues>({
    // Step 1 validates only the e-mail (docs/product.md › Phone, e-mail and passwords); step 2 the
    // e-mail and the code.
    resolver: isCodeRequested ? confirmResolver : requestResolver,
    mode: 'onTouched',
    defaultValues: { email: '', code: '' },
  })
  const { register, handleSubmit, trigger, getValues, reset } = form
  const errorOf = useTouchedError(form)

  const sendCode = (email: string) =>
    requestCode.mutate(email, {
      onSuccess: () => {
        // Step 2 starts unjudged: the Code field has not been touched yet
        // (docs/product.md › Validation).
        if (!isCodeRequested) reset(getValues())
        setCodeRequested(true)
        startCountdown()
      },
    })

  const resendCode = async () => {
    if (await trigger('email')) sendCode(getValues('email').trim())
  }

  const onSubmit = handleSubmit(({ email, code }) => {
    if (!isCodeRequested) {
      sendCode(email.trim())
      return
    }
    confirmCode.mutate(
      { email: email.trim(), code: code.trim() },
      { onSuccess: () => setTab('change') },
    )
  })

  const lastError = confirmCode.error ?? requestCode.error

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.lead}>Enter your email to receive the recovery code</p>
      <AuthField
        label="Email"
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <AuthField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RECOVERY_CODE_LENGTH}
        readOnly={!isCodeRequested}
        hint={isCodeRequested ? 'We have sent the code to your email' : undefined}
        error={isCodeRequested ? errorOf('code') : undefined}
        {...register('code')}
      />
      <AuthSubmit error={lastError} isDisabled={requestCode.isPending || confirmCode.isPending}>
        {isCodeRequested ? 'Submit' : 'Get Code'}
      </AuthSubmit>
      {isCodeRequested && (
        <p className={styles.switch} aria-live="polite">
          {remaining > 0 ? (
            `You can get a new code in ${String(remaining)}`
          ) : (
            <button
              type="button"
              className={styles.link}
              onClick={() => void resendCode()}
              disabled={requestCode.isPending}
            >
              Get a new code
            </button>
          )}
        </p>
      )}
      <p className={styles.switch}>
        <button type="button" className={styles.link} onClick={() => setTab('login')}>
          Back to Log in
        </button>
      </p>
    </form>
  )
}
