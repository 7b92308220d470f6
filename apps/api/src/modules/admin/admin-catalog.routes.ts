import {
  ActiveSchema,
  MoveSchema,
  ProductInputSchema,
  ProductPhotoMoveSchema,
  ProductPhotoSchema,
  SectionInputSchema,
} from '@sweet-art/domain/schemas/admin-catalog'
import type { ZodRoutes } from '../../plugins/route-schemas'
import { receivePhotos } from '../uploads/photo-parts'
import { pathId, type AdminServices } from './admin-route'
import { TOO_MANY_PHOTOS } from './admin-catalog.service'
import { readCatalogPhoto } from './catalog-photo'

/** The admin routes of the catalogue: sections, products and product photos (docs/product.md › The back office). */
export function registerAdminCatalogueRoutes(team: ZodRoutes, services: AdminServices): void {
  const { catalogue } = services

  team.get('/admin/catalogue', () => catalogue.list())

  team.post('/admin/sections', { schema: { body: SectionInputSchema } }, (request) =>
    catalogue.createSection(request.clientId, request.body),
  )

  team.put('/admin/sections/:id', { schema: { body: SectionInputSchema } }, (request) =>
    catalogue.updateSection(request.clientId, pathId(request), request.body),
  )

  team.patch('/admin/sections/:id/active', { schema: { body: ActiveSchema } }, (request) =>
    catalogue.setSectionActive(request.clientId, pathId(request), request.body.isActive),
  )

  team.post('/admin/sections/:id/move', { schema: { body: MoveSchema } }, (request) =>
    catalogue.moveSection(request.clientId, pathId(request), request.body.direction),
  )

  team.post('/admin/products', { schema: { body: ProductInputSchema } }, (request) =>
    catalogue.createProduct(request.clientId, request.body),
  )

  team.put('/admin/products/:id', { schema: { body: ProductInputSchema } }, (request) =>
    catalogue.updateProduct(request.clientId, pathId(request), request.body),
  )

  team.patch('/admin/products/:id/active', { schema: { body: ActiveSchema } }, (request) =>
    catalogue.setProductActive(request.clientId, pathId(request), request.body.isActive),
  )

  team.post('/admin/products/:id/move', { schema: { body: MoveSchema } }, (request) =>
    catalogue.moveProduct(request.clientId, pathId(request), request.body.direction),
  )

  team.post('/admin/products/:id/photos', async (request, reply) => {
    const productId = pathId(request)
    const { photos } = await receivePhotos(request, reply, {
      room: () => catalogue.photoRoom(productId),
      read: readCatalogPhoto,
      tooMany: TOO_MANY_PHOTOS,
    })
    return catalogue.addPhotos(request.clientId, productId, photos)
  })

  team.delete('/admin/products/:id/photos', { schema: { body: ProductPhotoSchema } }, (request) =>
    catalogue.removePhoto(request.clientId, pathId(request), request.body.name),
  )

  team.post(
    '/admin/products/:id/photos/move',
    { schema: { body: ProductPhotoMoveSchema } },
    (request) =>
      catalogue.movePhoto(
        request.clientId,
        pathId(request),
        request.body.name,
        request.body.direction,
      ),
  )
}
