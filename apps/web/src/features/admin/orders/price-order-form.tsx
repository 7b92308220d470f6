import { useState, type SyntheticEvent } from 'react'
import { toPence } from '@sweet-art/domain/money'
import { isLinePricedByBakery } from '@sweet-art/domain/order-pricing'
import { calculateCartTotal, formatCartTotal, lineUnitCost } from '@sweet-art/domain/pricing'
import { OrderPricingSchema, type OrderPricing } from '@sweet-art/domain/schemas/admin-payments'
import type { AdminOrder } from '@sweet-art/domain/schemas/orders'
import { FormField } from '@/components/ui/form-field'
import { ApiError } from '@/lib/api-client'
import { showToast } from '@/components/ui/toast-store'
import ui from '../admin-ui.module.css'
import { ConfirmDialog } from '../components/confirm-dialog'
import { usePriceOrderMutation } from './api/price-order'
import styles from './orders-board.module.css'

/** The lines the bakery prices, by the server's own rule. */
function bakeryLines(order: AdminOrder) {
  return order.products.filter((line) =>
    isLinePricedByBakery({
      unitCost: lineUnitCost(line),
      pricedByBakery: order.pricedByBakery.includes(line.id),
    }),
  )
}

/** The order's total with the prices being sent, as the client will be asked to pay it. */
function totalWith(order: AdminOrder, pricing: OrderPricing): string {
  const given = new Map(pricing.lines.map((line) => [line.id, line.cost]))
  const total = calculateCartTotal(
    order.products.map((line) => ({ ...line, cost: given.get(line.id) ?? line.cost })),
    {
      delivery: order.delivery.cost === null ? null : toPence(order.delivery.cost),
      congestion: toPence(order.delivery.congestion),
    },
  )
  return formatCartTotal(total)
}

/**
 * Prices a request order (docs/product.md › The back office): a unit price for each line awaiting
 * one, checked with the same schema as the API; after a second look at the total, sending it
 * creates the client's pending payment and e-mails them the pay link. Until the client pays, the
 * baker may correct her prices: the earlier link stops working and the client gets the new one
 * (docs/product.md › Request orders).
 */
export function PriceOrderForm({ order, reference }: { order: AdminOrder; reference: string }) {
  const isCorrection = order.total !== null
  const lines = bakeryLines(order)
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      lines.flatMap((line) => (line.cost === null ? [] : [[line.id, String(line.cost)]])),
    ),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [checked, setChecked] = useState<OrderPricing | null>(null)
  const pricing = usePriceOrderMutation()
  const customer = `${order.customer.firstName} ${order.customer.lastName}`.trim()

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = {
      lines: lines.map((line) => ({
        id: line.id,
        cost: prices[line.id]?.trim() ? Number(prices[line.id]) : undefined,
      })),
    }
    const parsed = OrderPricingSchema.safeParse(body)
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const line = lines[Number(issue.path[1])]
        if (line) found[line.id] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    setChecked(parsed.data)
  }

  const send = (checkedPricing: OrderPricing) => {
    setChecked(null)
    pricing.mutate(
      { orderId: order.id, pricing: checkedPricing },
      {
        // A refusal about the prices (a total past what one order holds) shows beside them too.
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return
          const fields = error.fields
          setErrors(
            Object.fromEntries(
              lines.flatMap((line, at) => {
                const message = fields[`lines.${String(at)}.cost`]
                return message === undefined ? [] : [[line.id, message]]
              }),
            ),
          )
        },
        onSuccess: () =>
          showToast(
            isCorrection
              ? `Order ${reference} has its new price; the new pay link is on its way to the client`
              : `Order ${reference} priced; the pay link is on its way to the client`,
            'success',
          ),
      },
    )
  }

  return (
    <form
      className={styles.priceForm}
      aria-label={
        isCorrection ? `Correct the price of order ${reference}` : `Price order ${reference}`
      }
      onSubmit={submit}
      noValidate
    >
      <p className={styles.priceIntro}>
        {isCorrection
          ? 'Not paid yet: correct a price and the client gets a new pay link by e-mail; the earlier link stops working.'
          : 'Price on request: set a price per item and the client gets a pay link by e-mail and in their account.'}
      </p>
      <div className={styles.priceFields}>
        {lines.map((line) => (
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
      <button
        type="submit"
        className={ui.small}
        aria-haspopup="dialog"
        disabled={pricing.isPending}
      >
        {pricing.isPending ? 'Sending…' : isCorrection ? 'Send the new price' : 'Send pay link'}
      </button>
      <ConfirmDialog
        isOpen={checked !== null}
        title={isCorrection ? 'Send the corrected price?' : 'Send the price?'}
        description={`Order ${reference} comes to ${checked ? totalWith(order, checked) : ''} with delivery. ${customer || 'The client'} gets an e-mail with a link to pay it${isCorrection ? ', and the earlier link stops working' : ''}.`}
        confirmLabel={isCorrection ? 'Send the new price' : 'Send pay link'}
        cancelLabel="Check again"
        onConfirm={() => {
          if (checked) send(checked)
        }}
        onCancel={() => setChecked(null)}
      />
    </form>
  )
}
