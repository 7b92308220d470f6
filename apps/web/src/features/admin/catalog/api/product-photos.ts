import type { MoveDirection } from '@sweet-art/domain/reorder'
import { ProductSchema, type Product } from '@sweet-art/domain/schemas/catalog'
import { apiRequest } from '@/lib/api-client'
import { useCatalogueMutation } from './use-catalogue-mutation'

/** `POST /admin/products/:id/photos`: multipart, files under `files` (docs/product.md › The back office). */
export function uploadProductPhotos(change: {
  productId: string
  files: File[]
}): Promise<Product> {
  const body = new FormData()
  for (const file of change.files) body.append('files', file)
  return apiRequest(`/admin/products/${change.productId}/photos`, {
    method: 'POST',
    body,
    schema: ProductSchema,
  })
}

/** `DELETE /admin/products/:id/photos` of one photo by its name (docs/product.md › The back office). */
export function removeProductPhoto(change: { productId: string; name: string }): Promise<Product> {
  return apiRequest(`/admin/products/${change.productId}/photos`, {
    method: 'DELETE',
    body: { name: change.name },
    schema: ProductSchema,
  })
}

/** `POST /admin/products/:id/photos/move`: one place earlier or later; the first is the main photo (docs/product.md › The back office). */
export function moveProductPhoto(change: {
  productId: string
  name: string
  direction: MoveDirection
}): Promise<Product> {
  return apiRequest(`/admin/products/${change.productId}/photos/move`, {
    method: 'POST',
    body: { name: change.name, direction: change.direction },
    schema: ProductSchema,
  })
}

/** Adds photos to a product. */
export function useUploadProductPhotos() {
  return useCatalogueMutation(uploadProductPhotos)
}

/** Removes a photo of a product. */
export function useRemoveProductPhoto() {
  return useCatalogueMutation(removeProductPhoto)
}

/** Moves a photo of a product. */
export function useMoveProductPhoto() {
  return useCatalogueMutation(moveProductPhoto)
}
