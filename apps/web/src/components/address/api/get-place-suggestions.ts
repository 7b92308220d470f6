import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import {
  PlacePredictionSchema,
  shouldFetchSuggestions,
  type PlacePrediction,
} from '@sweet-art/domain/schemas/maps'
import { apiGet } from '@/lib/api-client'

const PredictionsSchema = z.array(PlacePredictionSchema)

/** `GET /maps/autocomplete?input=`: UK address suggestions for typed text (docs/product.md › Addresses; › Address search). */
export function getPlaceSuggestions(
  input: string,
  signal?: AbortSignal,
): Promise<PlacePrediction[]> {
  return apiGet(
    `/maps/autocomplete?${new URLSearchParams({ input }).toString()}`,
    PredictionsSchema,
    signal,
  )
}

function placeSuggestionsQueryOptions(input: string) {
  return queryOptions({
    queryKey: ['maps', 'autocomplete', input],
    queryFn: ({ signal }) => getPlaceSuggestions(input, signal),
    // The same text gives the same places for a while; no need to ask again while typing back.
    staleTime: 5 * 60_000,
    gcTime: 5 * 60_000,
  })
}

/** Suggestions for `input`, fetched only when more than 3 characters are typed (docs/product.md › Addresses). */
export function usePlaceSuggestions(input: string, isEnabled: boolean) {
  const trimmed = input.trim()
  return useQuery({
    ...placeSuggestionsQueryOptions(trimmed),
    enabled: isEnabled && shouldFetchSuggestions(trimmed),
    // Keep the last list while the next one loads, so the dropdown does not flicker per keystroke.
    placeholderData: keepPreviousData,
  })
}
