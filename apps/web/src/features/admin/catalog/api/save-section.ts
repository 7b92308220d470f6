import type { SectionInput } from '@sweet-art/domain/schemas/admin-catalog'
import { SectionSchema, type Section } from '@sweet-art/domain/schemas/catalog'
import { apiRequest } from '@/lib/api-client'
import { useCatalogueMutation } from './use-catalogue-mutation'

/** `POST /admin/sections` for a new section, `PUT /admin/sections/:id` for an existing one (docs/product.md › The back office). */
export function saveSection(change: { id: string | null; input: SectionInput }): Promise<Section> {
  return apiRequest(change.id ? `/admin/sections/${change.id}` : '/admin/sections', {
    method: change.id ? 'PUT' : 'POST',
    body: change.input,
    schema: SectionSchema,
  })
}

/** Saves the section form. */
export function useSaveSection() {
  return useCatalogueMutation(saveSection)
}
