import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  AddressFormSchema,
  hasChangedFields,
  type AddressFormValues,
} from '@sweet-art/domain/schemas/forms'
import type { PlacePrediction } from '@sweet-art/domain/schemas/maps'
import type { DeliveryDistance } from '@sweet-art/domain/schemas/orders'
import type { Address } from '@sweet-art/domain/schemas/users'
import { AddressField } from '@/components/address/address-field'
import { getPlaceDetails } from '@/components/address/api/get-place-details'
import { getPlaceDistance } from '@/components/address/api/get-place-distance'
import { PlaceDetailFields } from '@/components/address/place-detail-fields'
import { PlaceFacts } from '@/components/address/place-facts'
import buttonStyles from '@/components/ui/button.module.css'
import { showToast } from '@/components/ui/toast-store'
import { reportApiError } from '@/lib/query-client'
import { useTouchedError } from '@/lib/use-touched-error'
import { useCreateAddressMutation } from '../api/create-address'
import { useDeleteAddressMutation } from '../api/delete-address'
import { useUpdateAddressMutation } from '../api/update-address'
import styles from './account-form.module.css'

interface AddressFormProps {
  /** The saved address being edited; absent for a new one. */
  address?: Address | undefined
  /** A saved address was changed or removed: the server's whole list. */
  onListChange: (addresses: Address[]) => void
  /** A new address was saved. */
  onCreated?: (address: Address) => void
  /** A new, unsaved address was removed. */
  onDiscard?: () => void
}

const EMPTY: AddressFormValues = { address: '', postCode: '', floor: '', flat: '' }

function toFormValues(address: Address | undefined): AddressFormValues {
  if (!address) return EMPTY
  return {
    address: address.address,
    postCode: address.postCode,
    floor: address.floor,
    flat: address.flat,
  }
}

/**
 * One address of the address book (docs/product.md › Account area; › Addresses): Address found
 * through autocomplete, Floor, Flat, the read-only Postal Code of the chosen place, Save and Remove
 * Address.
 */
export function AddressForm({ address, onListChange, onCreated, onDiscard }: AddressFormProps) {
  const saved = useMemo(() => toFormValues(address), [address])
  const [isEditingText, setEditingText] = useState(address === undefined)
  const [isChoosing, setChoosing] = useState(false)
  const [distance, setDistance] = useState<DeliveryDistance | null>(
    address?.deliveryDistance ?? null,
  )
  const createAddress = useCreateAddressMutation()
  const updateAddress = useUpdateAddressMutation()
  const deleteAddress = useDeleteAddressMutation()

  const form = useForm<AddressFormValues>({
    resolver: zodResolver(AddressFormSchema),
    mode: 'onTouched',
    defaultValues: saved,
  })
  const { register, control, handleSubmit, setValue, reset, formState } = form
  const errorOf = useTouchedError(form)
  const values = useWatch({ control })
  const isChanged = hasChangedFields(saved, { ...saved, ...values })
  const isSaving = createAddress.isPending || updateAddress.isPending
  const isNotChosen = isEditingText && (values.address ?? '') !== '' && !isChoosing

  const setChosen = (fields: Pick<AddressFormValues, 'address' | 'postCode' | 'placeId'>) => {
    const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true }
    setValue('address', fields.address, options)
    setValue('postCode', fields.postCode, options)
    setValue('placeId', fields.placeId, options)
  }

  const choose = async (prediction: PlacePrediction) => {
    setChoosing(true)
    try {
      // Postcode first (no postcode, no address), then the driving distance; the address
      // shown is the place's own line, the one the shop stores.
      const details = await getPlaceDetails(prediction.place_id)
      if (!details) return
      const found = await getPlaceDistance(prediction.place_id).catch((error: unknown) => {
        reportApiError(error)
        return null
      })
      setChosen({ ...details, placeId: prediction.place_id })
      setDistance(found)
      setEditingText(false)
    } catch (error) {
      reportApiError(error)
    } finally {
      setChoosing(false)
    }
  }

  const onSubmit = handleSubmit((parsed) => {
    if (address) {
      updateAddress.mutate(
        { ...parsed, id: address.id },
        {
          onSuccess: (addresses) => {
            const updated = addresses.find((entry) => entry.id === address.id)
            reset(toFormValues(updated ?? address))
            setDistance(updated?.deliveryDistance ?? null)
            onListChange(addresses)
            showToast('Address saved', 'success')
          },
        },
      )
    } else {
      createAddress.mutate(parsed, {
        onSuccess: (created) => {
          onCreated?.(created)
          showToast('Address saved', 'success')
        },
      })
    }
  })

  const remove = () => {
    if (!address) {
      onDiscard?.()
      return
    }
    deleteAddress.mutate(address.id, { onSuccess: onListChange })
  }

  const shownDistance = isEditingText ? null : distance
  const formLabel = address ? `Address: ${address.address}` : 'New address'

  return (
    <form
      className={styles.addressCard}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={formLabel}
    >
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressField
            field={field}
            error={errorOf('address')}
            hint={
              isChoosing
                ? 'Looking up the postcode…'
                : isNotChosen
                  ? 'Choose your address from the suggestions'
                  : undefined
            }
            isEditing={isEditingText}
            isBusy={isChoosing}
            onTextChange={(text) => {
              // Editing the text after choosing drops the chosen place
              // (docs/product.md › Addresses).
              field.onChange(text)
              setValue('postCode', '', { shouldDirty: true, shouldValidate: true })
              setValue('placeId', undefined, { shouldDirty: true })
              setEditingText(true)
            }}
            onChoose={(prediction) => void choose(prediction)}
            onClear={() => {
              setChosen({ address: '', postCode: '', placeId: undefined })
              setEditingText(true)
            }}
          />
        )}
      />
      <PlaceDetailFields
        floor={{ ...register('floor'), error: errorOf('floor') }}
        flat={{ ...register('flat'), error: errorOf('flat') }}
        postCode={register('postCode')}
      />
      <div className={styles.addressFooter}>
        <PlaceFacts
          distance={shownDistance}
          isCongestionZone={!isEditingText && address?.isCongestionZone === true && !isChanged}
        />
        {/* Marked as the form's actions, so a toast never lands on Remove Address either. */}
        <div className={styles.addressButtons} data-form-actions>
          <button
            type="button"
            className={styles.textButton}
            onClick={remove}
            disabled={deleteAddress.isPending}
          >
            Remove Address
          </button>
          <button
            type="submit"
            className={buttonStyles.gold}
            disabled={!formState.isValid || !isChanged || isSaving || isChoosing}
          >
            {isSaving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
    </form>
  )
}
