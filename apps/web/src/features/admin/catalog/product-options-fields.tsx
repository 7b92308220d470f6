import { useFieldArray, useFormContext, type FieldArrayPath } from 'react-hook-form'
import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import { EditableRows } from '../components/editable-rows'
import { LinesField, TextAreaField, TextField } from '../components/form-fields'
import { AllergenTicks } from './allergen-ticks'

type FillingListPath = Extract<FieldArrayPath<ProductInput>, 'filings' | 'extraFilings.filings'>

// "Fillings" → "filling", "Extra fillings" → "extra filling": how one row of the list is named.
const singular = (label: string) => label.toLowerCase().replace(/s$/, '')

/** The fillings or the extra (sponge) fillings of a product (docs/product.md › Product page). */
export function FillingsFields({ name, label }: { name: FillingListPath; label: string }) {
  const { control } = useFormContext<ProductInput>()
  const list = useFieldArray({ control, name })
  return (
    <EditableRows
      label={label}
      rowKeys={list.fields.map((row) => row.id)}
      renderRow={(index) => (
        <>
          <TextField name={`${name}.${index}.title`} label="Title" />
          <LinesField name={`${name}.${index}.structure`} label="Layers" />
          <TextAreaField name={`${name}.${index}.ingredients`} label="Ingredients" />
          <AllergenTicks
            name={`${name}.${index}.allergens`}
            label={`Allergens in ${singular(label)} ${index + 1}`}
          />
        </>
      )}
      removeLabel={(index) => `Remove ${label.toLowerCase()} ${index + 1}`}
      onRemove={(index) => list.remove(index)}
      addText={`Add to ${label.toLowerCase()}`}
      onAdd={() =>
        list.append({ title: '', photo: [], structure: [], ingredients: '', allergens: [] })
      }
    />
  )
}

/** The option variants of a product, e.g. decoration styles (docs/product.md › Product page). */
export function VariantsFields() {
  const { control } = useFormContext<ProductInput>()
  const list = useFieldArray({ control, name: 'variants' })
  return (
    <EditableRows
      label="Options"
      rowKeys={list.fields.map((row) => row.id)}
      renderRow={(index) => (
        <>
          <TextField name={`variants.${index}.title`} label="Option" />
          <AllergenTicks
            name={`variants.${index}.allergens`}
            label={`Allergens in option ${index + 1}`}
          />
        </>
      )}
      removeLabel={(index) => `Remove option ${index + 1}`}
      onRemove={(index) => list.remove(index)}
      addText="Add option"
      onAdd={() => list.append({ title: '', photo: [], allergens: [] })}
    />
  )
}

/** The collection flavours of a product (docs/product.md › Product page). */
export function CollectionsFields() {
  const { control } = useFormContext<ProductInput>()
  const list = useFieldArray({ control, name: 'collections' })
  return (
    <EditableRows
      label="Collection flavours"
      rowKeys={list.fields.map((row) => row.id)}
      renderRow={(index) => (
        <>
          <TextField name={`collections.${index}.title`} label="Flavour" />
          <TextAreaField name={`collections.${index}.ingredients`} label="Ingredients" />
          <AllergenTicks
            name={`collections.${index}.allergens`}
            label={`Allergens in flavour ${index + 1}`}
          />
        </>
      )}
      removeLabel={(index) => `Remove flavour ${index + 1}`}
      onRemove={(index) => list.remove(index)}
      addText="Add flavour"
      onAdd={() => list.append({ title: '', ingredients: '', allergens: [] })}
    />
  )
}
