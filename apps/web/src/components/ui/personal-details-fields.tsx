import { Controller, useFormContext } from 'react-hook-form'
import { phoneInputProps } from '@/lib/phone-input'
import { useTouchedError } from '@/lib/use-touched-error'
import { FormField } from './form-field'

/** The names under which a form holds a person's details. */
interface PersonalDetailsValues {
  firstName: string
  lastName: string
  email: string
  phone: string
}

/**
 * First Name, Last Name, Email and Phone (docs/product.md › Names) of the surrounding form
 * (FormProvider), which holds them under these names; the caller's grid lays them out.
 */
export function PersonalDetailsFields() {
  const form = useFormContext<PersonalDetailsValues>()
  const { register, control } = form
  const errorOf = useTouchedError(form)

  return (
    <>
      <FormField
        label="First Name"
        autoComplete="given-name"
        error={errorOf('firstName')}
        {...register('firstName')}
      />
      <FormField
        label="Last Name"
        autoComplete="family-name"
        error={errorOf('lastName')}
        {...register('lastName')}
      />
      <FormField
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
          <FormField label="Phone" error={errorOf('phone')} {...phoneInputProps(field)} />
        )}
      />
    </>
  )
}
