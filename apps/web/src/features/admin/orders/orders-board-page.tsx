import { useState } from 'react'
import { Link } from 'react-router'
import { addDays, formatDisplayDate, londonToday } from '@sweet-art/domain/dates'
import { Page } from '../../../components/ui/page'
import ui from '../admin-ui.module.css'
import { adminHref } from '../admin-sections'
import { useAdminOrders, type DeliveryRange } from './api/get-admin-orders'
import { AdminOrderCard } from './admin-order-card'
import styles from './orders-board.module.css'

const WEEK_DAYS = 7

/** The board's views by delivery date (issue 8), each a range of London dates from today. */
const VIEWS = [
  { id: 'today', label: 'Today', from: 0, to: 0 },
  { id: 'tomorrow', label: 'Tomorrow', from: 1, to: 1 },
  { id: 'week', label: 'This week', from: 0, to: WEEK_DAYS - 1 },
] as const

type ViewId = (typeof VIEWS)[number]['id']

function rangeOf(view: ViewId, today: string): DeliveryRange {
  const found = VIEWS.find((candidate) => candidate.id === view) ?? VIEWS[0]
  return { from: addDays(today, found.from), to: addDays(today, found.to) }
}

/** The orders board by delivery date (issue 8): every order to make, with its next step. */
export function OrdersBoardPage() {
  const [view, setView] = useState<ViewId>('today')
  const today = londonToday(new Date())
  const range = rangeOf(view, today)
  const { data: orders, isPending, isError } = useAdminOrders(range)
  const period =
    range.from === range.to
      ? formatDisplayDate(range.from)
      : `${formatDisplayDate(range.from)} – ${formatDisplayDate(range.to)}`

  return (
    <Page title="Orders" eyebrow="Back office">
      <div className={ui.toolbar}>
        <div className={ui.toggles} role="group" aria-label="Delivery date">
          {VIEWS.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className={ui.toggle}
              aria-pressed={view === candidate.id}
              onClick={() => setView(candidate.id)}
            >
              {candidate.label}
            </button>
          ))}
        </div>
        <Link className={ui.ghost} to={adminHref('production')}>
          Production sheet
        </Link>
      </div>
      <p className={styles.period} aria-live="polite">
        {isPending
          ? `Loading orders for ${period}…`
          : `${String(orders?.length ?? 0)} ${orders?.length === 1 ? 'order' : 'orders'} for ${period}`}
      </p>
      {isError && (
        <p className={ui.empty} role="alert">
          The orders could not be loaded. Please reload the page.
        </p>
      )}
      {orders && orders.length === 0 && <p className={ui.empty}>No orders to deliver then.</p>}
      {orders && orders.length > 0 && (
        <ul className={ui.list} aria-label="Orders">
          {orders.map((order) => (
            <AdminOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Page>
  )
}
