import { Controller, FormProvider, useFieldArray, useForm, useFormContext } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  OptionsInputSchema,
  type AppOptions,
  type OptionsInput,
} from '@sweet-art/domain/schemas/app-options'
import buttonStyles from '@/components/ui/button.module.css'
import { FormField } from '@/components/ui/form-field'
import formStyles from '@/components/ui/form.module.css'
import { Page } from '@/components/ui/page'
import { showToast } from '@/components/ui/toast-store'
import { EditableRows } from '../components/editable-rows'
import adminForm from '../components/admin-form.module.css'
import { LinesField, NumberField, TextField, useFieldError } from '../components/form-fields'
import { useServerFieldErrors } from '../components/use-server-field-errors'
import { useAdminOptions, useSaveAdminOptions } from './api/admin-options'
import { CalendarFeedSettings } from './calendar-feed'
import { DailyCapacitySettingsCard } from './capacity-settings'

// Day numbers as the options hold them: 0 is Sunday (docs/product.md › Dates and time slots).
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0]

// Hours as the shop writes them, 24-hour London time (`07:00`, `18:30`): a time input would follow
// the browser's locale and show AM/PM.
const CLOCK_FIELD = {
  inputMode: 'numeric',
  placeholder: 'HH:mm',
  maxLength: 5,
  autoComplete: 'off',
} as const

function toInput(options: AppOptions): OptionsInput {
  return {
    appDelivery: options.appDelivery,
    closeOrderDates: options.closeOrderDates,
    unpaidHolds: options.unpaidHolds,
  }
}

/** The congestion charge's weekday windows (docs/product.md › Congestion charge): one row per day it applies. */
function CongestionWindows() {
  const { control, register } = useFormContext<OptionsInput>()
  const errorOf = useFieldError()
  const windows = useFieldArray({ control, name: 'appDelivery.congestionWeekDays' })
  return (
    <EditableRows
      label="Congestion charge hours"
      rowKeys={windows.fields.map((row) => row.id)}
      renderRow={(index) => (
        <>
          <FormField label="Day" error={errorOf(`appDelivery.congestionWeekDays.${index}.day`)}>
            {({ id, describedBy }) => (
              <select
                id={id}
                className={formStyles.select}
                aria-describedby={describedBy}
                {...register(`appDelivery.congestionWeekDays.${index}.day`, {
                  valueAsNumber: true,
                })}
              >
                {MONDAY_FIRST.map((day) => (
                  <option key={day} value={day}>
                    {WEEKDAYS[day]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            name={`appDelivery.congestionWeekDays.${index}.from`}
            label="From"
            {...CLOCK_FIELD}
          />
          <TextField
            name={`appDelivery.congestionWeekDays.${index}.to`}
            label="To"
            {...CLOCK_FIELD}
          />
        </>
      )}
      removeLabel={(index) => `Remove the hours of row ${index + 1}`}
      onRemove={(index) => windows.remove(index)}
      addText="Add hours"
      onAdd={() => windows.append({ day: 1, from: '07:00', to: '18:00' })}
    />
  )
}

/** Weekdays on which nothing is delivered (docs/product.md › Dates and time slots). */
function ClosedWeekdays() {
  const { control } = useFormContext<OptionsInput>()
  return (
    <Controller
      control={control}
      name="closeOrderDates.closeWeekDays"
      render={({ field }) => (
        <fieldset className={`${adminForm.checks} ${adminForm.full}`}>
          <legend className={formStyles.label}>Closed weekdays</legend>
          {MONDAY_FIRST.map((day) => (
            <label key={day} className={adminForm.check}>
              <input
                type="checkbox"
                checked={field.value.includes(day)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...field.value, day].sort((a, b) => a - b)
                      : field.value.filter((closed) => closed !== day),
                  )
                }
              />
              {WEEKDAYS[day]}
            </label>
          ))}
        </fieldset>
      )}
    />
  )
}

function OptionsForm({ options }: { options: AppOptions }) {
  const save = useSaveAdminOptions()
  const form = useForm<OptionsInput>({
    resolver: zodResolver(OptionsInputSchema),
    mode: 'onTouched',
    defaultValues: toInput(options),
  })
  const showServerErrors = useServerFieldErrors(form.setError)
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(toInput(saved))
        showToast('The options are saved; the shop uses them now', 'success')
      },
      onError: showServerErrors,
    }),
  )

  return (
    <FormProvider {...form}>
      <form
        className={adminForm.form}
        noValidate
        aria-label="Options"
        onSubmit={(event) => void onSubmit(event)}
      >
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Delivery</legend>
          <TextField
            name="appDelivery.originDeliveryAddress"
            label="Deliveries start from"
            className={adminForm.full}
          />
          <NumberField
            name="appDelivery.distanceRatio"
            label="Price per mile (£)"
            hint="Delivery costs the distance in miles times this"
            step="0.01"
          />
          <NumberField
            name="appDelivery.congestionPrice"
            label="Congestion charge (£)"
            step="0.01"
          />
        </fieldset>
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Congestion charge</legend>
          <LinesField
            name="appDelivery.congestionChargeZone"
            label="Zone"
            hint="One outward code per line; ? stands for any letter (SW1? is SW1A to SW1Z)"
            normalise={(line) => line.toUpperCase()}
            className={adminForm.full}
          />
          <CongestionWindows />
          <TextField
            name="appDelivery.congestionDaysInterval.from"
            label="No charge from (MM-DD)"
            placeholder="12-25"
          />
          <TextField
            name="appDelivery.congestionDaysInterval.to"
            label="No charge until (MM-DD)"
            placeholder="01-01"
          />
        </fieldset>
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Closed days</legend>
          <LinesField
            name="closeOrderDates.closeDates"
            label="Closed dates"
            hint="One date per line, as YYYY-MM-DD"
            className={adminForm.full}
          />
          <ClosedWeekdays />
        </fieldset>
        <fieldset className={adminForm.fieldset}>
          <legend className={adminForm.legend}>Unpaid orders</legend>
          <NumberField
            name="unpaidHolds.onlinePaymentHours"
            label="Online payment (hours)"
            hint="An order left unpaid on the payment page gives its day back after this"
            step="1"
          />
          <NumberField
            name="unpaidHolds.bankTransferWorkingDays"
            label="Bank transfer (working days)"
            hint="A bank transfer, or a price you e-mailed, is due by the end of the last of these days (Monday to Friday)"
            step="1"
          />
        </fieldset>
        <div className={adminForm.formActions}>
          <button type="submit" className={buttonStyles.gold} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save options'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

/** The shop's delivery settings, closed days and unpaid orders' terms (docs/product.md › The back office; › Unpaid holds), which the storefront takes at once, the kitchen's daily capacity (docs/product.md › Daily capacity) and the baker's calendar feed. */
export function OptionsPage() {
  const { data: options } = useAdminOptions()
  return (
    <Page title="Options" eyebrow="Back office">
      {options ? <OptionsForm options={options} /> : <div aria-busy="true" />}
      <DailyCapacitySettingsCard />
      <CalendarFeedSettings />
    </Page>
  )
}
