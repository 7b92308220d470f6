import { useEffect, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { findProductAnywhere } from '@sweet-art/domain/catalog'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import { PAID_PAYMENT_PARAM } from '@sweet-art/domain/schemas/payment-receipt'
import {
  BankTransferDetailsSchema,
  type BankTransferDetails,
} from '@sweet-art/domain/schemas/payments'
import { Page } from '@/components/ui/page'
import { paths } from '@/config/paths'
import { useAppOptionsQuery } from '@/features/app-options/api/get-app-options'
import { useSessionUser } from '@/features/auth/hooks/use-session'
import { CartLines } from '@/features/cart/components/cart-lines'
import { useCart, useCartDispatch } from '@/features/cart/hooks/use-cart'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { CheckoutForm } from '@/features/checkout/components/checkout-form'
import { usePaymentReceiptQuery } from '@/features/checkout/api/get-payment-receipt'
import { ThanksModal } from '@/features/checkout/components/thanks-modal'
import { browserNavigation } from '@/lib/browser-navigation'
import styles from './cart.module.css'

/** The action of the payment provider's return address: the order is paid (docs/product.md › Cart and checkout). */
const PAID_ACTION = 'isPaid'

// The thank-you modal rides on the history entry, so it survives the move from /cart/isPaid to /cart.
const THANKS_STATE = { isThanksOpen: true }

function isThanksState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isThanksOpen' in state
}

function stringIn(state: unknown, key: 'orderId' | 'paymentId'): string | null {
  if (typeof state !== 'object' || state === null || !(key in state)) return null
  const value: unknown = (state as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : null
}

// After a bank transfer order the modal also shows how to pay; the details ride along.
function bankTransferOf(state: unknown): BankTransferDetails | null {
  if (typeof state !== 'object' || state === null || !('bankTransfer' in state)) return null
  const parsed = BankTransferDetailsSchema.safeParse(state.bankTransfer)
  return parsed.success ? parsed.data : null
}

/**
 * /cart and /cart/{action} (docs/product.md › Cart and checkout): the cart's lines and the
 * checkout. Coming back paid (/cart/isPaid) clears the cart, replaces the address with /cart and
 * thanks the customer; so does an order sent as a request. A priced order hands the whole browser
 * to the payment page.
 */
export function CartRoute() {
  const { action } = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const cart = useCart()
  const dispatch = useCartDispatch()
  const { sections, isPending: isCataloguePending } = useCatalogSections()
  const { data: options } = useAppOptionsQuery()
  const user = useSessionUser()

  // The payment page names the payment it took, so the modal can give its order number and amount.
  const paidPaymentId = new URLSearchParams(location.search).get(PAID_PAYMENT_PARAM)
  useEffect(() => {
    if (action !== PAID_ACTION) return
    dispatch({ type: 'clear' })
    void navigate(paths.cart.getHref(), {
      replace: true,
      state: { ...THANKS_STATE, paymentId: paidPaymentId },
    })
  }, [action, dispatch, navigate, paidPaymentId])
  const receipt = usePaymentReceiptQuery(stringIn(location.state, 'paymentId')).data

  const products = useMemo(
    () =>
      cart.products
        .map((line) => findProductAnywhere(sections, line.productId)?.product)
        .filter((product): product is Product => product !== undefined),
    [cart.products, sections],
  )
  const showThanks = (orderId: string) =>
    void navigate(paths.cart.getHref(), { replace: true, state: { ...THANKS_STATE, orderId } })
  const isCheckoutReady = options !== undefined && !isCataloguePending

  return (
    <Page title="Cart" eyebrow="Your order">
      <div className={styles.stack}>
        <CartLines lines={cart.products} sections={sections} />
        {cart.products.length > 0 &&
          (isCheckoutReady ? (
            <CheckoutForm
              // A sign-in or sign-out during checkout changes which fields exist: start afresh.
              key={user ? `client-${user.id}` : 'guest'}
              lines={cart.products}
              products={products}
              options={options}
              user={user}
              onPaymentStarted={({ flowLink, bankTransfer, orderId }) => {
                if (flowLink) {
                  dispatch({ type: 'setFlowLink', flowLink })
                  browserNavigation.goTo(flowLink)
                  return
                }
                dispatch({ type: 'clear' })
                void navigate(paths.cart.getHref(), {
                  replace: true,
                  state: { ...THANKS_STATE, bankTransfer, orderId },
                })
              }}
              onOrderCreated={(order) => {
                dispatch({ type: 'clear' })
                showThanks(order.id)
              }}
            />
          ) : (
            <div className={styles.pending} aria-busy="true" />
          ))}
      </div>
      <ThanksModal
        isOpen={isThanksState(location.state)}
        bankTransfer={bankTransferOf(location.state)}
        orderId={receipt?.orderId ?? stringIn(location.state, 'orderId')}
        payment={receipt?.status === 'paid' || receipt?.status === 'pending' ? receipt : null}
        onClose={() => void navigate(paths.cart.getHref(), { replace: true, state: null })}
      />
    </Page>
  )
}
