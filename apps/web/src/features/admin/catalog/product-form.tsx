import { FormProvider, useForm, useFormContext } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { productAsInput } from '@sweet-art/domain/catalogue-editing'
import { defaultProductCapacity } from '@sweet-art/domain/capacity'
import { BAKERY_DELIVERY_METHODS, deliveryMethodLabel } from '@sweet-art/domain/delivery'
import { ProductInputSchema, type ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import { DELIVERY_METHODS, type Product, type Section } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { showToast } from '@/components/ui/toast-store'
import { useSaveProduct } from './api/save-product'
import {
  CheckField,
  NumberField,
  TextAreaField,
  TextField,
  useFieldError,
} from '../components/form-fields'
import { AllergenTicks } from './allergen-ticks'
import { CapacityFields } from './capacity-fields'
import { PriceFields } from './price-fields'
import { CollectionsFields, FillingsFields, VariantsFields } from './product-options-fields'
import { useServerFieldErrors } from '../components/use-server-field-errors'
import adminForm from '../components/admin-form.module.css'
import { paths } from '@/config/paths'

// The checkout offers no day sooner than this many days after today (docs/product.md › Lead times).
const LEAD_TIME_HINT = 'Days’ notice counted from today. Leave empty to take orders from tomorrow.'

// The product's own allergens are in every version; each filling, option and flavour adds its own
// (docs/product.md › Allergens).
const PRODUCT_ALLERGENS_LABEL = 'Allergens in every version of the product'

/** What the form starts from: the product as saved, or an empty one in `sectionId`. */
export function toProductInput(product: Product | null, sectionId: string): ProductInput {
  if (!product)
    return {
      sectionId,
      title: '',
      treadTitle: '',
      description: '',
      isActive: true,
      price: {
        type: 'only',
        value: null,
        text: '',
        currency: '£',
        unit: '',
        intervals: [],
        variants: [],
      },
      minimalQuantity: 1,
      leadTimeDays: null,
      capacity: defaultProductCapacity(1),
      delivery: [...BAKERY_DELIVERY_METHODS],
      filings: [],
      extraFilings: { sectionTitle: 'Sponge cake-filling', filings: [] },
      variants: [],
      collections: [],
      ingredients: '',
      allergens: [],
      storage: '',
    }
  return productAsInput(product)
}

interface ProductFormProps {
  product: Product | null
  sections: Section[]
  sectionId: string
  /** Called with the saved product, e.g. to open it for its photos after creating it. */
  onSaved: (product: Product) => void
}

/** Every field of a product (docs/product.md › Product page), checked by the schema the API checks with (docs/product.md › The back office). */
export function ProductForm({ product, sections, sectionId, onSaved }: ProductFormProps) {
  const navigate = useNavigate()
  const save = useSaveProduct()
  const form = useForm<ProductInput>({
    resolver: zodResolver(ProductInputSchema),
    mode: 'onTouched',
    defaultValues: toProductInput(product, sectionId),
  })
  const showServerErrors = useServerFieldErrors(form.setError)
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: product?.id ?? null, input },
      {
        onSuccess: (saved) => {
          showToast(`${saved.title} is saved`, 'success')
          form.reset(toProductInput(saved, saved.sectionId))
          onSaved(saved)
        },
        onError: showServerErrors,
      },
    ),
  )

  return (
    <FormProvider {...form}>
      <form
        className={adminForm.form}
        noValidate
        aria-label="Product"
        onSubmit={(event) => void onSubmit(event)}
      >
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Product</legend>
          <SectionSelect sections={sections} />
          <TextField name="title" label="Title" />
          <TextField name="treadTitle" label="Special offer title" />
          <NumberField name="minimalQuantity" label="Minimal quantity" step="1" />
          <NumberField
            name="leadTimeDays"
            label="Lead time (days)"
            step="1"
            hint={LEAD_TIME_HINT}
          />
          <CapacityFields />
          <TextAreaField name="description" label="Description" className={adminForm.full} />
          <div className={`${adminForm.checks} ${adminForm.full}`}>
            <CheckField name="isActive" label="Shown in the shop" />
          </div>
        </fieldset>
        <PriceFields />
        <DeliveryFields />
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Fillings</legend>
          <FillingsFields name="filings" label="Fillings" />
          <TextField
            name="extraFilings.sectionTitle"
            label="Extra fillings heading"
            className={adminForm.full}
          />
          <FillingsFields name="extraFilings.filings" label="Extra fillings" />
        </fieldset>
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Options and flavours</legend>
          <VariantsFields />
          <CollectionsFields />
        </fieldset>
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Ingredients and storage</legend>
          <TextAreaField name="ingredients" label="Ingredients" className={adminForm.full} />
          <AllergenTicks name="allergens" label={PRODUCT_ALLERGENS_LABEL} />
          <TextAreaField name="storage" label="Storage" className={adminForm.full} />
        </fieldset>
        <div className={adminForm.formActions}>
          <button
            type="button"
            className={buttonStyles.outline}
            onClick={() => void navigate(paths.admin.getHref('catalogue'))}
          >
            Back to catalogue
          </button>
          <button type="submit" className={buttonStyles.gold} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save product'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

function SectionSelect({ sections }: { sections: Section[] }) {
  const { register } = useFormContext<ProductInput>()
  const error = useFieldError()('sectionId')
  return (
    <FormField label="Section" error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className={formStyles.select}
          aria-describedby={describedBy}
          {...register('sectionId')}
        >
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** The delivery methods a product allows; the checkout offers those every product allows (docs/product.md › Cart and checkout). */
function DeliveryFields() {
  const { register } = useFormContext<ProductInput>()
  const error = useFieldError()('delivery')
  return (
    <fieldset
      className={adminForm.fieldset}
      aria-describedby={error ? 'delivery-error' : undefined}
    >
      <legend className={adminForm.legend}>Delivery methods</legend>
      <div className={`${adminForm.checks} ${adminForm.full}`}>
        {DELIVERY_METHODS.map((method) => (
          <label key={method} className={adminForm.check}>
            <input type="checkbox" value={method} {...register('delivery')} />
            {deliveryMethodLabel(method)}
          </label>
        ))}
      </div>
      {error && (
        <p id="delivery-error" className={`${adminForm.groupError} ${adminForm.full}`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
