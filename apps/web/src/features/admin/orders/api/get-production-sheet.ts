import { useQuery } from '@tanstack/react-query'
import { ProductionSheetSchema, type ProductionSheet } from '@sweet-art/domain/schemas/orders'
import { apiGet } from '@/lib/api-client'

/** `GET /admin/production-sheet?date`: what to bake for a day from its confirmed orders, and the others apart (docs/product.md › The back office). */
export function getProductionSheet(date: string, signal?: AbortSignal): Promise<ProductionSheet> {
  return apiGet(
    `/admin/production-sheet?${new URLSearchParams({ date }).toString()}`,
    ProductionSheetSchema,
    signal,
  )
}

/** The production sheet of one day. */
export function useProductionSheet(date: string) {
  return useQuery({
    queryKey: ['session', 'admin', 'production-sheet', date],
    queryFn: ({ signal }) => getProductionSheet(date, signal),
  })
}
