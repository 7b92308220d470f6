import { useState } from 'react'
import { canCancelOrder } from '@sweet-art/domain/orders'
import type { AdminOrder } from '@sweet-art/domain/schemas/orders'
import { showToast } from '@/components/ui/toast-store'
import adminForm from '../components/admin-form.module.css'
import { ConfirmDialog } from '../components/confirm-dialog'
import { useMoveOrderMutation } from './api/move-order'

/**
 * Cancels an order that is not complete, after asking (docs/product.md › Order life cycle): the
 * client is e-mailed, a payment still pending is cancelled, and the order's units of the kitchen's
 * day are free again (docs/product.md › Daily capacity).
 */
export function CancelOrderButton({ order, reference }: { order: AdminOrder; reference: string }) {
  const [isAsking, setAsking] = useState(false)
  const move = useMoveOrderMutation()
  if (!canCancelOrder(order.status)) return null

  const cancel = () => {
    setAsking(false)
    move.mutate(
      { orderId: order.id, status: 'cancelled' },
      {
        onSuccess: () =>
          showToast(`Order ${reference} is cancelled; the client was told`, 'success'),
      },
    )
  }

  return (
    <>
      <button
        type="button"
        className={adminForm.danger}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
        disabled={move.isPending}
      >
        Cancel order
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title={`Cancel order ${reference}?`}
        description="The client is told by e-mail, a payment still pending can no longer be made, and the order’s share of the day’s capacity is free for other customers. A cancelled order cannot be brought back."
        confirmLabel="Cancel the order"
        cancelLabel="Keep it"
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
