import { useMemo, useState } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { monthWithin } from '@sweet-art/domain/availability'
import { fullDaysNote, fullyBookedMessage } from '@sweet-art/domain/capacity'
import { deliveryCalendarRange, keepSecondTime } from '@sweet-art/domain/checkout'
import { isDeliveryDateAllowed, isIsoDate } from '@sweet-art/domain/dates'
import { DELIVERY_METHOD_LABELS } from '@sweet-art/domain/delivery'
import {
  earliestDelivery,
  leadTimeMessage,
  type LeadTimeProduct,
} from '@sweet-art/domain/lead-times'
import type { CloseOrderDates } from '@sweet-art/domain/schemas/app-options'
import type { AvailabilityProduct } from '@sweet-art/domain/schemas/capacity'
import type { DeliveryMethod } from '@sweet-art/domain/schemas/catalog'
import { DatePicker } from '@/components/ui/date-picker'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { useTouchedError } from '@/lib/use-touched-error'
import { useAvailability } from '../api/get-availability'
import type { CheckoutFormFields } from '../hooks/use-checkout-form'
import { TimeRangeFields } from './time-range-fields'
import styles from './checkout.module.css'

interface DeliveryFieldsProps {
  /** The methods every product of the cart allows (docs/product.md › Cart and checkout). */
  methods: readonly DeliveryMethod[]
  /** The cart's products: the slowest to make sets the first day (docs/product.md › Lead times). */
  products: readonly LeadTimeProduct[]
  /** The cart's products and quantities, whose units must fit the day (docs/product.md › Daily capacity). */
  cart: readonly AvailabilityProduct[]
  now: Date
  closeOrderDates: CloseOrderDates
}

/**
 * How and when the order arrives (docs/product.md › Cart and checkout; › Dates and time slots): the
 * methods the whole cart allows, a date from the cart's first day in London (tomorrow, or later
 * when a product's lead time says so, in words; docs/product.md › Lead times) with the shop's
 * closed days disabled, and the days too full for the cart disabled with their reason, asked of
 * the server a month at a time (docs/product.md › Daily capacity), and the `From`/`To` time, which
 * starts again whenever the date changes.
 */
export function DeliveryFields({
  methods,
  products,
  cart,
  now,
  closeOrderDates,
}: DeliveryFieldsProps) {
  const form = useFormContext<CheckoutFormFields>()
  const { control, setValue, getValues } = form
  const errorOf = useTouchedError(form)
  const date = useWatch({ control, name: 'delivery.date' })
  const range = useMemo(() => deliveryCalendarRange(now, products), [now, products])
  const leadTimeNote = useMemo(() => {
    const { date: first, product } = earliestDelivery(products, now)
    return product ? leadTimeMessage(product.title, first) : undefined
  }, [now, products])
  // The month the calendar shows, or the chosen date's: its full days are asked for this cart.
  const [month, setMonth] = useState(() => (isIsoDate(date) ? date : range.min))
  const shown = useMemo(() => monthWithin(month, range), [month, range])
  const { data: availability } = useAvailability(shown && { ...shown, products: cart })
  const fullDays = useMemo(
    () =>
      (availability?.unavailable ?? []).filter((day) => day.kind === 'full').map((day) => day.date),
    [availability],
  )
  const isFull = fullDays.includes(date)
  const fullNote = fullDaysNote(fullDays)
  const dateError = errorOf('delivery.date') ?? (isFull ? fullyBookedMessage(date) : undefined)
  const isDateChosen =
    date >= range.min && isDeliveryDateAllowed(date, now, closeOrderDates) && !isFull

  const resetTime = () => {
    setValue('delivery.time', '')
    setValue('delivery.secondTime', '')
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Delivery</legend>
      <div className={styles.grid}>
        <Controller
          control={control}
          name="delivery.method"
          render={({ field }) => (
            <FormField
              label="Delivery method"
              error={errorOf('delivery.method')}
              hint={
                methods.length === 0
                  ? 'No delivery method suits every product in your cart. Please order them separately.'
                  : undefined
              }
            >
              {({ id, describedBy }) => (
                <select
                  id={id}
                  ref={field.ref}
                  name={field.name}
                  className={formStyles.select}
                  value={field.value}
                  aria-invalid={errorOf('delivery.method') ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                >
                  <option value="">Choose a method</option>
                  {methods.map((method) => (
                    <option key={method} value={method}>
                      {DELIVERY_METHOD_LABELS[method]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="delivery.date"
          render={({ field }) => (
            <FormField
              label="Date"
              // A too-soon date typed by hand is refused in the same words: said once is enough.
              hint={dateError === leadTimeNote ? undefined : leadTimeNote}
              error={dateError}
            >
              {({ id, describedBy }) => (
                <DatePicker
                  id={id}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(value) => {
                    if (value !== getValues('delivery.date')) resetTime()
                    if (isIsoDate(value)) setMonth(value)
                    field.onChange(value)
                  }}
                  onMonthShown={setMonth}
                  onBlur={field.onBlur}
                  min={range.min}
                  max={range.max}
                  isDateDisabled={(day) =>
                    !isDeliveryDateAllowed(day, now, closeOrderDates) || fullDays.includes(day)
                  }
                  note={
                    leadTimeNote || fullNote ? (
                      <>
                        {leadTimeNote && (
                          <span className={styles.calendarNote}>{leadTimeNote}</span>
                        )}
                        {fullNote && <span className={styles.calendarNote}>{fullNote}</span>}
                      </>
                    ) : undefined
                  }
                  placeholder="dd.mm.yyyy"
                  autoComplete="off"
                  isInvalid={dateError !== undefined}
                  describedBy={describedBy}
                />
              )}
            </FormField>
          )}
        />
      </div>
      <TimeRangeFields
        date={isDateChosen ? date : null}
        onFromChange={(time) =>
          setValue(
            'delivery.secondTime',
            keepSecondTime(date, time, getValues('delivery.secondTime')),
          )
        }
      />
    </fieldset>
  )
}
