import { useEffect, useMemo, useState } from 'react'
import { listAllergens } from '@sweet-art/domain/allergens'
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form'
import type { CartLine } from '@sweet-art/domain/cart'
import { availabilityCart } from '@sweet-art/domain/availability'
import { checkoutButtonLabel } from '@sweet-art/domain/cart'
import { isDeliveryPlaceChosen } from '@sweet-art/domain/checkout'
import { isIsoDate } from '@sweet-art/domain/dates'
import {
  calculateDeliveryCharges,
  intersectDeliveryMethods,
  isAddressRequired,
  isDeliveryCharged,
} from '@sweet-art/domain/delivery'
import { isCartPriced } from '@sweet-art/domain/pricing'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import { workingDaysInWords } from '@sweet-art/domain/unpaid-holds'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import { FORM_MESSAGES } from '@sweet-art/domain/schemas/forms'
import type { DeliveryDistance, Order } from '@sweet-art/domain/schemas/orders'
import type { PaymentHandOff } from '@sweet-art/domain/schemas/payments'
import type { User } from '@sweet-art/domain/schemas/users'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { showToast } from '@/components/ui/toast-store'
import { useTouchedError } from '@/lib/use-touched-error'
import { buildCheckoutBody } from '../api/checkout-body'
import { useRefreshAvailability } from '../api/get-availability'
import { useCheckoutForm, type CheckoutFormFields } from '../hooks/use-checkout-form'
import { useCheckoutSubmit } from '../hooks/use-checkout-submit'
import { CheckoutSummary } from './checkout-summary'
import { DeliveryFields } from './delivery-fields'
import { PaymentChoiceFields } from './payment-choice-fields'
import { NewAddressFields } from './new-address-fields'
import { PersonalFields } from './personal-fields'
import { SavedAddressPicker } from './saved-address-picker'
import styles from './checkout.module.css'

interface CheckoutFormProps {
  lines: readonly CartLine[]
  /**
   * The catalogue products of the lines: their delivery methods decide what is offered
   * (docs/product.md › Cart and checkout), their lead times the first day (docs/product.md › Lead times).
   */
  products: readonly Product[]
  options: AppOptions
  /** The signed-in client, or null for a guest. */
  user: User | null
  onPaymentStarted: (handOff: PaymentHandOff) => void
  onOrderCreated: (order: Order) => void
}

// The fields the API may name in an error's `fields` (docs/product.md › Error answers), as the form
// calls them.
const SERVER_FIELDS: readonly FieldPath<CheckoutFormFields>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
  'delivery.method',
  'delivery.date',
  'delivery.time',
  'delivery.secondTime',
  'deliveryPlace.address',
  'deliveryPlace.floor',
  'deliveryPlace.flat',
]

function toFormField(key: string): FieldPath<CheckoutFormFields> | null {
  const field = SERVER_FIELDS.find((candidate) => candidate === key)
  if (field) return field
  // A refused place id, saved address id or postcode is about the address the customer chose.
  return key.startsWith('deliveryPlace.') ? 'deliveryPlace.address' : null
}

/**
 * The checkout (docs/product.md › Cart and checkout): a guest's details or a signed-in client's
 * saved addresses, the delivery method the whole cart allows, date and time, the address when the
 * method needs one, a message, and the summary with the submit button. A priced cart goes to
 * payment; a cart with a line on request becomes an order request.
 */
export function CheckoutForm({
  lines,
  products,
  options,
  user,
  onPaymentStarted,
  onOrderCreated,
}: CheckoutFormProps) {
  const isGuest = user === null
  const payWithin = workingDaysInWords(options.unpaidHolds.bankTransferWorkingDays)
  const [now] = useState(() => new Date())
  const methods = useMemo(() => intersectDeliveryMethods(products), [products])
  const cart = useMemo(() => availabilityCart(lines), [lines])
  const form = useCheckoutForm({
    isGuest,
    now,
    closeOrderDates: options.closeOrderDates,
    products,
    initialMethod: methods.length === 1 ? (methods[0] ?? '') : '',
  })
  const { control, handleSubmit, getValues, setValue, setError, register } = form
  const errorOf = useTouchedError(form)
  const [newDistance, setNewDistance] = useState<DeliveryDistance | null>(null)
  const delivery = useWatch({ control, name: 'delivery' })
  const place = useWatch({ control, name: 'deliveryPlace' })
  const paymentChoice = useWatch({ control, name: 'paymentChoice' })

  useEffect(() => {
    // Removing a line can change what the cart allows; a method no longer offered is dropped.
    const method = getValues('delivery.method')
    if (method !== '' && !methods.includes(method))
      setValue('delivery.method', methods.length === 1 ? (methods[0] ?? '') : '')
  }, [methods, getValues, setValue])

  const savedAddress = user?.addressesData.find((address) => address.id === place.addressId)
  const distance = savedAddress ? savedAddress.deliveryDistance : newDistance
  const chargeInput = {
    method: delivery.method,
    // Typed text is not an address until chosen (docs/product.md › Addresses), so it is not priced
    // yet.
    address: isDeliveryPlaceChosen(place) ? place.address : '',
    date: isIsoDate(delivery.date) ? delivery.date : '',
  }
  const charges = calculateDeliveryCharges({
    ...chargeInput,
    time: delivery.time,
    secondTime: delivery.secondTime,
    postCode: place.postCode,
    distanceMiles: distance?.distance ?? null,
    appDelivery: options.appDelivery,
  })

  const refreshAvailability = useRefreshAvailability()
  const { submit, isSubmitting } = useCheckoutSubmit({
    isGuest,
    onPaymentStarted,
    onOrderCreated,
    onFieldErrors: (fields) => {
      // A day may have filled up since the calendar was asked (docs/product.md › Daily capacity).
      if ('delivery.date' in fields) refreshAvailability()
      for (const [key, message] of Object.entries(fields)) {
        const field = toFormField(key)
        if (field) setError(field, { type: 'server', message })
      }
    },
  })

  const onSubmit = handleSubmit(
    (values) => submit(buildCheckoutBody(values, lines, isGuest), isCartPriced(lines)),
    () => showToast(FORM_MESSAGES.fillOutFields, 'error'),
  )

  return (
    <FormProvider {...form}>
      <form
        className={styles.checkout}
        noValidate
        aria-labelledby="checkout-title"
        onSubmit={(event) => {
          // Repeated clicks are ignored while an order is being created
          // (docs/product.md › Cart and checkout).
          if (isSubmitting) event.preventDefault()
          else void onSubmit(event)
        }}
      >
        <div className={styles.fields}>
          <header className={styles.formHeader}>
            <h2 id="checkout-title" className={styles.title}>
              Checkout
            </h2>
            {user && (
              <p className={styles.signedIn}>
                {`Ordering as ${user.firstName} ${user.lastName} (${user.email})`}
              </p>
            )}
          </header>
          {isGuest && <PersonalFields />}
          <DeliveryFields
            methods={methods}
            products={products}
            cart={cart}
            now={now}
            closeOrderDates={options.closeOrderDates}
          />
          {isAddressRequired(delivery.method) && (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Delivery address</legend>
              {user ? (
                <SavedAddressPicker
                  addresses={user.addressesData}
                  appDelivery={options.appDelivery}
                  newDistance={newDistance}
                  onNewDistanceChange={setNewDistance}
                />
              ) : (
                <NewAddressFields
                  appDelivery={options.appDelivery}
                  distance={newDistance}
                  onDistanceChange={setNewDistance}
                />
              )}
            </fieldset>
          )}
          {isCartPriced(lines) && <PaymentChoiceFields payWithin={payWithin} />}
          <FormField
            label="Message"
            error={errorOf('message')}
            className={`${styles.group ?? ''} ${styles.messageGroup ?? ''}`}
          >
            {({ id, describedBy }) => (
              <textarea
                id={id}
                className={formStyles.textarea}
                rows={4}
                placeholder="Anything we should know: an inscription, allergies, the occasion…"
                aria-describedby={describedBy}
                {...register('message')}
              />
            )}
          </FormField>
        </div>
        <CheckoutSummary
          lines={lines}
          lineAllergens={lines.map((line) => {
            const product = products.find((candidate) => candidate.id === line.productId)
            return {
              id: line.id,
              name: line.name,
              allergens: product ? listAllergens(product, line.options) : [],
            }
          })}
          method={delivery.method}
          charges={charges}
          isDeliveryCharged={isDeliveryCharged(chargeInput)}
          paymentChoice={paymentChoice}
          payWithin={payWithin}
          submitLabel={checkoutButtonLabel(lines, isSubmitting, paymentChoice)}
          isSubmitting={isSubmitting}
        />
      </form>
    </FormProvider>
  )
}
