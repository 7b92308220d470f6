import { useNavigate } from 'react-router'
import { formatLondonDate } from '@sweet-art/domain/dates'
import { COMPLETED_ORDERS, CURRENT_ORDERS, ORDERS_LIST_EMPTY } from '@sweet-art/domain/messages'
import { formatOrderNumber, groupOrders, orderStatusLabel } from '@sweet-art/domain/orders'
import type { Order } from '@sweet-art/domain/schemas/orders'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import styles from '@/components/ui/record-list.module.css'

/** The orders list (docs/product.md › Account area): current orders, and completed ones only when some exist; each sorted by delivery. */
export function OrdersList({ orders }: { orders: readonly Order[] }) {
  const { current, completed } = groupOrders(orders)
  if (orders.length === 0) return <p className={styles.empty}>{ORDERS_LIST_EMPTY}</p>
  return (
    <>
      <OrdersGroup heading={CURRENT_ORDERS} orders={current} />
      {completed.length > 0 && <OrdersGroup heading={COMPLETED_ORDERS} orders={completed} />}
    </>
  )
}

function OrdersGroup({ heading, orders }: { heading: string; orders: readonly Order[] }) {
  const navigate = useNavigate()
  return (
    <section className={styles.group} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li
            key={order.id}
            className={styles.card}
            aria-label={`Order ${formatOrderNumber(order.id)}`}
          >
            <dl className={styles.facts}>
              <dt>Order</dt>
              <dd>{formatOrderNumber(order.id)}</dd>
              <dt>Created</dt>
              <dd>{formatLondonDate(order.createdAt)}</dd>
              <dt>State</dt>
              <dd>{orderStatusLabel(order.status)}</dd>
            </dl>
            <p className={styles.products}>{order.products.map((line) => line.name).join(', ')}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className={`${buttonStyles.base ?? ''} ${buttonStyles.outline ?? ''}`}
                // The order id travels as navigation state, not in the address
                // (docs/product.md › Account area).
                onClick={() => void navigate(paths.accountOrderById.getHref(order.id))}
              >
                Show
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
