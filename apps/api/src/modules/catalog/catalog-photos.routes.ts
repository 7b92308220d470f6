import { AppError } from '@sweet-art/domain/errors'
import { CATALOG_SMALL_WIDTH, CATALOG_UPLOAD_PATH } from '@sweet-art/domain/images'
import type { ZodRoutes } from '../../plugins/route-schemas'
import type { ImageStorage } from '../../providers/storage/image-storage'
import { catalogPhotoKeys, isCatalogPhotoName } from '../admin/catalog-photo'

const PHOTO_NOT_FOUND = 'This photo is not in the catalogue.'
// A stored photo never changes under its name (a new upload gets a new name), so it caches for good.
const PHOTO_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
}

/**
 * The photos the baker uploaded, from the image storage (a folder or S3), in the two widths of the
 * storefront's srcset (docs/product.md › The back office); the seed's photos stay files served
 * beside the app.
 */
export function registerCatalogPhotoRoutes(app: ZodRoutes, storage: ImageStorage): void {
  const sizes = [
    {
      prefix: `/${CATALOG_UPLOAD_PATH}`,
      key: 0,
      size: 'full size',
      operationId: 'getProductPhoto',
    },
    {
      prefix: `/${CATALOG_UPLOAD_PATH}/${CATALOG_SMALL_WIDTH}`,
      key: 1,
      size: '400 px wide',
      operationId: 'getSmallProductPhoto',
    },
  ] as const
  for (const { prefix, key, size, operationId } of sizes) {
    const schema = {
      operationId,
      tags: ['catalogue'],
      summary: `A photo the baker uploaded, ${size}, cached for good`,
      answers: {
        200: { description: 'The photo.', mediaType: 'image/webp' },
        404: 'No such photo.',
      },
    }
    app.get<{ Params: { name: string } }>(`${prefix}/:name`, { schema }, async (request, reply) => {
      const { name } = request.params
      const bytes = isCatalogPhotoName(name) ? await storage.get(catalogPhotoKeys(name)[key]) : null
      if (!bytes) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND)
      return reply.headers(PHOTO_HEADERS).send(bytes)
    })
  }
}
