import { Link } from 'react-router'
import { formatDisplayDate } from '@sweet-art/domain/dates'
import { formatPounds, toPence } from '@sweet-art/domain/money'
import { formatOrderNumber, orderNumber } from '@sweet-art/domain/orders'
import type { UnpaidHoldAnswer } from '@sweet-art/domain/schemas/admin-holds'
import { holdEndInWords, type HoldWaitsFor } from '@sweet-art/domain/unpaid-holds'
import { Page } from '@/components/ui/page'
import { paths } from '@/config/paths'
import ui from '../admin-ui.module.css'
import { useUnpaidHolds } from './api/get-unpaid-holds'
import styles from './holds-page.module.css'

const WAITS_FOR_LABELS: Readonly<Record<HoldWaitsFor, string>> = {
  price: 'Your price',
  payment: 'Online payment',
  bankTransfer: 'Bank transfer',
  bankConfirmation: 'Their bank: approved, being confirmed',
  baker: 'You: moved on unpaid',
}

// Gold while the customer may still pay, coral where the baker has to act.
const WAITS_FOR_TONES: Readonly<Record<HoldWaitsFor, string>> = {
  price: 'failed',
  payment: 'pending',
  bankTransfer: 'pending',
  bankConfirmation: 'pending',
  baker: 'failed',
}

function unitsText(units: number): string {
  return `${String(units)} ${units === 1 ? 'unit' : 'units'}`
}

function endText(hold: UnpaidHoldAnswer): string {
  if (hold.endsAt) return `Released at ${holdEndInWords(hold.endsAt)} unless paid`
  if (hold.waitsFor === 'price') return 'Held until you price or cancel it'
  if (hold.waitsFor === 'bankConfirmation') return 'Held until the payment is confirmed or fails'
  return 'Held until you decide'
}

/**
 * Every unpaid order holding its day in the kitchen (docs/product.md › Unpaid holds): what each
 * waits for and when its day goes back, so the baker sees what the capacity figures hold.
 */
export function HoldsPage() {
  const { data: holds, isPending, isError } = useUnpaidHolds()

  return (
    <Page title="Unpaid holds" eyebrow="Back office">
      <p className={`${ui.muted} ${styles.intro}`}>
        Orders not paid yet still hold their day in the kitchen. An online payment or a bank
        transfer not made in time gives its day back on its own, and the customer is e-mailed; a
        request waits for your price, and an order you moved on unpaid waits for you. The terms are
        set under Options.
      </p>
      {isPending && <p className={ui.muted}>Loading holds…</p>}
      {isError && (
        <p className={ui.empty} role="alert">
          The holds could not be loaded. Please reload the page.
        </p>
      )}
      {holds?.length === 0 && <p className={ui.empty}>No unpaid order holds a day.</p>}
      {holds && holds.length > 0 && (
        <div
          className={`${ui.panel} ${ui.scroller}`}
          tabIndex={0}
          role="group"
          aria-label="Unpaid orders holding their day"
        >
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Day</th>
                <th scope="col">Waiting for</th>
                <th scope="col">Ends</th>
              </tr>
            </thead>
            <tbody>
              {holds.map((hold) => (
                <HoldRow key={hold.orderId} hold={hold} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  )
}

function HoldRow({ hold }: { hold: UnpaidHoldAnswer }) {
  return (
    <tr aria-label={`Order ${formatOrderNumber(hold.orderId)}`}>
      <th scope="row">
        <Link
          className={ui.link}
          to={`${paths.admin.getHref('orders')}?q=${orderNumber(hold.orderId)}`}
        >
          {formatOrderNumber(hold.orderId)}
        </Link>
        <div className={ui.muted}>{hold.customer}</div>
        <div className={ui.muted}>
          {hold.total === null ? 'Price to set' : formatPounds(toPence(hold.total))}
        </div>
      </th>
      <td data-label="Day">
        <span className={styles.when}>{formatDisplayDate(hold.deliveryDate)}</span>
        <div className={ui.muted}>{unitsText(hold.units)}</div>
      </td>
      <td data-label="Waiting for">
        <span className={ui.badge} data-tone={WAITS_FOR_TONES[hold.waitsFor]}>
          {WAITS_FOR_LABELS[hold.waitsFor]}
        </span>
      </td>
      <td data-label="Ends">{endText(hold)}</td>
    </tr>
  )
}
