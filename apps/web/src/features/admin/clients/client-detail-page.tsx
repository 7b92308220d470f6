import { Link, useParams } from 'react-router'
import { formatDisplayDate, formatLondonDate } from '@sweet-art/domain/dates'
import { deliveryMethodLabel } from '@sweet-art/domain/delivery'
import { formatOrderNumber, formatTimeRange, orderStatusLabel } from '@sweet-art/domain/orders'
import { Page } from '@/components/ui/page'
import ui from '../admin-ui.module.css'
import { paths } from '@/config/paths'
import { OrderLines } from '../orders/order-lines'
import { useAdminClient } from './api/get-admin-clients'
import styles from './clients.module.css'

/** One client with their details and every order, newest first (docs/product.md › The back office). */
export function ClientDetailPage() {
  const { clientId = '' } = useParams()
  const { data, isPending, error } = useAdminClient(clientId)
  const back = (
    <Link className={ui.link} to={paths.admin.getHref('clients')}>
      All clients
    </Link>
  )

  if (isPending) return <Page title="Client" eyebrow="Back office" lead={<p>Loading…</p>} />
  if (!data)
    return (
      <Page title="Client not found" eyebrow="Back office" lead={<p>{error.message}</p>}>
        {back}
      </Page>
    )

  const { client, orders } = data
  return (
    <Page title={`${client.firstName} ${client.lastName}`} eyebrow="Client" lead={back}>
      <dl className={`${ui.panel} ${styles.facts}`}>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a className={ui.link} href={`mailto:${client.email}`}>
              {client.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a className={ui.link} href={`tel:${client.phone.replace(/\s/g, '')}`}>
              {client.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>Client since</dt>
          <dd>{formatLondonDate(client.createdAt)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{client.ordersCount}</dd>
        </div>
      </dl>

      <h2 className={styles.heading}>Orders</h2>
      {orders.length === 0 && <p className={ui.empty}>No orders yet.</p>}
      <ul className={ui.list} aria-label={`Orders of ${client.firstName} ${client.lastName}`}>
        {orders.map((order) => {
          const reference = formatOrderNumber(order.id)
          return (
            <li
              key={order.id}
              className={`${ui.panel} ${styles.order}`}
              aria-label={`Order ${reference}`}
            >
              <div className={styles.orderHeader}>
                <h3 className={styles.orderTitle}>Order {reference}</h3>
                <span className={ui.badge} data-tone={order.status}>
                  {orderStatusLabel(order.status)}
                </span>
              </div>
              <p className={ui.muted}>
                {deliveryMethodLabel(order.delivery.method)} on{' '}
                {formatDisplayDate(order.delivery.date)} at{' '}
                {formatTimeRange(order.delivery.time, order.delivery.secondTime)} · placed{' '}
                {formatLondonDate(order.createdAt)}
              </p>
              <OrderLines order={order} caption={`Lines of order ${reference}`} />
            </li>
          )
        })}
      </ul>
    </Page>
  )
}
