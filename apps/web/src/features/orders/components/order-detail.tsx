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
import { ContainsLine } from '@/components/ui/allergen-list'
import styles from './order-detail.module.css'
import { OrderImages } from './order-images'

/**
 * One order: Order info table, Delivery Info, and Images for a custom-made
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
        {/* On a phone each line stacks into labelled rows (the labels come from data-label), so
            Cost and Sum stay on screen; the explicit roles keep it a table for screen readers,
            which drop a table's meaning once CSS changes its display. */}
        <table className={styles.table} role="table" aria-labelledby="order-info">
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                Product
              </th>
              <th role="columnheader" scope="col">
                Options
              </th>
              <th role="columnheader" scope="col" className={styles.number}>
                Quantity
              </th>
              <th role="columnheader" scope="col" className={styles.number}>
                Cost
              </th>
              <th role="columnheader" scope="col" className={styles.number}>
                Sum
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {order.products.map((line) => (
              <tr key={line.id} role="row">
                <th role="rowheader" scope="row">
                  {line.name}
                  {/* As stored when the order was placed (docs/product.md › Allergens). */}
                  <ContainsLine allergens={line.allergens} className={styles.allergens} />
                </th>
                <td role="cell" data-label="Options">
                  {line.options.map((option) => option.value).join(', ')}
                </td>
                <td role="cell" data-label="Quantity" className={styles.number}>
                  {line.quantity}
                </td>
                <td role="cell" data-label="Cost" className={styles.number}>
                  {formatLinePounds(line.cost)}
                </td>
                <td role="cell" data-label="Sum" className={styles.number}>
                  {formatLineCost(calculateLineTotal(line))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot role="rowgroup">
            {delivery.cost !== null && delivery.cost > 0 && (
              <TotalRow label="Delivery" value={formatLinePounds(delivery.cost)} />
            )}
            {delivery.congestion > 0 && (
              <TotalRow label="Congestion charge" value={formatLinePounds(delivery.congestion)} />
            )}
            <TotalRow
              label="Total"
              value={order.total === null ? PRICE_ON_REQUEST : formatLinePounds(order.total)}
            />
          </tfoot>
        </table>
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

/** A row under the lines: its name across the first four columns, its amount under Sum. */
function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <tr role="row">
      <th role="rowheader" scope="row" colSpan={4}>
        {label}
      </th>
      <td role="cell" className={styles.number}>
        {value}
      </td>
    </tr>
  )
}
