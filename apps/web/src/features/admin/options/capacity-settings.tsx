import { FormProvider, useFieldArray, useForm, useFormContext } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DailyCapacitySchema, type DailyCapacitySettings } from '@sweet-art/domain/schemas/capacity'
import buttonStyles from '@/components/ui/button.module.css'
import { showToast } from '@/components/ui/toast-store'
import { EditableRows } from '../components/editable-rows'
import adminForm from '../components/admin-form.module.css'
import { NumberField, TextField } from '../components/form-fields'
import { useServerFieldErrors } from '../components/use-server-field-errors'
import { useDailyCapacity, useSaveDailyCapacity } from './api/capacity'
import styles from './calendar-feed.module.css'

// Day numbers as the settings hold them, Sunday first; shown Monday first, as the shop's week runs.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0]

/** Dates with a figure of their own, e.g. Christmas Eve with extra hands or a day off. */
function CapacityDates() {
  const { control } = useFormContext<DailyCapacitySettings>()
  const dates = useFieldArray({ control, name: 'dates' })
  return (
    <EditableRows
      label="Dates with their own capacity"
      rowKeys={dates.fields.map((row) => row.id)}
      renderRow={(index) => (
        <>
          <TextField name={`dates.${index}.date`} label="Date" type="date" />
          <NumberField name={`dates.${index}.units`} label="Units that day" step="1" />
        </>
      )}
      removeLabel={(index) => `Remove the date of row ${index + 1}`}
      onRemove={(index) => dates.remove(index)}
      addText="Add a date"
      onAdd={() => dates.append({ date: '', units: 0 })}
    />
  )
}

function CapacityForm({ settings }: { settings: DailyCapacitySettings }) {
  const save = useSaveDailyCapacity()
  const form = useForm<DailyCapacitySettings>({
    resolver: zodResolver(DailyCapacitySchema),
    mode: 'onTouched',
    defaultValues: settings,
  })
  const showServerErrors = useServerFieldErrors(form.setError)
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(saved)
        showToast('The daily capacity is saved; checkouts follow it now', 'success')
      },
      onError: showServerErrors,
    }),
  )
  return (
    <FormProvider {...form}>
      <form
        className={adminForm.fieldset}
        noValidate
        aria-labelledby="daily-capacity-title"
        onSubmit={(event) => void onSubmit(event)}
      >
        <h2 id="daily-capacity-title" className={`${adminForm.legend} ${styles.title}`}>
          Daily capacity
        </h2>
        <p className={`${adminForm.full} ${styles.text}`}>
          How many units the kitchen can make each day; each product says how many units it takes in
          its form. A day that cannot take a cart is shown as fully booked at checkout. Leave a day
          empty for no limit.
        </p>
        {MONDAY_FIRST.map((day) => (
          <NumberField
            key={day}
            name={`weekdays.${day}`}
            label={`${WEEKDAYS[day] ?? ''} (units)`}
            step="1"
          />
        ))}
        <CapacityDates />
        <div className={`${adminForm.full} ${adminForm.formActions}`}>
          <button type="submit" className={buttonStyles.gold} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save capacity'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}

/** The kitchen's daily capacity under Options (docs/product.md › Daily capacity): one figure per weekday, and dates of their own. */
export function DailyCapacitySettingsCard() {
  const { data: settings } = useDailyCapacity()
  return settings ? <CapacityForm settings={settings} /> : <div aria-busy="true" />
}
