import { Controller, useFormContext } from 'react-hook-form'
import { filterPhoneInput } from '@sweet-art/domain/schemas/forms'
import { useTouchedError } from '../../../lib/use-touched-error'
import type { CheckoutFormFields } from '../hooks/use-checkout-form'
import { CheckoutField } from './checkout-field'
import styles from './checkout.module.css'

/** A guest's details (spec §2 checkout, §5): First Name, Last Name, Email and Phone. */
export function PersonalFields() {
  const form = useFormContext<CheckoutFormFields>()
  const { register, control } = form
  const errorOf = useTouchedError(form)

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your details</legend>
      <div className={styles.grid}>
        <CheckoutField
          label="First Name"
          autoComplete="given-name"
          error={errorOf('firstName')}
          {...register('firstName')}
        />
        <CheckoutField
          label="Last Name"
          autoComplete="family-name"
          error={errorOf('lastName')}
          {...register('lastName')}
        />
        <CheckoutField
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
            <CheckoutField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={errorOf('phone')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              // Spec §5: while typing, only digits, slashes and a leading plus get through.
              onChange={(event) => field.onChange(filterPhoneInput(event.target.value))}
            />
          )}
        />
      </div>
    </fieldset>
  )
}
