import type { FastifyInstance } from 'fastify'
import { OrderImageDeleteSchema, OrderImagesUploadSchema } from '@sweet-art/domain/schemas/forms'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import { receivePhotos } from './photo-parts'
import { readUploadedImage } from './uploaded-image'
import { ORDER_IMAGES_PATH, ORDER_PHOTOS_FULL, type OrderImagesService } from './uploads.service'

// A photo is shown as an image, never run as a page: an SVG cannot script even if opened directly.
const IMAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=3600',
}

/** The order photos routes: add (multipart, files under `files`), remove, and see them. */
export function registerUploadRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionManager; images: OrderImagesService },
): void {
  const { sessions, images } = deps

  // The order is named by the `orderId` field, which the form sends ahead of its files.
  app.post('/orders/images', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const orderIdOf = (fields: Record<string, string>) =>
      parseWith(OrderImagesUploadSchema, fields).orderId
    const { fields, photos } = await receivePhotos(request, reply, {
      room: (fields) => images.room(clientId, orderIdOf(fields)),
      read: readUploadedImage,
      tooMany: ORDER_PHOTOS_FULL,
    })
    return images.add(clientId, orderIdOf(fields), photos)
  })

  app.delete('/orders/images', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    const { orderId, name } = parseWith(OrderImageDeleteSchema, request.body ?? {})
    return images.remove(clientId, orderId, name)
  })

  app.get<{ Params: { orderId: string; name: string } }>(
    `/${ORDER_IMAGES_PATH}/:orderId/:name`,
    async (request, reply) => {
      const clientId = await sessions.requireClientId(request, reply)
      const image = await images.read(clientId, request.params.orderId, request.params.name)
      return reply
        .headers({ ...IMAGE_SECURITY_HEADERS, 'content-type': image.mimeType })
        .send(image.bytes)
    },
  )
}
