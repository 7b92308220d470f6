import type { Ref } from 'react'
import type { PlacePrediction } from '@sweet-art/domain/schemas/maps'
import { FormField } from '../ui/form-field'
import formStyles from '../ui/form.module.css'
import { AddressAutocomplete } from './address-autocomplete'

interface AddressFieldProps {
  /** The form's address under a Controller. */
  field: { name: string; ref: Ref<HTMLInputElement>; value: string; onBlur: () => void }
  error: string | undefined
  hint: string | undefined
  /** True while the text is typed by hand; false once a suggestion filled it. */
  isEditing: boolean
  isBusy: boolean
  onTextChange: (text: string) => void
  onChoose: (prediction: PlacePrediction) => void
  onClear: () => void
}

/** The full-width Address field (docs/product.md › Addresses): the address combobox under its label. */
export function AddressField({ field, error, hint, ...autocomplete }: AddressFieldProps) {
  return (
    <FormField label="Address" className={formStyles.full} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <AddressAutocomplete
          {...autocomplete}
          id={id}
          name={field.name}
          ref={field.ref}
          value={field.value}
          isInvalid={error !== undefined}
          describedBy={describedBy}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  )
}
