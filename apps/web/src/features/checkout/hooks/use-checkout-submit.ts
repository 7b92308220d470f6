import { useRef, useState } from 'react'
import type { CheckoutBody } from '@sweet-art/domain/schemas/forms'
import type { Order } from '@sweet-art/domain/schemas/orders'
import type { PaymentHandOff } from '@sweet-art/domain/schemas/payments'
import { showToast } from '@/components/ui/toast-store'
import { ApiError, customerMessageOf } from '@/lib/api-client'
import { useCreateOrderMutation } from '../api/create-order'
import { useCreatePaymentMutation } from '../api/create-payment'
import { useIdempotencyKeys } from './use-idempotency-key'

// Shown when the answer made no sense: the customer must know the order may not exist.
const NOT_SENT_MESSAGE = 'We could not send your order. Please check your connection and try again.'

interface CheckoutSubmitOptions {
  isGuest: boolean
  /** Every line priced: the order and its payment exist; the browser goes to pay. */
  onPaymentStarted: (handOff: PaymentHandOff) => void
  /** Some line on request: the order was created without payment. */
  onOrderCreated: (order: Order) => void
  /** The server's per-field messages (docs/product.md › Error answers), to be shown on the form. */
  onFieldErrors: (fields: Record<string, string>) => void
}

// A lost connection or a server failure may have left the order half-way: retrying the same body
// must reuse its key. A refusal (4xx) ended the attempt.
function isSameAttemptRetryable(error: Error): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500
}

/**
 * Sends the checkout (docs/product.md › Product prices): a priced cart to the payment call, a cart
 * with a line on request to the order call of a guest or a client. While a call runs, further
 * submits are ignored (docs/product.md › Cart and checkout); after the payment hand-off the form
 * stays busy until the browser has left.
 */
export function useCheckoutSubmit({
  isGuest,
  onPaymentStarted,
  onOrderCreated,
  onFieldErrors,
}: CheckoutSubmitOptions) {
  const keys = useIdempotencyKeys()
  const payment = useCreatePaymentMutation()
  const order = useCreateOrderMutation()
  const isSending = useRef(false)
  const [isLeaving, setLeaving] = useState(false)

  const submit = (body: CheckoutBody, isPriced: boolean) => {
    if (isSending.current) return
    isSending.current = true
    const request = { body, idempotencyKey: keys.keyFor(body) }
    const onError = (error: Error) => {
      isSending.current = false
      if (!isSameAttemptRetryable(error)) keys.forget()
      if (error instanceof ApiError && error.fields) onFieldErrors(error.fields)
      // The shared error handler has already shown a message the server wrote, or that the
      // device seems offline.
      if (customerMessageOf(error) === undefined) showToast(NOT_SENT_MESSAGE, 'error')
    }
    if (isPriced) {
      payment.mutate(request, {
        onSuccess: (handOff) => {
          keys.forget()
          setLeaving(true)
          onPaymentStarted(handOff)
        },
        onError,
      })
    } else {
      order.mutate(
        { ...request, isGuest },
        {
          onSuccess: (created) => {
            isSending.current = false
            keys.forget()
            onOrderCreated(created)
          },
          onError,
        },
      )
    }
  }

  return { submit, isSubmitting: payment.isPending || order.isPending || isLeaving }
}
