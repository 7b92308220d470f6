import { useQuery } from '@tanstack/react-query'
import { AdminCatalogueSchema } from '@sweet-art/domain/schemas/admin-catalog'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { apiGet } from '@/lib/api-client'

/** Cache key of the back office's catalogue; every catalogue change refetches it. */
export const ADMIN_CATALOGUE_QUERY_KEY = ['admin', 'catalogue'] as const

/** `GET /admin/catalogue`: every section and product, hidden ones included (docs/product.md › The back office). */
export function getAdminCatalogue(signal?: AbortSignal): Promise<Section[]> {
  return apiGet('/admin/catalogue', AdminCatalogueSchema, signal)
}

/** The whole catalogue as the baker manages it. */
export function useAdminCatalogue() {
  return useQuery({
    queryKey: ADMIN_CATALOGUE_QUERY_KEY,
    queryFn: ({ signal }) => getAdminCatalogue(signal),
  })
}
