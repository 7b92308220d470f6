import { useId } from 'react'
import { useFormContext, type FieldValues } from 'react-hook-form'
import { ALLERGENS, ALLERGEN_NAMES } from '@sweet-art/domain/allergens'
import { useFieldError } from '../components/form-fields'
import adminForm from '../components/admin-form.module.css'
import styles from './allergen-ticks.module.css'

/**
 * A tick for each of the 14 allergens, for the product itself or one filling, option or flavour
 * (docs/product.md › Allergens); the field holds the ticked ones.
 */
export function AllergenTicks({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext<FieldValues>()
  const error = useFieldError()(name)
  const errorId = useId()
  return (
    <fieldset className={styles.ticks} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className={adminForm.check}>
            <input type="checkbox" value={allergen} {...register(name)} />
            {ALLERGEN_NAMES[allergen]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={adminForm.groupError}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
