import { addDays, isIsoDate } from '@sweet-art/domain/dates'
import type { BoardRequest } from './api/get-admin-orders'

/** The board shows orders as a list over a range of dates, or as a month's calendar. */
export type BoardView = 'list' | 'calendar'

/** What the board shows, read from and written to its URL so any view can be bookmarked. */
export interface BoardState {
  view: BoardView
  /** The list's delivery dates, inclusive. */
  from: string
  to: string
  /** The calendar's month, `YYYY-MM`, and the day opened in it. */
  month: string
  day: string | null
  /** A search by order number, customer name or e-mail, across every date. */
  q: string
  awaitingPrice: boolean
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

function dateParam(params: URLSearchParams, name: string, fallback: string): string {
  const value = params.get(name)
  return value !== null && isIsoDate(value) ? value : fallback
}

/** The board's state from its URL; a missing or broken part falls back to today. */
export function readBoardState(params: URLSearchParams, today: string): BoardState {
  const from = dateParam(params, 'from', today)
  const month = params.get('month') ?? ''
  const day = params.get('day')
  return {
    view: params.get('view') === 'calendar' ? 'calendar' : 'list',
    from,
    to: dateParam(params, 'to', from),
    month: MONTH.test(month) ? month : today.slice(0, 7),
    day: day !== null && isIsoDate(day) ? day : null,
    q: params.get('q')?.trim() ?? '',
    awaitingPrice: params.get('awaiting') === 'price',
  }
}

/** The URL query of a board state, leaving out what is the default. */
export function writeBoardState(state: BoardState, today: string): URLSearchParams {
  const params = new URLSearchParams()
  if (state.view === 'calendar') {
    params.set('view', 'calendar')
    if (state.month !== today.slice(0, 7)) params.set('month', state.month)
    if (state.day) params.set('day', state.day)
  } else if (state.from !== today || state.to !== today) {
    params.set('from', state.from)
    params.set('to', state.to)
  }
  if (state.q) params.set('q', state.q)
  if (state.awaitingPrice) params.set('awaiting', 'price')
  return params
}

/** The first and last days of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`
  const nextMonth = `${addDays(from, 31).slice(0, 7)}-01`
  return { from, to: addDays(nextMonth, -1) }
}

/** The month `steps` months before (negative) or after a `YYYY-MM` month. */
export function shiftMonth(month: string, steps: number): string {
  let first = `${month}-01`
  for (let step = 0; step < Math.abs(steps); step += 1)
    first = `${addDays(first, steps > 0 ? 31 : -1).slice(0, 7)}-01`
  return first.slice(0, 7)
}

/** Whether the board looks across every date: a search, and the requests awaiting a price, which the baker prices whatever their day. */
export function looksAcrossDates(state: BoardState): boolean {
  return state.q !== '' || state.awaitingPrice
}

/** What the server is asked for: across every date for a search or the requests awaiting a price, else the view's dates. */
export function boardRequest(state: BoardState): BoardRequest {
  const awaitingPrice = state.awaitingPrice || undefined
  if (looksAcrossDates(state)) return { q: state.q || undefined, awaitingPrice }
  if (state.view === 'calendar') return { ...monthRange(state.month), awaitingPrice }
  return { from: state.from, to: state.to, awaitingPrice }
}
