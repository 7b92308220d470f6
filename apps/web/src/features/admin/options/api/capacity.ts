import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { DailyCapacitySchema, type DailyCapacitySettings } from '@sweet-art/domain/schemas/capacity'
import { apiGet, apiRequest } from '@/lib/api-client'

const CAPACITY_QUERY_KEY = ['admin', 'capacity'] as const

/** `GET /admin/capacity`: the kitchen's daily capacity (docs/product.md › Daily capacity). */
export function useDailyCapacity() {
  return useQuery({
    queryKey: CAPACITY_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/capacity', DailyCapacitySchema, signal),
  })
}

/** `PUT /admin/capacity`: saves the figures; checkouts follow at once. */
export function useSaveDailyCapacity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: DailyCapacitySettings) =>
      apiRequest('/admin/capacity', { method: 'PUT', body: settings, schema: DailyCapacitySchema }),
    onSuccess: (saved) => queryClient.setQueryData(CAPACITY_QUERY_KEY, saved),
  })
}
