import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import { DayPicker } from 'react-day-picker'
import { format, parseISO } from 'date-fns'
import { enGB } from 'date-fns/locale'
import { formatDisplayDate, isIsoDate, parseDisplayDate } from '@sweet-art/domain/dates'
import 'react-day-picker/style.css'
import styles from './date-picker.module.css'

interface DatePickerProps {
  /** `YYYY-MM-DD`, empty, or the half-typed text the field holds while being typed into. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** First and last choosable dates, `YYYY-MM-DD`; also the ends of the year dropdown. */
  min: string
  max: string
  id?: string
  name?: string
  placeholder?: string
  isInvalid?: boolean
  /** Ids of the hint and error that describe the field. */
  describedBy?: string | undefined
  /** `dark` on the teal page, `light` on a light surface such as a modal. */
  tone?: 'dark' | 'light'
  /** Dates inside min–max that cannot be chosen, e.g. the shop's closed days; `YYYY-MM-DD`. */
  isDateDisabled?: (date: string) => boolean
  /** Said under the calendar, e.g. why its first days or its full days cannot be chosen. */
  note?: ReactNode
  /** Told the first day (`YYYY-MM-DD`) of each month the calendar shows, starting with the first. */
  onMonthShown?: (month: string) => void
  /** The browser's autofill hint; a birth date by default. */
  autoComplete?: string
  ref?: Ref<HTMLInputElement>
}

function toDate(iso: string): Date | undefined {
  return isIsoDate(iso) ? parseISO(iso) : undefined
}

/**
 * A date field written `dd.MM.yyyy` (docs/product.md › Dates and time slots): type it, or pick it
 * from a calendar with month and year dropdowns whose weeks start on Monday. The form holds
 * `YYYY-MM-DD`; text that is not yet a date is handed on as typed, so the form's schema can say
 * what is wrong with it.
 */
export function DatePicker({
  value,
  onChange,
  onBlur,
  min,
  max,
  id,
  name,
  placeholder,
  isInvalid = false,
  describedBy,
  tone = 'dark',
  isDateDisabled,
  note,
  onMonthShown,
  autoComplete = 'bday',
  ref,
}: DatePickerProps) {
  const [isOpen, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const calendarId = useId()
  const selected = toDate(value)
  const minDate = parseISO(min)
  const maxDate = parseISO(max)
  const today = new Date()
  // Open on the month that holds the first choosable day when today is outside the range.
  const initialMonth = selected ?? (today > maxDate ? maxDate : today < minDate ? minDate : today)

  useEffect(() => {
    if (!isOpen) return
    // A press anywhere else closes the calendar, as a native picker would.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }

  return (
    <div ref={rootRef} className={`${styles.root ?? ''} ${styles[tone] ?? ''}`}>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          name={name}
          className={styles.input}
          value={isIsoDate(value) ? formatDisplayDate(value) : value}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete={autoComplete}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const text = event.target.value
            onChange(text.trim() === '' ? '' : (parseDisplayDate(text) ?? text))
          }}
          onBlur={onBlur}
        />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={isOpen ? 'Close calendar' : 'Choose date from calendar'}
          aria-expanded={isOpen}
          aria-controls={isOpen ? calendarId : undefined}
          onClick={() => {
            // Opening tells the month it opens on; moving through months is told by the calendar.
            if (!isOpen) onMonthShown?.(format(initialMonth, 'yyyy-MM-01'))
            setOpen(!isOpen)
          }}
        >
          <CalendarIcon />
        </button>
      </div>
      {isOpen && (
        <div
          id={calendarId}
          className={styles.popover}
          role="dialog"
          aria-label="Calendar"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            // Only the calendar closes, not a dialog it may sit in.
            event.preventDefault()
            event.stopPropagation()
            close()
          }}
        >
          <DayPicker
            mode="single"
            locale={enGB}
            weekStartsOn={1}
            captionLayout="dropdown"
            startMonth={minDate}
            endMonth={maxDate}
            disabled={[
              { before: minDate },
              { after: maxDate },
              ...(isDateDisabled
                ? [(date: Date) => isDateDisabled(format(date, 'yyyy-MM-dd'))]
                : []),
            ]}
            defaultMonth={initialMonth}
            onMonthChange={(month) => onMonthShown?.(format(month, 'yyyy-MM-01'))}
            footer={note}
            selected={selected}
            onSelect={(date) => {
              if (date) onChange(format(date, 'yyyy-MM-dd'))
              close()
              onBlur?.()
            }}
            autoFocus
          />
        </div>
      )}
    </div>
  )
}

function CalendarIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.75" y="5.25" width="16.5" height="15" rx="2" />
      <path d="M3.75 9.75h16.5M8.25 3v4.5M15.75 3v4.5" />
    </svg>
  )
}
