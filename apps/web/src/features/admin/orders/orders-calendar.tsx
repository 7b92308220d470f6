import { addDays, formatDisplayDate, weekdayOf } from '@sweet-art/domain/dates'
import type { AdminOrder } from '@sweet-art/domain/schemas/orders'
import ui from '../admin-ui.module.css'
import { monthRange, shiftMonth } from './board-query'
import styles from './orders-calendar.module.css'

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

let monthFormat: Intl.DateTimeFormat | undefined

function monthTitle(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return monthFormat.format(new Date(`${month}-01T12:00:00Z`))
}

/** The days of a month in weeks from Monday; null fills the days of other months. */
function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month)
  const cells: (string | null)[] = Array.from({ length: (weekdayOf(from) + 6) % 7 }, () => null)
  for (let date = from; date <= to; date = addDays(date, 1)) cells.push(date)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

interface OrdersCalendarProps {
  month: string
  today: string
  selectedDay: string | null
  orders: readonly AdminOrder[] | undefined
  onMonth: (month: string) => void
  onDay: (day: string) => void
}

/** A month of delivery days, each with its number of orders; a day opens its orders below. */
export function OrdersCalendar({
  month,
  today,
  selectedDay,
  orders,
  onMonth,
  onDay,
}: OrdersCalendarProps) {
  const counts = new Map<string, number>()
  for (const order of orders ?? [])
    counts.set(order.delivery.date, (counts.get(order.delivery.date) ?? 0) + 1)
  const title = monthTitle(month)

  return (
    <section className={`${ui.panel} ${styles.calendar}`} aria-labelledby="calendar-title">
      <header className={styles.header}>
        <button
          type="button"
          className={ui.ghost}
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h2 id="calendar-title" className={styles.title} aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className={ui.ghost}
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label="Next month"
        >
          ›
        </button>
      </header>
      <table className={styles.grid} aria-label={`Orders in ${title}`}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`empty-${String(index)}`} />
                const count = counts.get(date) ?? 0
                const label = `${formatDisplayDate(date)}: ${String(count)} ${count === 1 ? 'order' : 'orders'}`
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={styles.day}
                      aria-label={label}
                      aria-pressed={date === selectedDay}
                      aria-current={date === today ? 'date' : undefined}
                      data-busy={count > 0 || undefined}
                      onClick={() => onDay(date)}
                    >
                      <span className={styles.dayNumber}>{Number(date.slice(8))}</span>
                      {orders && count > 0 && <span className={styles.count}>{count}</span>}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
