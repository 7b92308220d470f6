import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet } from '../../../../lib/api-client'

// The answer of the production sheet route; its rows are built by the domain's production sheet.
const ProductionSheetSchema = z.object({
  date: z.string(),
  rows: z.array(
    z.object({
      name: z.string(),
      options: z.array(z.string()),
      quantity: z.number(),
      orders: z.number(),
    }),
  ),
})
/** What to bake for one delivery day (issue 8). */
export type ProductionSheet = z.infer<typeof ProductionSheetSchema>

/** `GET /admin/production-sheet?date`: what to bake for a day, added up by product and options (issue 8). */
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
