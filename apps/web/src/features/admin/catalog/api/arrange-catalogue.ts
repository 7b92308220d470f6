import type { MoveDirection } from '@sweet-art/domain/reorder'
import { apiRequest } from '@/lib/api-client'
import { useCatalogueMutation } from './use-catalogue-mutation'

/** A section or a product of the catalogue list. */
export type CatalogueItemKind = 'sections' | 'products'

/** `POST /admin/{sections|products}/:id/move`: one place up or down (docs/product.md › The back office). */
export function moveCatalogueItem(change: {
  kind: CatalogueItemKind
  id: string
  direction: MoveDirection
}): Promise<unknown> {
  return apiRequest(`/admin/${change.kind}/${change.id}/move`, {
    method: 'POST',
    body: { direction: change.direction },
  })
}

/** `PATCH /admin/{sections|products}/:id/active`: shows or hides it in the storefront (docs/product.md › The back office). */
export function setCatalogueItemActive(change: {
  kind: CatalogueItemKind
  id: string
  isActive: boolean
}): Promise<unknown> {
  return apiRequest(`/admin/${change.kind}/${change.id}/active`, {
    method: 'PATCH',
    body: { isActive: change.isActive },
  })
}

/** Moves a section or product. */
export function useMoveCatalogueItem() {
  return useCatalogueMutation(moveCatalogueItem)
}

/** Shows or hides a section or product. */
export function useSetCatalogueItemActive() {
  return useCatalogueMutation(setCatalogueItemActive)
}
