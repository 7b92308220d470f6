import { remainingCapacity } from '@sweet-art/domain/capacity'
import type { DayLoad } from '@sweet-art/domain/schemas/capacity'
import ui from '../admin-ui.module.css'
import styles from './production-sheet.module.css'

const units = (count: number) => `${String(count)} ${count === 1 ? 'unit' : 'units'}`

/**
 * The day's booked units against the kitchen's capacity (docs/product.md › Daily capacity): every
 * order not cancelled counts, paid or not, as the checkout counts them.
 */
export function DayLoadSummary({ load }: { load: DayLoad }) {
  const left = remainingCapacity(load.capacity, load.booked)
  if (load.capacity === null || left === null)
    return (
      <p className={ui.muted}>
        Kitchen: {units(load.booked)} booked; no daily capacity set for this day
      </p>
    )
  const isFull = left === 0
  return (
    <div className={styles.load}>
      <p>
        Kitchen: {units(load.booked)} booked of {units(load.capacity)}
        {isFull ? ' · fully booked' : ` · ${units(left)} left`}
      </p>
      <meter
        className={styles.meter}
        min={0}
        max={Math.max(load.capacity, 1)}
        high={Math.max(load.capacity, 1) * 0.9}
        value={load.booked}
        aria-label="Capacity booked"
      />
      <p className={ui.muted}>Every order not cancelled counts, paid or not.</p>
    </div>
  )
}
