import { ADDRESS_NOT_CHOSEN, findDeliveryScheduleIssue, isDeliveryPlaceChosen } from '../checkout'
import { isAddressRequired } from '../delivery'
import type { LeadTimeProduct } from '../lead-times'
import type { CloseOrderDates } from './app-options'
import { createCheckoutFormSchema, type CheckoutKind } from './forms'

function readGroup(value: unknown, group: string): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null
  const inner = (value as Record<string, unknown>)[group]
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : null
}

function text(group: Record<string, unknown> | null, key: string): string {
  const field = group?.[key]
  return typeof field === 'string' ? field : ''
}

/**
 * The checkout form as the browser checks it before sending: the shared rules, plus the shop's
 * calendar (a typed closed date, a date too soon for a product of the cart or a `To` before `From`
 * is marked on its field, as the server would refuse it; docs/product.md › Lead times) and an
 * address that must be chosen, not only typed (docs/product.md › Addresses).
 */
export function createCheckoutSubmitSchema(
  kind: CheckoutKind,
  now: Date,
  closeOrderDates: CloseOrderDates,
  products: readonly LeadTimeProduct[] = [],
) {
  return createCheckoutFormSchema(kind).superRefine(
    (value: unknown, ctx) => {
      const delivery = readGroup(value, 'delivery')
      const place = readGroup(value, 'deliveryPlace')
      const schedule = {
        date: text(delivery, 'date'),
        time: text(delivery, 'time'),
        secondTime: text(delivery, 'secondTime'),
      }
      const issue = findDeliveryScheduleIssue(schedule, now, closeOrderDates, products)
      if (issue)
        ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.message })
      const address = text(place, 'address').trim()
      const choice = { postCode: text(place, 'postCode'), addressId: text(place, 'addressId') }
      if (
        isAddressRequired(text(delivery, 'method')) &&
        address !== '' &&
        !isDeliveryPlaceChosen(choice)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryPlace', 'address'],
          message: ADDRESS_NOT_CHOSEN,
        })
    },
    // Runs while other fields are still invalid, so every problem is marked at the same submit.
    { when: () => true },
  )
}
