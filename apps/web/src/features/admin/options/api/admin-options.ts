import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AppOptionsSchema,
  type AppOptions,
  type OptionsInput,
} from '@sweet-art/domain/schemas/app-options'
import { apiGet, apiRequest } from '@/lib/api-client'

const ADMIN_OPTIONS_QUERY_KEY = ['admin', 'options'] as const

/** `GET /admin/options`: the shop's delivery settings and closed days (docs/product.md › The back office). */
export function getAdminOptions(signal?: AbortSignal): Promise<AppOptions> {
  return apiGet('/admin/options', AppOptionsSchema, signal)
}

/** `PUT /admin/options`: answers the saved options with their new `updatedAt` (docs/product.md › The back office). */
export function saveAdminOptions(input: OptionsInput): Promise<AppOptions> {
  return apiRequest('/admin/options', { method: 'PUT', body: input, schema: AppOptionsSchema })
}

/** The options as the baker edits them. */
export function useAdminOptions() {
  return useQuery({
    queryKey: ADMIN_OPTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminOptions(signal),
  })
}

/** Saves the options form and keeps the answer as the current options. */
export function useSaveAdminOptions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAdminOptions,
    onSuccess: (saved) => queryClient.setQueryData(ADMIN_OPTIONS_QUERY_KEY, saved),
  })
}
