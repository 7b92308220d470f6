import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '../ui/form-field'
import styles from './place-fields.module.css'

/** What the form registered for one input, with the error to show under it. */
type PlaceInput = UseFormRegisterReturn & { error?: string | undefined }

interface PlaceDetailFieldsProps {
  floor: PlaceInput
  flat: PlaceInput
  /** Filled from the chosen place, so it is read-only and skipped by Tab. */
  postCode: PlaceInput
}

/** Floor, Flat and the read-only Postal Code of an address (docs/product.md › Addresses), in a row. */
export function PlaceDetailFields({ floor, flat, postCode }: PlaceDetailFieldsProps) {
  return (
    <div className={styles.row}>
      <FormField label="Floor" inputMode="numeric" {...floor} />
      <FormField label="Flat" {...flat} />
      <FormField label="Postal Code" readOnly tabIndex={-1} {...postCode} />
    </div>
  )
}
