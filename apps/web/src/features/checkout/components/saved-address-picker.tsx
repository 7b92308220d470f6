import { useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { ADDRESS_LIST_EMPTY } from '@sweet-art/domain/messages'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import type { DeliveryDistance } from '@sweet-art/domain/schemas/orders'
import type { Address } from '@sweet-art/domain/schemas/users'
import formStyles from '@/components/ui/form.module.css'
import { useTouchedError } from '@/lib/use-touched-error'
import { EMPTY_DELIVERY_PLACE, type CheckoutFormFields } from '../hooks/use-checkout-form'
import { NewAddressFields } from './new-address-fields'
import styles from './checkout.module.css'

interface SavedAddressPickerProps {
  addresses: readonly Address[]
  appDelivery: AppDelivery
  /** The distance of a new address chosen here; a saved one brings its own. */
  newDistance: DeliveryDistance | null
  onNewDistanceChange: (distance: DeliveryDistance | null) => void
}

/**
 * A signed-in client's delivery address (docs/product.md › Cart and checkout): one of the saved
 * addresses, sent by its id, or a new one found like a guest's; `Address List Is Empty` when none
 * is saved.
 */
export function SavedAddressPicker({
  addresses,
  appDelivery,
  newDistance,
  onNewDistanceChange,
}: SavedAddressPickerProps) {
  const form = useFormContext<CheckoutFormFields>()
  const { control, setValue } = form
  const errorOf = useTouchedError(form)
  const errorId = useId()
  const addressId = useWatch({ control, name: 'deliveryPlace.addressId' })
  const [isNew, setNew] = useState(addresses.length === 0)
  const error = isNew ? undefined : errorOf('deliveryPlace.address')

  const pick = (address: Address | null) => {
    const options = { shouldValidate: true, shouldTouch: true, shouldDirty: true }
    setNew(address === null)
    onNewDistanceChange(null)
    setValue(
      'deliveryPlace',
      address
        ? {
            address: address.address,
            postCode: address.postCode,
            floor: address.floor,
            flat: address.flat,
            placeId: undefined,
            addressId: address.id,
          }
        : EMPTY_DELIVERY_PLACE,
      options,
    )
  }

  return (
    <div className={styles.placeFields}>
      {addresses.length === 0 && <p className={styles.placeholderText}>{ADDRESS_LIST_EMPTY}</p>}
      <div
        role="radiogroup"
        aria-label="Saved addresses"
        className={styles.choices}
        aria-describedby={error ? errorId : undefined}
      >
        {addresses.map((address) => (
          <label key={address.id} className={styles.choice}>
            <input
              type="radio"
              name="saved-address"
              checked={!isNew && addressId === address.id}
              onChange={() => pick(address)}
            />
            <span className={styles.choiceText}>
              <span>{address.address}</span>
              <span className={styles.choiceNote}>
                {[
                  address.postCode,
                  address.floor && `Floor ${address.floor}`,
                  address.flat && `Flat ${address.flat}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" name="saved-address" checked={isNew} onChange={() => pick(null)} />
          <span className={styles.choiceText}>
            <span>A new address</span>
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
      {isNew && (
        <NewAddressFields
          appDelivery={appDelivery}
          distance={newDistance}
          onDistanceChange={onNewDistanceChange}
        />
      )}
    </div>
  )
}
