import { useFieldArray, useFormContext, type FieldArrayPath } from 'react-hook-form'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import { LinesField, TextAreaField, TextField } from '../components/form-fields'
import adminForm from '../components/admin-form.module.css'
import { AllergenTicks } from './allergen-ticks'

type FillingListPath = Extract<FieldArrayPath<ProductInput>, 'filings' | 'extraFilings.filings'>

// "Fillings" → "filling", "Extra fillings" → "extra filling": how one row of the list is named.
const singular = (label: string) => label.toLowerCase().replace(/s$/, '')

/** The fillings or the extra (sponge) fillings of a product (docs/product.md › Product page). */
export function FillingsFields({ name, label }: { name: FillingListPath; label: string }) {
  const { control } = useFormContext<ProductInput>()
  const list = useFieldArray({ control, name })
  return (
    <div className={adminForm.full}>
      <ol className={adminForm.rows} aria-label={label}>
        {list.fields.map((row, index) => (
          <li key={row.id} className={adminForm.row}>
            <TextField name={`${name}.${index}.title`} label="Title" />
            <LinesField name={`${name}.${index}.structure`} label="Layers" />
            <TextAreaField name={`${name}.${index}.ingredients`} label="Ingredients" />
            <AllergenTicks
              name={`${name}.${index}.allergens`}
              label={`Allergens in ${singular(label)} ${index + 1}`}
            />
            <button
              type="button"
              className={adminForm.danger}
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => list.remove(index)}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${adminForm.control} ${adminForm.addLink}`}
        onClick={() =>
          list.append({ title: '', photo: [], structure: [], ingredients: '', allergens: [] })
        }
      >
        Add to {label.toLowerCase()}
      </button>
    </div>
  )
}

/** The option variants of a product, e.g. decoration styles (docs/product.md › Product page). */
export function VariantsFields() {
  const { control } = useFormContext<ProductInput>()
  const list = useFieldArray({ control, name: 'variants' })
  return (
    <div className={adminForm.full}>
      <ol className={adminForm.rows} aria-label="Options">
        {list.fields.map((row, index) => (
          <li key={row.id} className={adminForm.row}>
            <TextField name={`variants.${index}.title`} label="Option" />
            <AllergenTicks
              name={`variants.${index}.allergens`}
              label={`Allergens in option ${index + 1}`}
            />
            <button
              type="button"
              className={adminForm.danger}
              aria-label={`Remove option ${index + 1}`}
              onClick={() => list.remove(index)}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${adminForm.control} ${adminForm.addLink}`}
        onClick={() => list.append({ title: '', photo: [], allergens: [] })}
      >
        Add option
      </button>
    </div>
  )
}

/** The collection flavours of a product (docs/product.md › Product page). */
export function CollectionsFields() {
  const { control } = useFormContext<ProductInput>()
  const list = useFieldArray({ control, name: 'collections' })
  return (
    <div className={adminForm.full}>
      <ol className={adminForm.rows} aria-label="Collection flavours">
        {list.fields.map((row, index) => (
          <li key={row.id} className={adminForm.row}>
            <TextField name={`collections.${index}.title`} label="Flavour" />
            <TextAreaField name={`collections.${index}.ingredients`} label="Ingredients" />
            <AllergenTicks
              name={`collections.${index}.allergens`}
              label={`Allergens in flavour ${index + 1}`}
            />
            <button
              type="button"
              className={adminForm.danger}
              aria-label={`Remove flavour ${index + 1}`}
              onClick={() => list.remove(index)}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${adminForm.control} ${adminForm.addLink}`}
        onClick={() => list.append({ title: '', ingredients: '', allergens: [] })}
      >
        Add flavour
      </button>
    </div>
  )
}
