import { useCallback } from 'react'
import {
  addedToCartMessage,
  buildCartLine,
  findMissingOptionGroups,
  formatMissingGroupsToast,
  type ProductChoice,
} from '@sweet-art/domain/product-config'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import { showToast } from '@/components/ui/toast-store'
import { useCartStore } from '../stores/cart-store'

/** Adds a configured product to the cart; true when a line was added. Routes hand it to the home and product features. */
export type AddToCart = (product: Product, choice: ProductChoice, sectionName: string) => boolean

/**
 * Adds a configured product to the cart (docs/product.md › Cart and checkout; › Product page): when
 * an offered option group is empty the `Please select: …` toast names it and nothing is added;
 * otherwise a new line is added and `{product title} added to cart` confirms it.
 */
export function useAddToCart(): AddToCart {
  const dispatch = useCartStore((state) => state.dispatch)
  return useCallback<AddToCart>(
    (product, choice, sectionName) => {
      const missing = findMissingOptionGroups(product, choice.options)
      if (missing.length > 0) {
        showToast(formatMissingGroupsToast(missing), 'error')
        return false
      }
      const line = buildCartLine(product, choice, crypto.randomUUID(), sectionName)
      dispatch({ type: 'add', line })
      showToast(addedToCartMessage(product.title), 'success')
      return true
    },
    [dispatch],
  )
}
