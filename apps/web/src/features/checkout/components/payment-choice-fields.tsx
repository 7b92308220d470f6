import { useFormContext } from 'react-hook-form'
import type { CheckoutFormFields } from '../hooks/use-checkout-form'
import styles from './checkout.module.css'

const choices = (payWithin: string) =>
  [
    {
      value: 'online',
      label: 'Pay online now',
      note: 'By card or from your bank account on our secure payment page',
    },
    {
      value: 'bankTransfer',
      label: 'Bank transfer',
      note: `We show our account and your payment reference; please pay within ${payWithin}`,
    },
  ] as const

/** How a priced order is paid: online through the payment page, or by bank transfer (docs/product.md › Payments). */
export function PaymentChoiceFields({ payWithin }: { payWithin: string }) {
  const { register } = useFormContext<CheckoutFormFields>()
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Payment</legend>
      <div className={styles.choices}>
        {choices(payWithin).map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="radio" value={choice.value} {...register('paymentChoice')} />
            <span className={styles.choiceText}>
              <span>{choice.label}</span>
              <span className={styles.choiceNote}>{choice.note}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
