import { useState } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { ADDRESS_NOT_CHOSEN } from '@sweet-art/domain/checkout'
import { isInCongestionZone } from '@sweet-art/domain/congestion'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import type { PlacePrediction } from '@sweet-art/domain/schemas/maps'
import type { DeliveryDistance } from '@sweet-art/domain/schemas/orders'
import { AddressField } from '@/components/address/address-field'
import { resolvePlace } from '@/components/address/api/resolve-place'
import { PlaceDetailFields } from '@/components/address/place-detail-fields'
import { PlaceFacts } from '@/components/address/place-facts'
import { reportApiError } from '@/lib/query-client'
import { useTouchedError } from '@/lib/use-touched-error'
import { EMPTY_DELIVERY_PLACE, type CheckoutFormFields } from '../hooks/use-checkout-form'
import styles from './checkout.module.css'

interface NewAddressFieldsProps {
  appDelivery: AppDelivery
  /** The chosen place's driving distance, or null when none is chosen or it is unknown. */
  distance: DeliveryDistance | null
  onDistanceChange: (distance: DeliveryDistance | null) => void
}

/**
 * An address typed at checkout (docs/product.md › Addresses): suggestions after more than 3
 * characters; choosing one fills the read-only postcode, the congestion flag and the distance;
 * editing the text drops the choice; the clear icon empties it. Floor and Flat beside it.
 */
export function NewAddressFields({
  appDelivery,
  distance,
  onDistanceChange,
}: NewAddressFieldsProps) {
  const form = useFormContext<CheckoutFormFields>()
  const { register, control, setValue } = form
  const errorOf = useTouchedError(form)
  const postCode = useWatch({ control, name: 'deliveryPlace.postCode' })
  const [isChoosing, setChoosing] = useState(false)
  const isChosen = postCode !== ''
  const addressError = errorOf('deliveryPlace.address')

  const setPlace = (address: string, chosen: { postCode: string; placeId?: string } | null) => {
    setValue('deliveryPlace.postCode', chosen?.postCode ?? '', { shouldDirty: true })
    setValue('deliveryPlace.placeId', chosen?.placeId)
    setValue('deliveryPlace.addressId', undefined)
    // Last, so the address is judged with the postcode that belongs to it.
    setValue('deliveryPlace.address', address, {
      shouldValidate: true,
      shouldTouch: true,
      shouldDirty: true,
    })
  }

  const choose = async (prediction: PlacePrediction) => {
    setChoosing(true)
    try {
      const place = await resolvePlace(prediction)
      // A place without a postcode is ignored silently (docs/product.md › Addresses).
      if (!place) return
      setPlace(place.address, { postCode: place.postCode, placeId: place.placeId })
      onDistanceChange(place.distance)
    } catch (error) {
      reportApiError(error)
    } finally {
      setChoosing(false)
    }
  }

  return (
    <div className={styles.placeFields}>
      <Controller
        control={control}
        name="deliveryPlace.address"
        render={({ field }) => (
          <AddressField
            field={field}
            // The domain's message is the error once a submit was tried; before that it guides.
            error={addressError}
            hint={
              isChoosing
                ? 'Looking up the postcode…'
                : field.value !== '' && !isChosen && addressError !== ADDRESS_NOT_CHOSEN
                  ? ADDRESS_NOT_CHOSEN
                  : undefined
            }
            isEditing={!isChosen}
            isBusy={isChoosing}
            onTextChange={(text) => {
              // Editing the text after choosing drops the chosen place
              // (docs/product.md › Addresses).
              setPlace(text, null)
              onDistanceChange(null)
            }}
            onChoose={(prediction) => void choose(prediction)}
            onClear={() => {
              setPlace(EMPTY_DELIVERY_PLACE.address, null)
              onDistanceChange(null)
            }}
          />
        )}
      />
      <PlaceDetailFields
        floor={{ ...register('deliveryPlace.floor'), error: errorOf('deliveryPlace.floor') }}
        flat={{ ...register('deliveryPlace.flat'), error: errorOf('deliveryPlace.flat') }}
        postCode={register('deliveryPlace.postCode')}
      />
      {isChosen && (
        <PlaceFacts
          distance={distance}
          isCongestionZone={isInCongestionZone(postCode, appDelivery.congestionChargeZone)}
        />
      )}
    </div>
  )
}
