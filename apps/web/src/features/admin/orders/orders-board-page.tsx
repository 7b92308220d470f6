import { Link, useSearchParams } from 'react-router'
import { formatDisplayDate, londonToday } from '@sweet-art/domain/dates'
import { AdminOrdersQuerySchema, type AdminOrder } from '@sweet-art/domain/schemas/orders'
import { Page } from '@/components/ui/page'
import ui from '../admin-ui.module.css'
import { paths } from '@/config/paths'
import { toSearchParams, useAdminOrders } from './api/get-admin-orders'
import { AdminOrderCard } from './admin-order-card'
import { DateRangeControls, SearchControls } from './board-toolbar'
import {
  boardRequest,
  looksAcrossDates,
  readBoardState,
  writeBoardState,
  type BoardState,
} from './board-query'
import { OrdersCalendar } from './orders-calendar'
import styles from './orders-board.module.css'

const VIEWS = [
  { id: 'list', label: 'List' },
  { id: 'calendar', label: 'Calendar' },
] as const

function countOrders(count: number): string {
  return `${String(count)} ${count === 1 ? 'order' : 'orders'}`
}

/** What the list's heading line says it shows. */
function describe(state: BoardState, awaiting: string): string {
  if (state.q) return `matching “${state.q}” on any date${awaiting}`
  if (state.awaitingPrice) return `on any date${awaiting}`
  if (state.view === 'calendar' && state.day)
    return `for ${formatDisplayDate(state.day)}${awaiting}`
  const period =
    state.from === state.to
      ? formatDisplayDate(state.from)
      : `${formatDisplayDate(state.from)} – ${formatDisplayDate(state.to)}`
  return `for ${period}${awaiting}`
}

/**
 * The orders board by delivery date (docs/product.md › The back office): any range of dates or a month's calendar, a search
 * by order number, name or e-mail, and the requests awaiting a price; its URL keeps all of it.
 */
export function OrdersBoardPage() {
  const [params, setParams] = useSearchParams()
  const today = londonToday(new Date())
  const state = readBoardState(params, today)
  const request = boardRequest(state)
  // The server's own rules, so a backwards range is explained here rather than by a failed call.
  const checked = AdminOrdersQuerySchema.safeParse(Object.fromEntries(toSearchParams(request)))
  const { data, isPending, isError } = useAdminOrders(request, checked.success)
  const change = (next: BoardState) => setParams(writeBoardState(next, today))

  const showsDay = state.view === 'calendar' && !looksAcrossDates(state)
  const orders: AdminOrder[] | undefined =
    showsDay && data ? data.filter((order) => order.delivery.date === state.day) : data
  const awaiting = state.awaitingPrice ? ', awaiting a price' : ''
  const showsList = !showsDay || state.day !== null

  return (
    <Page title="Orders" eyebrow="Back office">
      <div className={ui.toolbar}>
        <div className={ui.toggles} role="group" aria-label="View">
          {VIEWS.map((view) => (
            <button
              key={view.id}
              type="button"
              className={ui.toggle}
              aria-pressed={!state.q && state.view === view.id}
              onClick={() => change({ ...state, view: view.id, q: '' })}
            >
              {view.label}
            </button>
          ))}
        </div>
        <Link className={ui.ghost} to={paths.admin.getHref('production')}>
          Production sheet
        </Link>
      </div>
      <div className={styles.filters}>
        {state.view === 'list' && !looksAcrossDates(state) && (
          <DateRangeControls
            key={`${state.from}|${state.to}`}
            state={state}
            today={today}
            onChange={change}
          />
        )}
        <SearchControls key={state.q} state={state} onChange={change} />
      </div>
      {!checked.success && (
        <p className={ui.empty} role="alert">
          {checked.error.issues.map((issue) => issue.message).join(' ')}
        </p>
      )}
      {showsDay && (
        <OrdersCalendar
          month={state.month}
          today={today}
          selectedDay={state.day}
          orders={data}
          onMonth={(month) => change({ ...state, month, day: null })}
          onDay={(day) => change({ ...state, day })}
        />
      )}
      {checked.success && showsList && (
        <>
          <p className={styles.period} aria-live="polite">
            {isPending
              ? `Loading orders ${describe(state, awaiting)}…`
              : `${countOrders(orders?.length ?? 0)} ${describe(state, awaiting)}`}
          </p>
          {isError && (
            <p className={ui.empty} role="alert">
              The orders could not be loaded. Please reload the page.
            </p>
          )}
          {orders && orders.length === 0 && <p className={ui.empty}>No orders here.</p>}
          {orders && orders.length > 0 && (
            <ul className={ui.list} aria-label="Orders">
              {orders.map((order) => (
                <AdminOrderCard key={order.id} order={order} />
              ))}
            </ul>
          )}
        </>
      )}
      {showsDay && !state.day && <p className={styles.period}>Choose a day to see its orders.</p>}
    </Page>
  )
}
