import { useFormContext, useWatch } from 'react-hook-form'
import { buildSecondTimeSlots, buildTimeSlots, PLEASE_SELECT_DATE } from '@sweet-art/domain/slots'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { useTouchedError } from '@/lib/use-touched-error'
import type { CheckoutFormFields } from '../hooks/use-checkout-form'
import styles from './checkout.module.css'

interface TimeRangeFieldsProps {
  /** The chosen delivery date, `YYYY-MM-DD`, or null while none is chosen. */
  date: string | null
  /** Called after `From` changes, so `To` can be kept only while still after it. */
  onFromChange: (time: string) => void
}

/**
 * The time picker (docs/product.md › Dates and time slots): `Please select a date` until a date is
 * chosen, then `From` and `To` with the day's 15-minute slots; `To` offers only slots of the same
 * window not before `From`.
 */
export function TimeRangeFields({ date, onFromChange }: TimeRangeFieldsProps) {
  const form = useFormContext<CheckoutFormFields>()
  const { register, control } = form
  const errorOf = useTouchedError(form)
  const time = useWatch({ control, name: 'delivery.time' })

  if (date === null) {
    return (
      <div className={styles.timePending} role="group" aria-label="Delivery time">
        <p className={formStyles.label} aria-hidden="true">
          Time
        </p>
        <p className={styles.placeholderText}>{PLEASE_SELECT_DATE}</p>
        {errorOf('delivery.time') && <p className={formStyles.error}>{errorOf('delivery.time')}</p>}
      </div>
    )
  }

  const fromSlots = buildTimeSlots(date)
  const toSlots = time === '' ? [] : buildSecondTimeSlots(date, time)
  const from = register('delivery.time')

  return (
    <div className={styles.timeRange} role="group" aria-label="Delivery time">
      <FormField label="From" error={errorOf('delivery.time')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className={formStyles.select}
            aria-invalid={errorOf('delivery.time') ? true : undefined}
            aria-describedby={describedBy}
            {...from}
            onChange={(event) => {
              void from.onChange(event)
              onFromChange(event.target.value)
            }}
          >
            <option value="">--:--</option>
            {fromSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="To"
        error={errorOf('delivery.secondTime')}
        hint={time === '' ? 'Choose From first' : undefined}
      >
        {({ id, describedBy }) => (
          <select
            id={id}
            className={formStyles.select}
            disabled={time === ''}
            aria-invalid={errorOf('delivery.secondTime') ? true : undefined}
            aria-describedby={describedBy}
            {...register('delivery.secondTime')}
          >
            <option value="">--:--</option>
            {toSlots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  )
}
