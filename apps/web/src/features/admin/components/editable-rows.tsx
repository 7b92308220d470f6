import type { ReactNode } from 'react'
import adminForm from './admin-form.module.css'

interface EditableRowsProps {
  /** The list's accessible name, e.g. `Price variants`. */
  label: string
  /** One key per row, in order: react-hook-form's field ids. */
  rowKeys: readonly string[]
  /** A row's fields; the row's Remove button follows them. */
  renderRow: (index: number) => ReactNode
  /** The accessible name of a row's Remove button, e.g. `Remove price variant 2`. */
  removeLabel: (index: number) => string
  onRemove: (index: number) => void
  /** The words of the button that adds a row, e.g. `Add price variant`. */
  addText: string
  onAdd: () => void
  /** A message about the whole list (none yet, rows that overlap), above the Add button. */
  error?: string
}

/**
 * A list of rows the baker adds to and removes from: fillings, price variants, congestion hours,
 * dates with their own capacity. Each row names its Remove button by its place in the list, so a
 * screen reader says which row goes.
 */
export function EditableRows({
  label,
  rowKeys,
  renderRow,
  removeLabel,
  onRemove,
  addText,
  onAdd,
  error,
}: EditableRowsProps) {
  return (
    <div className={adminForm.full}>
      <ol className={adminForm.rows} aria-label={label}>
        {rowKeys.map((key, index) => (
          <li key={key} className={adminForm.row}>
            {renderRow(index)}
            <button
              type="button"
              className={adminForm.danger}
              aria-label={removeLabel(index)}
              onClick={() => onRemove(index)}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {error && <p className={adminForm.groupError}>{error}</p>}
      <button type="button" className={`${adminForm.control} ${adminForm.addLink}`} onClick={onAdd}>
        {addText}
      </button>
    </div>
  )
}
