import { useState, type SyntheticEvent } from 'react'
import { addDays } from '@sweet-art/domain/dates'
import { ORDER_SEARCH_MAX_LENGTH } from '@sweet-art/domain/schemas/orders'
import ui from '../admin-ui.module.css'
import type { BoardState } from './board-query'
import styles from './orders-board.module.css'

const WEEK_DAYS = 7
// The shop asks for three to six weeks' notice: this shows every order already booked.
const NOTICE_DAYS = 42

/** Ranges of delivery dates a click away, as days from today (London). */
const QUICK_RANGES = [
  { label: 'Today', from: 0, to: 0 },
  { label: 'Tomorrow', from: 1, to: 1 },
  { label: 'This week', from: 0, to: WEEK_DAYS - 1 },
  { label: 'Next 6 weeks', from: 0, to: NOTICE_DAYS - 1 },
] as const

interface BoardToolbarProps {
  state: BoardState
  today: string
  onChange: (next: BoardState) => void
}

/** The list's dates: quick ranges and any from–to range. */
export function DateRangeControls({ state, today, onChange }: BoardToolbarProps) {
  const [from, setFrom] = useState(state.from)
  const [to, setTo] = useState(state.to)

  const show = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    onChange({ ...state, from, to, q: '' })
  }

  return (
    <div className={styles.rangeControls}>
      <div className={ui.toggles} role="group" aria-label="Delivery date">
        {QUICK_RANGES.map((range) => {
          const rangeFrom = addDays(today, range.from)
          const rangeTo = addDays(today, range.to)
          return (
            <button
              key={range.label}
              type="button"
              className={ui.toggle}
              aria-pressed={!state.q && state.from === rangeFrom && state.to === rangeTo}
              onClick={() => onChange({ ...state, from: rangeFrom, to: rangeTo, q: '' })}
            >
              {range.label}
            </button>
          )
        })}
      </div>
      <form className={styles.inlineForm} aria-label="Delivery dates" onSubmit={show}>
        <label className={ui.control}>
          From
          <input
            className={ui.input}
            type="date"
            value={from}
            required
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className={ui.control}>
          To
          <input
            className={ui.input}
            type="date"
            value={to}
            required
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <button type="submit" className={ui.ghost}>
          Show
        </button>
      </form>
    </div>
  )
}

/** The search by order number, customer name or e-mail, and the filter of requests awaiting a price. */
export function SearchControls({ state, onChange }: Omit<BoardToolbarProps, 'today'>) {
  const [text, setText] = useState(state.q)

  const search = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    onChange({ ...state, view: 'list', q: text.trim() })
  }

  return (
    <div className={styles.searchControls}>
      <form role="search" className={styles.inlineForm} aria-label="Orders" onSubmit={search}>
        <label className={`${ui.control} ${styles.grow}`}>
          Search orders
          <input
            className={ui.input}
            type="search"
            value={text}
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            placeholder="Order number, name or e-mail"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className={ui.ghost}>
          Search
        </button>
        {state.q && (
          <button
            type="button"
            className={ui.ghost}
            onClick={() => {
              setText('')
              onChange({ ...state, q: '' })
            }}
          >
            Clear search
          </button>
        )}
      </form>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={state.awaitingPrice}
          onChange={(event) => onChange({ ...state, awaitingPrice: event.target.checked })}
        />
        Only requests awaiting a price
      </label>
    </div>
  )
}
