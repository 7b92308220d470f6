import { formatDisplayDate } from '@sweet-art/domain/dates'
import { deliveryMethodLabel } from '@sweet-art/domain/delivery'
import { formatTimeRange, hasCustomMadeProduct, orderStatusLabel } from '@sweet-art/domain/orders'
import {
  PRICE_ON_REQUEST,
  calculateLineTotal,
  formatLineCost,
  formatLinePounds,
} from '@sweet-art/domain/pricing'
import type { Order } from '@sweet-art/domain/schemas/orders'
import styles from './order-detail.module.css'
import { OrderImages } from './order-images'

/**
 * One order (spec §2 Order detail): Order info table, Delivery Info, and Images for a custom-made
 * order; `withImages` false leaves the images out where nobody is signed in to manage them.
 */
export function OrderDetail({ order, withImages = true }: { order: Order; withImages?: boolean }) {
  const { delivery, deliveryPlace } = order
  return (
    <div className={styles.detail}>
      <p className={styles.state}>State: {orderStatusLabel(order.status)}</p>
      <section aria-labelledby="order-info">
        <h2 id="order-info" className={styles.heading}>
          Order info
        </h2>
        {/* On a phone the table scrolls sideways; a keyboard can scroll only what it can focus. */}
        <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby="order-info">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Options</th>
                <th scope="col">Quantity</th>
                <th scope="col">Cost</th>
                <th scope="col">Sum</th>
              </tr>
            </thead>
            <tbody>
              {order.products.map((line) => (
                <tr key={line.id}>
                  <th scope="row">{line.name}</th>
                  <td>{line.options.map((option) => option.value).join(', ')}</td>
                  <td>{line.quantity}</td>
                  <td>{formatLinePounds(line.cost)}</td>
                  <td>{formatLineCost(calculateLineTotal(line))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {delivery.cost !== null && delivery.cost > 0 && (
                <tr>
                  <th scope="row" colSpan={4}>
                    Delivery
                  </th>
                  <td>{formatLinePounds(delivery.cost)}</td>
                </tr>
              )}
              {delivery.congestion > 0 && (
                <tr>
                  <th scope="row" colSpan={4}>
                    Congestion charge
                  </th>
                  <td>{formatLinePounds(delivery.congestion)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" colSpan={4}>
                  Total
                </th>
                <td>{order.total === null ? PRICE_ON_REQUEST : formatLinePounds(order.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="delivery-info">
        <h2 id="delivery-info" className={styles.heading}>
          Delivery Info
        </h2>
        <dl className={styles.facts}>
          <dt>Method</dt>
          <dd>{deliveryMethodLabel(delivery.method)}</dd>
          <dt>Date</dt>
          <dd>{formatDisplayDate(delivery.date)}</dd>
          <dt>Time</dt>
          <dd>{formatTimeRange(delivery.time, delivery.secondTime)}</dd>
          {deliveryPlace.address && (
            <>
              <dt>Address</dt>
              <dd>
                {[
                  deliveryPlace.address,
                  deliveryPlace.floor && `Floor ${deliveryPlace.floor}`,
                  deliveryPlace.flat && `Flat ${deliveryPlace.flat}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </>
          )}
        </dl>
      </section>
      {withImages && hasCustomMadeProduct(order) && <OrderImages order={order} />}
    </div>
  )
}
