import { useEffect } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import { PRICE_TYPES, type PriceType } from '@sweet-art/domain/schemas/catalog'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { EditableRows } from '../components/editable-rows'
import { NumberField, TextField, useFieldError } from '../components/form-fields'
import adminForm from '../components/admin-form.module.css'

const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  only: 'One price',
  variants: 'Price per size or variant',
  interval: 'Price by quantity',
  request: 'On request',
  custom: 'Custom (after consultation)',
}

/** The price of a product, with the fields its type needs (docs/product.md › Product prices). */
export function PriceFields() {
  const { control, register } = useFormContext<ProductInput>()
  const errorOf = useFieldError()
  const type = useWatch({ control, name: 'price.type' })
  const intervals = useFieldArray({ control, name: 'price.intervals' })
  const variants = useFieldArray({ control, name: 'price.variants' })
  const { replace: replaceIntervals } = intervals
  const { replace: replaceVariants } = variants

  useEffect(() => {
    // Rows of another price type are hidden; left in the form, their errors would block saving unseen.
    if (type !== 'interval') replaceIntervals([])
    if (type !== 'variants') replaceVariants([])
  }, [type, replaceIntervals, replaceVariants])

  return (
    <fieldset className={adminForm.fieldset}>
      <legend className={adminForm.legend}>Price</legend>
      <FormField label="Price type" error={errorOf('price.type')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className={formStyles.select}
            aria-describedby={describedBy}
            {...register('price.type')}
          >
            {PRICE_TYPES.map((priceType) => (
              <option key={priceType} value={priceType}>
                {PRICE_TYPE_LABELS[priceType]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField name="price.currency" label="Currency" maxLength={3} />
      {type === 'only' && <NumberField name="price.value" label="Price (£)" step="0.01" />}
      {(type === 'only' || type === 'interval') && (
        <TextField name="price.unit" label="Unit" placeholder="cake, box, piece…" />
      )}
      {(type === 'request' || type === 'custom') && (
        <TextField
          name="price.text"
          label="Text shown instead of a price"
          className={adminForm.full}
          placeholder="Price on request"
        />
      )}
      {type === 'interval' && (
        <EditableRows
          label="Quantity intervals"
          rowKeys={intervals.fields.map((row) => row.id)}
          renderRow={(index) => (
            <>
              <NumberField name={`price.intervals.${index}.from`} label="From" step="1" />
              <NumberField name={`price.intervals.${index}.to`} label="To" step="1" />
              <NumberField name={`price.intervals.${index}.cost`} label="Each (£)" step="0.01" />
            </>
          )}
          removeLabel={(index) => `Remove interval ${index + 1}`}
          onRemove={(index) => intervals.remove(index)}
          addText="Add interval"
          onAdd={() => intervals.append({ from: 1, to: 1, cost: 0 })}
          error={errorOf('price.intervals')}
        />
      )}
      {type === 'variants' && (
        <EditableRows
          label="Price variants"
          rowKeys={variants.fields.map((row) => row.id)}
          renderRow={(index) => (
            <>
              <TextField
                name={`price.variants.${index}.unit`}
                label="Size or variant"
                placeholder="8 inch"
              />
              <NumberField name={`price.variants.${index}.cost`} label="Price (£)" step="0.01" />
            </>
          )}
          removeLabel={(index) => `Remove price variant ${index + 1}`}
          onRemove={(index) => variants.remove(index)}
          addText="Add price variant"
          onAdd={() => variants.append({ unit: '', cost: 0 })}
          error={errorOf('price.variants')}
        />
      )}
    </fieldset>
  )
}
