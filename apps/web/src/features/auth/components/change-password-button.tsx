import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { ChangePasswordFormSchema } from '@sweet-art/domain/schemas/forms'
import { Modal } from '@/components/ui/modal'
import { showToast } from '@/components/ui/toast-store'
import { useChangePasswordMutation } from '../api/change-password'
import { useRecheckSession } from '../hooks/use-session'
import { useTouchedError } from '@/lib/use-touched-error'
import { useAuthModalStore } from '../stores/auth-modal-store'
import { AuthField } from './auth-field'
import { AuthSubmit } from './auth-submit'
import { NewPasswordFields } from './new-password-fields'
import styles from './auth-form.module.css'

type ChangePasswordValues = z.infer<typeof ChangePasswordFormSchema>

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', newPasswordConfirm: '' }

interface ChangePasswordButtonProps {
  className?: string | undefined
}

/**
 * The profile's Change Password button and modal (docs/product.md › Accounts; › Phone, e-mail and
 * passwords): Submit is active only when the form is valid and changed. The server ends sessions on
 * a password change; if it ended this one too, the client is told and offered the login with the
 * new password.
 */
export function ChangePasswordButton({ className }: ChangePasswordButtonProps) {
  const [isOpen, setOpen] = useState(false)
  const changePassword = useChangePasswordMutation()
  const recheckSession = useRecheckSession()
  const openAuthModal = useAuthModalStore((state) => state.setTab)
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, reset, formState } = form
  const errorOf = useTouchedError(form)
  // Read on every render, not only while the modal shows: the form state subscribes on first read.
  const { isValid, isDirty } = formState

  const close = () => {
    setOpen(false)
    reset(EMPTY)
    changePassword.reset()
  }

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) =>
    changePassword.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          close()
          void recheckSession().then((user) => {
            if (user) {
              showToast('Your password has been changed', 'success')
              return
            }
            showToast('Your password has been changed. Please log in with the new one.', 'success')
            openAuthModal('login')
          })
        },
      },
    ),
  )

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Change Password
      </button>
      <Modal isOpen={isOpen} onClose={close} title="Change Password">
        <FormProvider {...form}>
          <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
            <AuthField
              label="Old Password"
              type="password"
              autoComplete="current-password"
              error={errorOf('oldPassword')}
              {...register('oldPassword')}
            />
            <NewPasswordFields />
            <AuthSubmit
              error={changePassword.error}
              isDisabled={!isValid || !isDirty || changePassword.isPending}
            />
          </form>
        </FormProvider>
      </Modal>
    </>
  )
}
