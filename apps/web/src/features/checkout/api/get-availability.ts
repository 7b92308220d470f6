import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AvailabilitySchema,
  type Availability,
  type AvailabilityProduct,
} from '@sweet-art/domain/schemas/capacity'
import { apiGet } from '@/lib/api-client'

const AVAILABILITY_QUERY_KEY = ['calendar-availability'] as const

/** The days asked about and the cart they are asked for (docs/product.md › Daily capacity). */
export interface AvailabilityRequest {
  from: string
  to: string
  products: readonly AvailabilityProduct[]
}

/** `GET /calendar/availability`: the days of a range the cart cannot be delivered on, and why (docs/product.md › Daily capacity). */
export function getAvailability(
  { from, to, products }: AvailabilityRequest,
  signal?: AbortSignal,
): Promise<Availability> {
  const query = new URLSearchParams({
    from,
    to,
    products: products.map((line) => `${line.productId}:${String(line.quantity)}`).join(','),
  })
  return apiGet(`/calendar/availability?${query.toString()}`, AvailabilitySchema, signal)
}

/**
 * The calendar's unavailable days for the cart, asked again when the month or the cart changes;
 * the previous month's answer stays meanwhile. Advice only: the order is checked when placed.
 */
export function useAvailability(request: AvailabilityRequest | null) {
  return useQuery({
    queryKey: [...AVAILABILITY_QUERY_KEY, request],
    queryFn: ({ signal }) => getAvailability(request as AvailabilityRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // Without an answer the calendar offers every open day and the order's own check decides.
    meta: { quiet: true },
    retry: false,
  })
}

/** Asks the calendar again, e.g. after the server refused a day that filled up meanwhile. */
export function useRefreshAvailability(): () => void {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_KEY })
}
