import { OrderImageDeleteSchema, OrderImagesUploadSchema } from '@sweet-art/domain/schemas/forms'
import { OrderSchema } from '@sweet-art/domain/schemas/orders'
import { parseWith } from '../../lib/validate'
import type { Access } from '../../plugins/access'
import type { ZodRoutes } from '../../plugins/route-schemas'
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

const NO_ORDER = 'No such order of this client.'

/** The order photos routes: add (multipart, files under `files`), remove, and see them. */
export function registerUploadRoutes(
  app: ZodRoutes,
  deps: { access: Access; images: OrderImagesService },
): void {
  const { images } = deps

  deps.access.clientsOnly(app, (client) => {
    // The order is named by the `orderId` field, which the form sends ahead of its files.
    client.post(
      '/orders/images',
      {
        schema: {
          operationId: 'addOrderPhotos',
          tags: ['uploads'],
          summary: 'Add photos (JPEG, PNG, SVG) to an order',
          description:
            'Send `orderId` ahead of the files: the order is checked before any file is read. Photos ' +
            'are re-encoded without their metadata (at most 50 megapixels); SVGs of at most 1 MB are sanitised.',
          handlerBody: { multipart: OrderImagesUploadSchema, files: 'files' },
          response: { 200: OrderSchema },
          answers: {
            200: 'The order as it now is.',
            404: NO_ORDER,
            409: 'The order would hold more than ten photos, has no Custom Made product, or is being prepared.',
            413: 'A file over 10 MB, a photo over 50 megapixels, an SVG over 1 MB, or more than ten files.',
            415: 'Not a multipart form, or a file that is not a JPEG, PNG or SVG.',
          },
        },
      },
      async (request, reply) => {
        const { clientId } = request
        // Parsed here, not by the route's schema: the fields come part by part from the multipart
        // stream, and the order is checked as soon as they have, before any file is read.
        const orderIdOf = (fields: Record<string, string>) =>
          parseWith(OrderImagesUploadSchema, fields).orderId
        const { fields, photos } = await receivePhotos(request, reply, {
          room: (fields) => images.room(clientId, orderIdOf(fields)),
          read: readUploadedImage,
          tooMany: ORDER_PHOTOS_FULL,
        })
        return images.add(clientId, orderIdOf(fields), photos)
      },
    )

    client.delete(
      '/orders/images',
      {
        schema: {
          operationId: 'removeOrderPhoto',
          tags: ['uploads'],
          summary: 'Remove a photo from an order',
          body: OrderImageDeleteSchema,
          response: { 200: OrderSchema },
          answers: { 200: 'The order as it now is.', 404: NO_ORDER },
        },
      },
      async (request) => images.remove(request.clientId, request.body.orderId, request.body.name),
    )

    client.get<{ Params: { orderId: string; name: string } }>(
      `/${ORDER_IMAGES_PATH}/:orderId/:name`,
      {
        schema: {
          operationId: 'getOrderPhoto',
          tags: ['uploads'],
          summary: "A photo of the client's order",
          description: 'Served with a sandboxing CSP, so an SVG can never run as a page.',
          answers: {
            200: { description: 'The photo.', mediaType: 'image/*' },
            404: 'No such photo of this client.',
          },
        },
      },
      async (request, reply) => {
        const image = await images.read(
          request.clientId,
          request.params.orderId,
          request.params.name,
        )
        return reply
          .headers({ ...IMAGE_SECURITY_HEADERS, 'content-type': image.mimeType })
          .send(image.bytes)
      },
    )
  })
}
