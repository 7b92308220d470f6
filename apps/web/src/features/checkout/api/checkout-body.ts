import type { z } from 'zod'
import type { CartLine } from '@sweet-art/domain/cart'
import { isAddressRequired } from '@sweet-art/domain/delivery'
import type { ClientCheckoutFormSchema, CheckoutBody } from '@sweet-art/domain/schemas/forms'

/** The checkout form's values once checked; a guest's carry every personal field (spec §5). */
export type CheckoutValues = z.output<typeof ClientCheckoutFormSchema>

const NO_PLACE: CheckoutBody['deliveryPlace'] = { address: '', postCode: '', floor: '', flat: '' }

/**
 * The body of every order call (decisions §2): the form and the cart lines. A signed-in client's
 * personal details come from their account, so none are sent (spec §6); an address is sent only
 * for the methods that need one, so a collection never carries a stale address (spec §5).
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

/** One checkout call: its body and the key that makes repeating it safe (decisions §2). */
export interface CheckoutRequest {
  body: CheckoutBody
  idempotencyKey: string
}
