import { useEffect } from 'react'
import { useCartStore } from '@/features/cart/stores/cart-store'
import { useSectionsQuery } from '@/features/catalog/api/get-sections'

/**
 * Whenever the catalogue loads, cart lines of products that are no longer sold are
 * dropped, so a customer never checks out something the kitchen has withdrawn
 * (docs/product.md › Cart and checkout).
 */
export function useCartCatalogSync(): void {
  const { data: sections } = useSectionsQuery()
  const dispatch = useCartStore((state) => state.dispatch)

  useEffect(() => {
    if (sections) dispatch({ type: 'prune', sections })
  }, [sections, dispatch])
}
