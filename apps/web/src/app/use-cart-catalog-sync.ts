import { useEffect } from 'react'
import { useCartStore } from '@/features/cart/stores/cart-store'
import { useSectionsQuery } from '@/features/catalog/api/get-sections'

/**
 * Whenever the catalogue loads, cart lines of products that are no longer sold are
 * dropped, so a customer never checks out something the kitchen has withdrawn
 * (docs/product.md › Cart and checkout), and the others take the prices the catalogue gives them
 * now, so a saved cart shows what the shop will charge (docs/product.md › Product prices).
 */
export function useCartCatalogSync(): void {
  const { data: sections } = useSectionsQuery()
  const dispatch = useCartStore((state) => state.dispatch)

  useEffect(() => {
    if (sections) dispatch({ type: 'matchCatalogue', sections })
  }, [sections, dispatch])
}
