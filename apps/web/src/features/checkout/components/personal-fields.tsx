import { PersonalDetailsFields } from '@/components/ui/personal-details-fields'
import styles from './checkout.module.css'

/** A guest's details (docs/product.md › Cart and checkout): First Name, Last Name, Email and Phone. */
export function PersonalFields() {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your details</legend>
      <div className={styles.grid}>
        <PersonalDetailsFields />
      </div>
    </fieldset>
  )
}
