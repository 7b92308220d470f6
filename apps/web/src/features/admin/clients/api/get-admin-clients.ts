import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  AdminClientDetailSchema,
  AdminClientSchema,
  type AdminClient,
  type AdminClientDetail,
} from '@sweet-art/domain/schemas/admin-clients'
import { apiGet } from '@/lib/api-client'

/** `GET /admin/clients[?search]`: clients by name, those matching the search when given (docs/product.md › The back office). */
export function getAdminClients(search: string, signal?: AbortSignal): Promise<AdminClient[]> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : ''
  return apiGet(`/admin/clients${query}`, AdminClientSchema.array(), signal)
}

/** The clients list for a search; the previous answer stays while the next one loads. */
export function useAdminClients(search: string) {
  return useQuery({
    queryKey: ['session', 'admin', 'clients', search],
    queryFn: ({ signal }) => getAdminClients(search, signal),
    placeholderData: keepPreviousData,
  })
}

/** `GET /admin/clients/:id`: a client and their orders (docs/product.md › The back office). */
export function getAdminClient(id: string, signal?: AbortSignal): Promise<AdminClientDetail> {
  return apiGet(`/admin/clients/${encodeURIComponent(id)}`, AdminClientDetailSchema, signal)
}

/** One client with their orders. */
export function useAdminClient(id: string) {
  return useQuery({
    queryKey: ['session', 'admin', 'client', id],
    queryFn: ({ signal }) => getAdminClient(id, signal),
  })
}
