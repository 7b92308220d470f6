import type { ProductionSheet } from '@sweet-art/domain/schemas/orders'
import { ContainsLine } from '@/components/ui/allergen-list'
import ui from '../admin-ui.module.css'
import { PaymentBadge } from './payment-badge'
import styles from './production-sheet.module.css'

/** The day's orders not confirmed yet: not counted above, listed so the baker can chase them. */
export function UnconfirmedOrders({ orders }: { orders: ProductionSheet['unconfirmed'] }) {
  return (
    <section className={`${ui.panel} ${styles.unconfirmed}`} aria-labelledby="unconfirmed-title">
      <header className={styles.sheetHeader}>
        <h2 id="unconfirmed-title" className={styles.sheetTitle}>
          Not confirmed yet
        </h2>
        <p className={ui.muted}>
          {orders.length} {orders.length === 1 ? 'order' : 'orders'} not paid or not priced: not
          counted above
        </p>
      </header>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Payment</th>
            <th scope="col">Products</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNumber}>
              <th scope="row">№ {order.orderNumber}</th>
              <td data-label="Customer">{order.customerName}</td>
              <td data-label="Payment">
                <PaymentBadge state={order.payment} />
              </td>
              <td data-label="Products">
                {order.products.map((line, index) => (
                  <div key={`${line.name}-${String(index)}`}>
                    {line.quantity} × {line.name}
                    {line.options.length > 0 && (
                      <span className={ui.muted}> ({line.options.join(', ')})</span>
                    )}
                    <ContainsLine allergens={line.allergens} className={ui.muted} />
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
