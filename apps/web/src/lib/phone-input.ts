import type { ChangeEvent } from 'react'
import type { RefCallBack } from 'react-hook-form'
import { filterPhoneInput } from '@sweet-art/domain/schemas/forms'

/** A phone number a form holds under a Controller. */
interface PhoneField {
  name: string
  ref: RefCallBack
  value: string
  onBlur: () => void
  onChange: (value: string) => void
}

/** The props of a Phone input under a Controller: the telephone keyboard and its typing filter. */
export function phoneInputProps(field: PhoneField) {
  return {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    name: field.name,
    ref: field.ref,
    value: field.value,
    onBlur: field.onBlur,
    // While typing, only digits, slashes and a leading plus get through (docs/product.md › Phone,
    // e-mail and passwords).
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      field.onChange(filterPhoneInput(event.target.value)),
  } as const
}
