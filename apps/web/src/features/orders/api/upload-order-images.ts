import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OrderSchema, type Order } from '@sweet-art/domain/schemas/orders'
import { apiRequest } from '@/lib/api-client'
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

/** Add photos to a custom-made order; the cached order shows them as soon as the server keeps them. */
export function useUploadOrderImagesMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadOrderImages,
    onSuccess: (order) => setCachedOrder(queryClient, order),
  })
}
