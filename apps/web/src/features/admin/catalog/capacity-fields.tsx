import { useFormContext } from 'react-hook-form'
import type { CapacityCount } from '@sweet-art/domain/capacity'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { NumberField, useFieldError } from '../components/form-fields'

const COUNTED: Readonly<Record<CapacityCount, string>> = {
  item: 'For each item ordered',
  line: 'Once per order line (a box)',
}

/**
 * How much of the kitchen's day the product takes (docs/product.md › Daily capacity): whole units,
 * counted for each item or once for its line whatever the quantity; 0 takes none.
 */
export function CapacityFields() {
  const { register } = useFormContext<ProductInput>()
  const errorOf = useFieldError()
  return (
    <>
      <NumberField
        name="capacity.units"
        label="Kitchen capacity units"
        step="1"
        hint="What one takes of the day’s capacity under Options; 0 takes none"
      />
      <FormField label="Units counted" error={errorOf('capacity.per')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className={formStyles.select}
            aria-describedby={describedBy}
            {...register('capacity.per')}
          >
            {Object.entries(COUNTED).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  )
}
