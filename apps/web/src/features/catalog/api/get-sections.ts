import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { CATALOG_REFETCH_MS } from '@sweet-art/domain/constants'
import { apiGet } from '@/lib/api-client'
import { answerShape } from '@/lib/answer-shape'
import { SECTIONS_PATH } from './sections-path'
import { isSectionList } from './sections-shape'

const SectionsSchema = answerShape(isSectionList, 'a list of catalogue sections')

/** `GET /products-sections/client`. */
export function getSections(signal?: AbortSignal): Promise<Section[]> {
  return apiGet(SECTIONS_PATH, SectionsSchema, signal)
}

/**
 * The catalogue query (docs/product.md › Staying current): restored from the browser's copy,
 * fetched when that is missing or older than the refetch period, then refreshed every
 * CATALOG_REFETCH_MS.
 */
export const sectionsQueryOptions = queryOptions({
  queryKey: ['sections'],
  queryFn: ({ signal }) => getSections(signal),
  // A restored copy younger than the refetch period is used as is, so a reload costs no request.
  staleTime: CATALOG_REFETCH_MS,
  refetchInterval: CATALOG_REFETCH_MS,
  meta: { persist: true },
})

/** All sections as served, in the API's order. */
export function useSectionsQuery() {
  return useQuery(sectionsQueryOptions)
}
