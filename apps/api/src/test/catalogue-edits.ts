import { expect } from 'vitest'
import { ProductSchema, type Product } from '@sweet-art/domain/schemas/catalog'
import type { Agent } from './agent'

/**
 * Renames a product as the back office does: the product form sends the whole product, and the
 * route's schema keeps only what the baker writes.
 */
export async function renameProduct(
  admin: Agent,
  product: Product,
  title: string,
): Promise<Product> {
  const response = await admin.put(`/api/admin/products/${product.id}`, { ...product, title })
  expect(response.statusCode, response.body).toBe(200)
  return ProductSchema.parse(response.json())
}
