import { useState, type SyntheticEvent } from 'react'
import { OrderPricingSchema } from '@sweet-art/domain/schemas/admin-payments'
import { lineUnitCost } from '@sweet-art/domain/pricing'
import type { AdminOrder } from '@sweet-art/domain/schemas/orders'
import { FormField } from '@/components/ui/form-field'
import { showToast } from '@/components/ui/toast-store'
import ui from '../admin-ui.module.css'
import { usePriceOrderMutation } from './api/price-order'
import styles from './orders-board.module.css'

/**
 * Prices a request order (docs/product.md › The back office): a unit price for each line awaiting
 * one, checked with the same schema as the API; sending it creates the client's pending payment and
 * e-mails them the pay link.
 */
export function PriceOrderForm({ order, reference }: { order: AdminOrder; reference: string }) {
  const unpriced = order.products.filter((line) => lineUnitCost(line) === null)
  const [prices, setPrices] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const pricing = usePriceOrderMutation()

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = {
      lines: unpriced.map((line) => ({
        id: line.id,
        cost: prices[line.id]?.trim() ? Number(prices[line.id]) : undefined,
      })),
    }
    const parsed = OrderPricingSchema.safeParse(body)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const line = unpriced[Number(issue.path[1])]
        if (line) found[line.id] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    pricing.mutate(
      { orderId: order.id, pricing: parsed.data },
      {
        onSuccess: () =>
          showToast(
            `Order ${reference} priced; the pay link is on its way to the client`,
            'success',
          ),
      },
    )
  }

  return (
    <form
      className={styles.priceForm}
      aria-label={`Price order ${reference}`}
      onSubmit={submit}
      noValidate
    >
      <p className={styles.priceIntro}>
        Price on request: set a price per item and the client gets a pay link by e-mail and in their
        account.
      </p>
      <div className={styles.priceFields}>
        {unpriced.map((line) => (
          <FormField
            key={line.id}
            label={`${line.name} (£ per item × ${line.quantity})`}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={prices[line.id] ?? ''}
            error={errors[line.id]}
            onChange={(event) => setPrices({ ...prices, [line.id]: event.target.value })}
          />
        ))}
      </div>
      <button type="submit" className={ui.small} disabled={pricing.isPending}>
        {pricing.isPending ? 'Sending…' : 'Send pay link'}
      </button>
    </form>
  )
}
