import { useMemo } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { LeadTimeProduct } from '@sweet-art/domain/lead-times'
import type { CloseOrderDates } from '@sweet-art/domain/schemas/app-options'
import type { DeliveryMethod } from '@sweet-art/domain/schemas/catalog'
import type { PaymentChoice } from '@sweet-art/domain/schemas/payments'
import { createCheckoutSubmitSchema } from '@sweet-art/domain/schemas/checkout-form'
import type { CheckoutValues } from '../api/checkout-body'

/** The checkout form as its fields hold it; `''` is a method not chosen yet. */
export interface CheckoutFormFields {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  paymentChoice: PaymentChoice
  delivery: { method: DeliveryMethod | ''; date: string; time: string; secondTime: string }
  deliveryPlace: {
    address: string
    postCode: string
    floor: string
    flat: string
    placeId?: string | undefined
    addressId?: string | undefined
  }
}

/** An empty delivery place: nothing typed, chosen or saved. */
export const EMPTY_DELIVERY_PLACE: CheckoutFormFields['deliveryPlace'] = {
  address: '',
  postCode: '',
  floor: '',
  flat: '',
  placeId: undefined,
  addressId: undefined,
}

interface CheckoutFormOptions {
  isGuest: boolean
  /** The moment the checkout opened; "tomorrow" is counted from it (docs/product.md › Dates and time slots). */
  now: Date
  closeOrderDates: CloseOrderDates
  /** The cart's products, whose lead times decide its first day (docs/product.md › Lead times). */
  products: readonly LeadTimeProduct[]
  /** The method to start with: the only one the cart allows, or none. */
  initialMethod: DeliveryMethod | ''
}

/**
 * The checkout form (docs/product.md › Cart and checkout): the domain's schema for a guest or a
 * signed-in client with the shop's calendar and the cart's lead times; errors show once a field
 * is touched or a submit was tried.
 */
export function useCheckoutForm({
  isGuest,
  now,
  closeOrderDates,
  products,
  initialMethod,
}: CheckoutFormOptions) {
  const resolver = useMemo(
    () =>
      // The fields hold '' for "no method yet", which the schema answers with 'The field is required'.
      zodResolver(
        createCheckoutSubmitSchema(isGuest ? 'guest' : 'client', now, closeOrderDates, products),
      ) as unknown as Resolver<CheckoutFormFields, unknown, CheckoutValues>,
    [isGuest, now, closeOrderDates, products],
  )
  return useForm<CheckoutFormFields, unknown, CheckoutValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      message: '',
      paymentChoice: 'online',
      delivery: { method: initialMethod, date: '', time: '', secondTime: '' },
      deliveryPlace: EMPTY_DELIVERY_PLACE,
    },
  })
}
