import type { z } from 'zod'
import type { CartLine } from '@sweet-art/domain/cart'
import { isAddressRequired } from '@sweet-art/domain/delivery'
import type { ClientCheckoutFormSchema, CheckoutBody } from '@sweet-art/domain/schemas/forms'

/** The checkout form's values once checked; a guest's carry every personal field (docs/product.md › Cart and checkout). */
export type CheckoutValues = z.output<typeof ClientCheckoutFormSchema>

const NO_PLACE: CheckoutBody['deliveryPlace'] = { address: '', postCode: '', floor: '', flat: '' }

/**
 * The body of every order call (docs/product.md › Wire names): the form and the cart lines. A
 * signed-in client's personal details come from their account, so none are sent
 * (docs/product.md › Cart and checkout); an address is sent only for the methods that need one, so
 * a collection never carries a stale address.
 */
export function buildCheckoutBody(
  values: CheckoutValues,
  lines: readonly CartLine[],
  isGuest: boolean,
): CheckoutBody {
  const { firstName, lastName, email, phone, message, delivery, deliveryPlace, paymentChoice } =
    values
  return {
    ...(isGuest ? { firstName, lastName, email, phone } : {}),
    message,
    paymentChoice,
    delivery,
    deliveryPlace: isAddressRequired(delivery.method) ? deliveryPlace : NO_PLACE,
    products: [...lines],
  }
}

/** One checkout call: its body and the key that makes repeating it safe (docs/product.md › Sending an order twice). */
export interface CheckoutRequest {
  body: CheckoutBody
  idempotencyKey: string
}
