import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarFeedSchema, type CalendarFeed } from '@sweet-art/domain/schemas/admin'
import { apiGet, apiRequest } from '@/lib/api-client'

const CALENDAR_FEED_QUERY_KEY = ['admin', 'calendar-feed'] as const

/** The calendar feed's secret address, or null while it is off (docs/product.md › The baker's calendar). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/calendar-feed', CalendarFeedSchema, signal),
  })
}

/** `POST` gives the feed a new address (turning it on); `DELETE` turns it off. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (method: 'POST' | 'DELETE'): Promise<CalendarFeed> =>
      apiRequest('/admin/calendar-feed', { method, schema: CalendarFeedSchema }),
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed),
  })
}
