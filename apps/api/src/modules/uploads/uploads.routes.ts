import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import { OrderImageDeleteSchema, OrderImagesUploadSchema } from '@sweet-art/domain/schemas/forms'
import { parseWith } from '../../lib/validate'
import type { SessionManager } from '../../plugins/session'
import { ORDER_IMAGES_PATH, type OrderImagesService } from './uploads.service'

// A photo is shown as an image, never run as a page: an SVG cannot script even if opened directly.
const IMAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, max-age=3600',
}

/** The order photos routes of spec §7: add (multipart, files under `files`), remove, and see them. */
export function registerUploadRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionManager; images: OrderImagesService },
): void {
  const { sessions, images } = deps

  app.post('/orders/images', async (request, reply) => {
    const clientId = await sessions.requireClientId(request, reply)
    if (!request.isMultipart())
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the photos as a multipart form.')
    const fields: Record<string, string> = {}
    const files: Buffer[] = []
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'files') files.push(await part.toBuffer())
        else part.file.resume()
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
    const { orderId } = parseWith(OrderImagesUploadSchema, fields)
    return images.add(clientId, orderId, files)
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
