import {
  ActiveSchema,
  MoveSchema,
  ProductInputSchema,
  ProductPhotoMoveSchema,
  ProductPhotoSchema,
  SectionInputSchema,
} from '@sweet-art/domain/schemas/admin-catalog'
import { parseWith } from '../../lib/validate'
import { receivePhotos } from '../uploads/photo-parts'
import type { AdminRoute } from './admin-route'
import { TOO_MANY_PHOTOS } from './admin-catalog.service'
import { readCatalogPhoto } from './catalog-photo'

/** The admin routes of the catalogue: sections, products and product photos (docs/product.md › The back office). */
export const ADMIN_CATALOGUE_ROUTES: readonly AdminRoute[] = [
  {
    method: 'GET',
    path: '/admin/catalogue',
    handler: (services) => () => services.catalogue.list(),
  },
  {
    method: 'POST',
    path: '/admin/sections',
    handler: (services) => (adminId, request) =>
      services.catalogue.createSection(adminId, parseWith(SectionInputSchema, request.body ?? {})),
  },
  {
    method: 'PUT',
    path: '/admin/sections/:id',
    handler: (services) => (adminId, request) =>
      services.catalogue.updateSection(
        adminId,
        request.params.id,
        parseWith(SectionInputSchema, request.body ?? {}),
      ),
  },
  {
    method: 'PATCH',
    path: '/admin/sections/:id/active',
    handler: (services) => (adminId, request) =>
      services.catalogue.setSectionActive(
        adminId,
        request.params.id,
        parseWith(ActiveSchema, request.body ?? {}).isActive,
      ),
  },
  {
    method: 'POST',
    path: '/admin/sections/:id/move',
    handler: (services) => (adminId, request) =>
      services.catalogue.moveSection(
        adminId,
        request.params.id,
        parseWith(MoveSchema, request.body ?? {}).direction,
      ),
  },
  {
    method: 'POST',
    path: '/admin/products',
    handler: (services) => (adminId, request) =>
      services.catalogue.createProduct(adminId, parseWith(ProductInputSchema, request.body ?? {})),
  },
  {
    method: 'PUT',
    path: '/admin/products/:id',
    handler: (services) => (adminId, request) =>
      services.catalogue.updateProduct(
        adminId,
        request.params.id,
        parseWith(ProductInputSchema, request.body ?? {}),
      ),
  },
  {
    method: 'PATCH',
    path: '/admin/products/:id/active',
    handler: (services) => (adminId, request) =>
      services.catalogue.setProductActive(
        adminId,
        request.params.id,
        parseWith(ActiveSchema, request.body ?? {}).isActive,
      ),
  },
  {
    method: 'POST',
    path: '/admin/products/:id/move',
    handler: (services) => (adminId, request) =>
      services.catalogue.moveProduct(
        adminId,
        request.params.id,
        parseWith(MoveSchema, request.body ?? {}).direction,
      ),
  },
  {
    method: 'POST',
    path: '/admin/products/:id/photos',
    handler: (services) => async (adminId, request, reply) => {
      const productId = request.params.id
      const { photos } = await receivePhotos(request, reply, {
        room: () => services.catalogue.photoRoom(productId),
        read: readCatalogPhoto,
        tooMany: TOO_MANY_PHOTOS,
      })
      return services.catalogue.addPhotos(adminId, productId, photos)
    },
  },
  {
    method: 'DELETE',
    path: '/admin/products/:id/photos',
    handler: (services) => (adminId, request) =>
      services.catalogue.removePhoto(
        adminId,
        request.params.id,
        parseWith(ProductPhotoSchema, request.body ?? {}).name,
      ),
  },
  {
    method: 'POST',
    path: '/admin/products/:id/photos/move',
    handler: (services) => (adminId, request) => {
      const { name, direction } = parseWith(ProductPhotoMoveSchema, request.body ?? {})
      return services.catalogue.movePhoto(adminId, request.params.id, name, direction)
    },
  },
]
