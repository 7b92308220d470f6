import type { FastifyRequest } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import {
  ActiveSchema,
  MoveSchema,
  ProductInputSchema,
  ProductPhotoMoveSchema,
  ProductPhotoSchema,
  SectionInputSchema,
} from '@sweet-art/domain/schemas/admin-catalog'
import { parseWith } from '../../lib/validate'
import type { AdminRoute } from './admin-route'

/** The files of a multipart body sent under `files`, as the browser's FormData sends them. */
async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the photos as a multipart form.')
  const files: Buffer[] = []
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue
    if (part.fieldname === 'files') files.push(await part.toBuffer())
    else part.file.resume()
  }
  return files
}

/** The admin routes of the catalogue: sections, products and product photos (issue 8). */
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
    handler: (services) => async (adminId, request) =>
      services.catalogue.addPhotos(adminId, request.params.id, await readFiles(request)),
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
