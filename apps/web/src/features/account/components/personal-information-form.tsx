import { useMemo, useState } from 'react'
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { birthDateRange } from '@sweet-art/domain/dates'
import {
  createProfileFormSchema,
  hasChangedFields,
  isEmailChange,
  pickChangedFields,
  type ProfileFormValues,
} from '@sweet-art/domain/schemas/forms'
import type { User } from '@sweet-art/domain/schemas/users'
import buttonStyles from '@/components/ui/button.module.css'
import { DatePicker } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import { PersonalDetailsFields } from '@/components/ui/personal-details-fields'
import { showToast } from '@/components/ui/toast-store'
import { ApiError } from '@/lib/api-client'
import { useTouchedError } from '@/lib/use-touched-error'
import { useUpdateProfileMutation, type ProfileChange } from '../api/update-profile'
import styles from './account-form.module.css'

interface PersonalInformationFormProps {
  user: User
  /** Called with what the server saved, to be merged into the held client. */
  onSaved: (change: Partial<User>) => void
}

type ProfileFields = Omit<ProfileFormValues, 'currentPassword'>

function toFormValues(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    birthDate: user.birthDate ?? '',
    currentPassword: '',
  }
}

/** The profile's own fields: the current password only confirms a new e-mail, it is no change. */
function profileFields(values: ProfileFormValues): ProfileFields {
  const { firstName, lastName, email, phone, birthDate } = values
  return { firstName, lastName, email, phone, birthDate }
}

/**
 * The profile's Personal information form (docs/product.md › Account area; › Forms): Save is active
 * only when the form is valid and differs from the saved values; only the changed fields are sent;
 * after saving, the form starts again from what the server holds. A new e-mail also asks for the
 * current password, since recovery codes go to that address.
 */
export function PersonalInformationForm({ user, onSaved }: PersonalInformationFormProps) {
  const [now] = useState(() => new Date())
  const schema = useMemo(() => createProfileFormSchema(now, user.email), [now, user.email])
  const range = useMemo(() => birthDateRange(now), [now])
  const saved = useMemo(() => toFormValues(user), [user])
  const updateProfile = useUpdateProfileMutation()

  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    // The 30 s profile poll may bring changes made elsewhere: they replace the fields the client
    // has not touched, never the ones being typed. Only a new `saved` does this, so the form never
    // falls back to the old values between a save and the session taking its answer.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  })
  const { control, handleSubmit, register, reset, setError, formState } = form
  const errorOf = useTouchedError(form)
  const values = useWatch({ control })
  const current = { ...saved, ...values }
  const isChanged = hasChangedFields(profileFields(saved), profileFields(current))
  const isNewEmail = isEmailChange(saved.email, current.email)

  const onSubmit = handleSubmit((parsed) => {
    const changed = pickChangedFields(profileFields(saved), profileFields(parsed))
    if (Object.keys(changed).length === 0) {
      // Only whitespace changed: nothing to send, just show the saved values again.
      reset(saved)
      return
    }
    const { birthDate, ...rest } = changed
    const change: ProfileChange = {
      ...rest,
      ...(birthDate === undefined ? {} : { birthDate: birthDate === '' ? null : birthDate }),
      ...(rest.email === undefined ? {} : { currentPassword: parsed.currentPassword }),
    }
    updateProfile.mutate(change, {
      onSuccess: (answer) => {
        const next = { ...user, ...answer }
        onSaved(answer)
        reset(toFormValues(next))
        showToast('Your details have been saved', 'success')
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.fields) return
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in saved) setError(field as keyof ProfileFormValues, { message })
        }
      },
    })
  })

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="personal-info"
      >
        <h2 id="personal-info" className={styles.cardTitle}>
          Personal information
        </h2>
        <div className={styles.grid}>
          <PersonalDetailsFields />
          <Controller
            control={control}
            name="birthDate"
            render={({ field }) => (
              <FormField label="B-day Date" error={errorOf('birthDate')}>
                {({ id, describedBy }) => (
                  <DatePicker
                    id={id}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    min={range.min}
                    max={range.max}
                    placeholder="Select Date"
                    isInvalid={errorOf('birthDate') !== undefined}
                    describedBy={describedBy}
                  />
                )}
              </FormField>
            )}
          />
          {isNewEmail && (
            <FormField
              label="Current Password"
              type="password"
              autoComplete="current-password"
              hint="Needed to change your e-mail"
              error={errorOf('currentPassword')}
              {...register('currentPassword')}
            />
          )}
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonStyles.gold}
            disabled={!formState.isValid || !isChanged || updateProfile.isPending}
          >
            {updateProfile.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
