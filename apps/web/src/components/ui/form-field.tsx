import { Field, type FieldProps } from './field'
import styles from './form.module.css'

/** A labelled field of the forms on the teal pages (account, checkout). */
export function FormField(props: Omit<FieldProps, 'look'>) {
  return <Field {...props} look={styles} />
}
