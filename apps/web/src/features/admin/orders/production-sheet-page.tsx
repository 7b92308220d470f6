import { useSearchParams } from 'react-router'
import { formatDisplayDate, isIsoDate, londonTomorrow } from '@sweet-art/domain/dates'
import { AllergenNames } from '@/components/ui/allergen-list'
import { Page } from '@/components/ui/page'
import ui from '../admin-ui.module.css'
import { useProductionSheet } from './api/get-production-sheet'
import { DayLoadSummary } from './day-load'
import { UnconfirmedOrders } from './unconfirmed-orders'
import styles from './production-sheet.module.css'

/**
 * A day's production sheet (docs/product.md › The back office): what to bake, with options,
 * allergens (docs/product.md › Allergens) and quantities added up across the day's confirmed
 * orders (paid, or a request whose price is paid), and the day's other orders listed apart, and
 * the day's booked units against the kitchen's capacity (docs/product.md › Daily capacity);
 * tomorrow's by default or the `?date=` its address names, printed on plain paper by the print
 * stylesheet.
 */
export function ProductionSheetPage() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('date')
  const date = asked !== null && isIsoDate(asked) ? asked : londonTomorrow(new Date())
  const { data: sheet, isPending, isError } = useProductionSheet(date)
  const totalItems = sheet?.rows.reduce((sum, row) => sum + row.quantity, 0) ?? 0

  return (
    <Page title="Production sheet" eyebrow="Back office">
      <div className={`${ui.toolbar} ${styles.noPrint}`}>
        <label className={ui.control}>
          Delivery date
          <input
            className={ui.input}
            type="date"
            value={date}
            required
            onChange={(event) => {
              if (isIsoDate(event.target.value)) setParams({ date: event.target.value })
            }}
          />
        </label>
        <button
          type="button"
          className={ui.small}
          onClick={() => window.print()}
          disabled={!sheet || sheet.rows.length === 0}
        >
          Print
        </button>
      </div>

      <section className={`${ui.panel} ${styles.sheet}`} aria-labelledby="sheet-title">
        <header className={styles.sheetHeader}>
          <h2 id="sheet-title" className={styles.sheetTitle}>
            To bake for {formatDisplayDate(date)}
          </h2>
          {sheet && sheet.rows.length > 0 && (
            <p className={ui.muted}>
              {totalItems} {totalItems === 1 ? 'item' : 'items'} across {sheet.rows.length}{' '}
              {sheet.rows.length === 1 ? 'bake' : 'bakes'}
            </p>
          )}
        </header>
        {sheet && <DayLoadSummary load={sheet.load} />}
        {isPending && <p className={ui.muted}>Loading…</p>}
        {isError && (
          <p className={ui.empty} role="alert">
            The sheet could not be loaded. Please reload the page.
          </p>
        )}
        {sheet?.rows.length === 0 && (
          <p className={ui.empty}>No confirmed orders to bake for this day.</p>
        )}
        {sheet && sheet.rows.length > 0 && (
          <table className={`${ui.table} ${styles.table}`}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Fillings and options</th>
                <th scope="col" className={ui.numeric}>
                  Quantity
                </th>
                <th scope="col" className={ui.numeric}>
                  Orders
                </th>
                <th scope="col">Allergens</th>
                <th scope="col" className={styles.tick}>
                  Done
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row) => (
                <tr key={`${row.name}|${row.options.join('|')}|${row.allergens.join('|')}`}>
                  <th scope="row">{row.name}</th>
                  <td data-label="Options">{row.options.join(', ') || '–'}</td>
                  <td className={ui.numeric} data-label="Quantity">
                    {row.quantity}
                  </td>
                  <td className={ui.numeric} data-label="Orders">
                    {row.orders}
                  </td>
                  <td data-label="Allergens">
                    <AllergenNames allergens={row.allergens} />
                  </td>
                  <td className={styles.tick} data-label="Done" aria-hidden="true">
                    ☐
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {sheet && sheet.unconfirmed.length > 0 && <UnconfirmedOrders orders={sheet.unconfirmed} />}
    </Page>
  )
}
