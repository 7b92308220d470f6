import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { showToast } from '@/components/ui/toast-store'
import { apiRequest } from '@/lib/api-client'
import { toastUnlessToldAlready } from './failure-toast'
import { setCachedOrder } from './get-orders'

/** What an upload sends: the order and the photos the client chose. */
export interface OrderImagesUpload {
  orderId: string
  files: readonly File[]
}

/** `POST /orders/images`: multipart with `orderId` and the photos under `files`; answers the updated order (docs/product.md › Photos on custom orders). */
export function uploadOrderImages({ orderId, files }: OrderImagesUpload): Promise<Order> {
  const form = new FormData()
  form.append('orderId', orderId)
  for (const file of files) form.append('files', file, file.name)
  return apiRequest('/orders/images', { method: 'POST', body: form, schema: OrderSchema })
}

/**
 * Add photos to a custom-made order; the cached order shows them as soon as the server keeps them.
 * The toasts belong to the mutation, not to the call: a client who leaves the order, or whose order
 * list redraws while the photos travel, still hears how the upload ended.
 */
export function useUploadOrderImagesMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadOrderImages,
    onSuccess: (order, { files }) => {
      setCachedOrder(queryClient, order)
      showToast(files.length === 1 ? 'Photo added' : 'Photos added', 'success')
    },
    onError: toastUnlessToldAlready('Your photos could not be uploaded. Please try again.'),
  })
}
