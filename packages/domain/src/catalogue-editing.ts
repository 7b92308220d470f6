import type { ProductInput } from './schemas/admin-catalog'
import type { Filling, Product } from './schemas/catalog'

function fillingAsInput({ title, photo, structure, ingredients, allergens }: Filling) {
  return { title, photo, structure, ingredients, allergens }
}

/**
 * A saved product as the back office edits it: every field the baker writes, without the ids and
 * photos the server keeps (docs/product.md › The back office).
 */
export function productAsInput(product: Product): ProductInput {
  return {
    sectionId: product.sectionId,
    title: product.title,
    treadTitle: product.treadTitle,
    description: product.description,
    isActive: product.isActive,
    price: product.price,
    minimalQuantity: product.minimalQuantity,
    leadTimeDays: product.leadTimeDays,
    capacity: product.capacity,
    delivery: product.delivery,
    filings: product.filings.map(fillingAsInput),
    extraFilings: {
      sectionTitle: product.extraFilings.sectionTitle,
      filings: product.extraFilings.filings.map(fillingAsInput),
    },
    variants: product.variants.map(({ title, photo, allergens }) => ({ title, photo, allergens })),
    collections: product.collections.map(({ title, ingredients, allergens }) => ({
      title,
      ingredients,
      allergens,
    })),
    ingredients: product.ingredients,
    allergens: product.allergens,
    storage: product.storage,
  }
}
