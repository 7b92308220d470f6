import { randomUUID } from 'node:crypto'
import type { Database } from '@sweet-art/db/database'
import { MAX_ORDER_IMAGES } from '@sweet-art/domain/constants'
import { AppError } from '@sweet-art/domain/errors'
import { ORDER_NOT_FOUND } from '@sweet-art/domain/messages'
import { toOrderAnswer, type OrderRecord } from '@sweet-art/domain/order-record'
import { canRemoveOrderImages, hasCustomMadeProduct } from '@sweet-art/domain/orders'
import type { Order } from '@sweet-art/domain/schemas/orders'
import { isUuid } from '../../lib/ownership'
import type { ImageStorage } from '../../providers/storage/image-storage'
import type { AdminService } from '../admin/admin.service'
import type { OrdersService } from '../orders/orders.service'
import type { StoredImage } from './uploaded-image'
import {
  countOrderImages,
  deleteOrderImage,
  findOrderImage,
  insertOrderImages,
  lockOrderRow,
} from './uploads.repository'

/** The path part of an order photo's URL, under the API prefix (path and name). */
export const ORDER_IMAGES_PATH = 'uploads/orders'
const IMAGE_NOT_FOUND = 'This photo is not on the order.'
const NOT_CUSTOM_MADE = 'Photos can be added only to an order with a Custom Made product.'
const TOO_LATE = 'Photos can be changed only until we start preparing your order.'
/** The refusal of photos beyond the ten an order holds. */
export const ORDER_PHOTOS_FULL = `An order holds at most ${MAX_ORDER_IMAGES} photos.`
const NO_FILES = 'Please choose at least one photo.'

function storageKey(orderId: string, name: string): string {
  return `orders/${orderId}/${name}`
}

/** Photos for custom cakes (docs/product.md › Photos on custom orders): changed only by the order's owner while it is created or current; seen by the owner and the bakery. */
export interface OrderImagesService {
  /** How many more photos the client may add to the order now; refuses an order they cannot change. */
  room: (clientId: string, orderId: string) => Promise<number>
  add: (clientId: string, orderId: string, images: StoredImage[]) => Promise<Order>
  remove: (clientId: string, orderId: string, name: string) => Promise<Order>
  read: (
    clientId: string,
    orderId: string,
    name: string,
  ) => Promise<{ bytes: Buffer; mimeType: string }>
}

/** Builds the photos service over the database, the image storage, the orders and the team. */
export function createOrderImagesService(deps: {
  db: Database
  storage: ImageStorage
  orders: Pick<OrdersService, 'find'>
  /** Who is on the bakery's team, and so sees every order's photos. */
  team: Pick<AdminService, 'isAdmin'>
}): OrderImagesService {
  const { db, storage, orders, team } = deps

  // Another client's order is as good as missing: the answer does not tell that it exists.
  async function ownOrder(clientId: string, orderId: string): Promise<OrderRecord> {
    const order = isUuid(orderId) ? await orders.find(orderId, clientId) : null
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
    return order
  }

  // The bakery sees the photos of every order, since it bakes from them; it never changes them.
  async function viewableOrder(clientId: string, orderId: string): Promise<void> {
    const isReadable =
      isUuid(orderId) &&
      ((await orders.find(orderId, clientId)) !== null ||
        ((await team.isAdmin(clientId)) && (await orders.find(orderId)) !== null))
    if (!isReadable) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND)
  }

  async function changeableOrder(clientId: string, orderId: string): Promise<OrderRecord> {
    const order = await ownOrder(clientId, orderId)
    if (!hasCustomMadeProduct(order)) throw new AppError('CONFLICT', NOT_CUSTOM_MADE)
    if (!canRemoveOrderImages(order.status)) throw new AppError('CONFLICT', TOO_LATE)
    return order
  }

  return {
    async room(clientId, orderId) {
      await changeableOrder(clientId, orderId)
      return MAX_ORDER_IMAGES - (await countOrderImages(db, orderId))
    },
    async add(clientId, orderId, images) {
      await changeableOrder(clientId, orderId)
      if (images.length === 0) throw new AppError('VALIDATION', NO_FILES, { files: NO_FILES })
      const stored = images.map((image) => ({ image, name: `${randomUUID()}.${image.extension}` }))
      await Promise.all(
        stored.map(({ image, name }) => storage.put(storageKey(orderId, name), image.bytes)),
      )
      try {
        // The order's row stays locked until the photos are recorded, so uploads sent at the same
        // time count one after another and together never pass the cap.
        await db.transaction(async (tx) => {
          await lockOrderRow(tx, orderId)
          if ((await countOrderImages(tx, orderId)) + stored.length > MAX_ORDER_IMAGES)
            throw new AppError('CONFLICT', ORDER_PHOTOS_FULL)
          await insertOrderImages(
            tx,
            stored.map(({ image, name }) => ({
              orderId,
              name,
              path: `${ORDER_IMAGES_PATH}/${orderId}`,
              mimeType: image.mimeType,
              sizeBytes: image.bytes.length,
            })),
          )
        })
      } catch (error) {
        await Promise.all(stored.map(({ name }) => storage.remove(storageKey(orderId, name))))
        throw error
      }
      return toOrderAnswer(await ownOrder(clientId, orderId))
    },
    async remove(clientId, orderId, name) {
      await changeableOrder(clientId, orderId)
      if (!(await deleteOrderImage(db, orderId, name)))
        throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND)
      await storage.remove(storageKey(orderId, name))
      return toOrderAnswer(await ownOrder(clientId, orderId))
    },
    async read(clientId, orderId, name) {
      await viewableOrder(clientId, orderId)
      const image = await findOrderImage(db, orderId, name)
      const bytes = image ? await storage.get(storageKey(orderId, image.name)) : null
      if (!image || !bytes) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND)
      return { bytes, mimeType: image.mimeType }
    },
  }
}
