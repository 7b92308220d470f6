import { useState } from 'react'
import { Link } from 'react-router'
import { formatDisplayDate } from '@sweet-art/domain/dates'
import { deliveryMethodLabel } from '@sweet-art/domain/delivery'
import {
  canCancelOrder,
  formatOrderNumber,
  formatTimeRange,
  nextOrderStatus,
  orderStatusLabel,
} from '@sweet-art/domain/orders'
import { ORDER_PAYMENT_STATE_LABELS, isOrderConfirmed } from '@sweet-art/domain/order-payment'
import type { MailNotGone } from '@sweet-art/domain/schemas/admin-mail'
import type { AdminOrder } from '@sweet-art/domain/schemas/orders'
import { showToast } from '@/components/ui/toast-store'
import { paths } from '@/config/paths'
import { apiFileUrl } from '@/lib/api-client'
import ui from '../admin-ui.module.css'
import { ConfirmDialog } from '../components/confirm-dialog'
import { useMoveOrderMutation } from './api/move-order'
import { CancelOrderButton } from './cancel-order-button'
import { OrderLines } from './order-lines'
import { PaymentBadge } from './payment-badge'
import { PriceOrderForm } from './price-order-form'
import styles from './orders-board.module.css'

/** What the card says when the customer's e-mail about the order has not gone, with the mail server's answer. */
function mailNotGoneText({ state, reason }: MailNotGone): string {
  const said =
    state === 'failed'
      ? "The customer's e-mail could not be sent"
      : "The customer's e-mail has not gone yet"
  return reason === null ? `${said}.` : `${said}: ${reason}`
}

/** One order on the board: what to make, for whom, when and where, and its next step (docs/product.md › The back office). */
export function AdminOrderCard({ order }: { order: AdminOrder }) {
  const reference = formatOrderNumber(order.id)
  const { delivery, deliveryPlace, customer } = order
  const next = nextOrderStatus(order.status)
  const move = useMoveOrderMutation()
  const headingId = `order-${order.id}`

  const [isConfirming, setConfirming] = useState(false)
  const [isCorrectingPrice, setCorrectingPrice] = useState(false)
  // The baker's own price may be corrected until the client pays (docs/product.md › Request orders).
  const canCorrectPrice =
    order.status !== 'cancelled' &&
    order.payment === 'awaitingPayment' &&
    order.pricedByBakery.length > 0
  const isConfirmed = isOrderConfirmed(order.payment)

  const moveOn = () => {
    setConfirming(false)
    if (!next) return
    move.mutate(
      { orderId: order.id, status: next },
      {
        onSuccess: () =>
          showToast(
            `Order ${reference} is ${orderStatusLabel(next)}; the client was told`,
            'success',
          ),
      },
    )
  }

  return (
    <li className={`${ui.panel} ${styles.card}`} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <div>
          <h2 id={headingId} className={styles.cardTitle}>
            Order {reference}
          </h2>
          <p className={styles.when}>
            {formatDisplayDate(delivery.date)} ·{' '}
            {formatTimeRange(delivery.time, delivery.secondTime)} ·{' '}
            {deliveryMethodLabel(delivery.method)}
          </p>
        </div>
        <div className={styles.badges}>
          <PaymentBadge state={order.payment} />
          <span className={ui.badge} data-tone={order.status}>
            {orderStatusLabel(order.status)}
          </span>
        </div>
      </header>

      {order.mailNotGone && (
        <div className={styles.mailNotGone}>
          <p>{mailNotGoneText(order.mailNotGone)}</p>
          <Link className={ui.link} to={paths.admin.getHref('e-mail')}>
            Resend it from the E-mail page
          </Link>
        </div>
      )}

      <div className={styles.facts}>
        <section aria-label={`Customer of order ${reference}`}>
          <h3 className={styles.factsTitle}>Customer</h3>
          <p>
            {customer.firstName} {customer.lastName}
            {order.clientId === null && <span className={ui.muted}> (guest)</span>}
          </p>
          <p>
            <a className={ui.link} href={`mailto:${customer.email}`}>
              {customer.email}
            </a>
          </p>
          <p>
            <a className={ui.link} href={`tel:${customer.phone.replace(/\s/g, '')}`}>
              {customer.phone}
            </a>
          </p>
        </section>
        <section aria-label={`Delivery of order ${reference}`}>
          <h3 className={styles.factsTitle}>Delivery</h3>
          <p>{deliveryMethodLabel(delivery.method)}</p>
          {deliveryPlace.address ? (
            <p>
              {[
                deliveryPlace.address,
                deliveryPlace.floor && `floor ${deliveryPlace.floor}`,
                deliveryPlace.flat && `flat ${deliveryPlace.flat}`,
              ]
                .filter(Boolean)
                .join(', ')}
            </p>
          ) : (
            <p className={ui.muted}>Collected from the bakery</p>
          )}
          {deliveryPlace.deliveryDistance && (
            <p className={ui.muted}>{deliveryPlace.deliveryDistance.distance.toFixed(1)} miles</p>
          )}
          {deliveryPlace.isPaidParking && <p>Paid parking</p>}
        </section>
      </div>

      <OrderLines order={order} caption={`Lines of order ${reference}`} />

      {order.message && (
        <figure className={styles.message}>
          <figcaption className={styles.factsTitle}>Message</figcaption>
          <blockquote>{order.message}</blockquote>
        </figure>
      )}

      {order.images.length > 0 && (
        <section aria-label={`Photos of order ${reference}`}>
          <h3 className={styles.factsTitle}>Photos</h3>
          <ul className={styles.photos}>
            {order.images.map((image, index) => (
              <li key={image.name}>
                <a href={apiFileUrl(image)} target="_blank" rel="noreferrer">
                  <img
                    src={apiFileUrl(image)}
                    alt={`Photo ${String(index + 1)} of order ${reference}`}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {order.status !== 'cancelled' && order.payment === 'priceToSet' && (
        <PriceOrderForm order={order} reference={reference} />
      )}
      {canCorrectPrice && !isCorrectingPrice && (
        <button type="button" className={ui.small} onClick={() => setCorrectingPrice(true)}>
          Correct the price
        </button>
      )}
      {canCorrectPrice && isCorrectingPrice && (
        <PriceOrderForm order={order} reference={reference} />
      )}

      {(next !== null || canCancelOrder(order.status)) && (
        <div className={styles.actions}>
          <CancelOrderButton order={order} reference={reference} />
          {next && (
            <>
              <button
                type="button"
                className={ui.small}
                aria-haspopup={isConfirmed ? undefined : 'dialog'}
                onClick={isConfirmed ? moveOn : () => setConfirming(true)}
                disabled={move.isPending}
              >
                Move to {orderStatusLabel(next)}
              </button>
              <ConfirmDialog
                isOpen={isConfirming}
                title="This order is not paid"
                description={`Order ${reference} is not paid: ${ORDER_PAYMENT_STATE_LABELS[order.payment]}. Move it to ${orderStatusLabel(next)} all the same? The client will be told.`}
                confirmLabel={`Move to ${orderStatusLabel(next)} unpaid`}
                cancelLabel="Wait for the payment"
                onConfirm={moveOn}
                onCancel={() => setConfirming(false)}
              />
            </>
          )}
        </div>
      )}
    </li>
  )
}
