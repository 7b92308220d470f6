import type { ProductInput } from '@sweet-art/domain/schemas/admin-catalog'
import { ProductSchema, type Product } from '@sweet-art/domain/schemas/catalog'
import { apiRequest } from '@/lib/api-client'
import { useCatalogueMutation } from './use-catalogue-mutation'

/** `POST /admin/products` for a new product, `PUT /admin/products/:id` for an existing one (docs/product.md › The back office). */
export function saveProduct(change: { id: string | null; input: ProductInput }): Promise<Product> {
  return apiRequest(change.id ? `/admin/products/${change.id}` : '/admin/products', {
    method: change.id ? 'PUT' : 'POST',
    body: change.input,
    schema: ProductSchema,
  })
}

/** Saves the product form. */
export function useSaveProduct() {
  return useCatalogueMutation(saveProduct)
}
