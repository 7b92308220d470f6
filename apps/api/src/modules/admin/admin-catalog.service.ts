import type { Database, DatabaseTransaction } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import { CATALOG_UPLOAD_PATH } from '@sweet-art/domain/images'
import { moveOnePlace, type MoveDirection } from '@sweet-art/domain/reorder'
import type { ProductInput, SectionInput } from '@sweet-art/domain/schemas/admin-catalog'
import type { ImageFile, Product, Section } from '@sweet-art/domain/schemas/catalog'
import type { Clock } from '../../lib/clock'
import { isUuid } from '../../lib/ownership'
import type { ImageStorage } from '../../providers/storage/image-storage'
import { loadWholeCatalog, type CatalogCache } from '../catalog/catalog.service'
import { writeAudit, type AuditEntry } from './admin.repository'
import {
  findProductPlace,
  insertProduct,
  insertSection,
  nextProductOrder,
  nextSectionOrder,
  productIdsInOrder,
  renumberProducts,
  renumberSections,
  replaceProduct,
  sectionExists,
  sectionIdsInOrder,
  setProductActive,
  setProductPhotos,
  updateSection,
} from './admin-catalog.repository'
import { catalogPhotoKeys, type CatalogPhoto } from './catalog-photo'

const SECTION_NOT_FOUND = 'This section is not in the catalogue.'
const PRODUCT_NOT_FOUND = 'This product is not in the catalogue.'
const PHOTO_NOT_FOUND = 'This photo is not on the product.'
const NO_FILES = 'Please choose at least one photo.'
// The product page's gallery and the home page show a few; more only slows the page down.
const MAX_PRODUCT_PHOTOS = 12
/** The refusal of photos beyond the twelve a product holds. */
export const TOO_MANY_PHOTOS = `A product holds at most ${MAX_PRODUCT_PHOTOS} photos.`

/** The catalogue as the baker manages it (docs/product.md › The back office): every change is audited and reaches the storefront at once. */
export interface AdminCatalogueService {
  list: () => Promise<Section[]>
  createSection: (adminId: string, input: SectionInput) => Promise<Section>
  updateSection: (adminId: string, sectionId: string, input: SectionInput) => Promise<Section>
  setSectionActive: (adminId: string, sectionId: string, isActive: boolean) => Promise<Section>
  moveSection: (adminId: string, sectionId: string, direction: MoveDirection) => Promise<Section[]>
  createProduct: (adminId: string, input: ProductInput) => Promise<Product>
  updateProduct: (adminId: string, productId: string, input: ProductInput) => Promise<Product>
  setProductActive: (adminId: string, productId: string, isActive: boolean) => Promise<Product>
  moveProduct: (adminId: string, productId: string, direction: MoveDirection) => Promise<Section[]>
  /** How many more photos the product holds; refuses a product that does not exist. */
  photoRoom: (productId: string) => Promise<number>
  addPhotos: (adminId: string, productId: string, photos: CatalogPhoto[]) => Promise<Product>
  removePhoto: (adminId: string, productId: string, name: string) => Promise<Product>
  movePhoto: (
    adminId: string,
    productId: string,
    name: string,
    direction: MoveDirection,
  ) => Promise<Product>
}

/** Builds the catalogue service over the database, the photo storage and the storefront's cache. */
export function createAdminCatalogueService(deps: {
  db: Database
  clock: Clock
  storage: ImageStorage
  catalog: CatalogCache
}): AdminCatalogueService {
  const { db, clock, storage, catalog } = deps
  const list = () => loadWholeCatalog(db)

  async function sectionOrThrow(sectionId: string): Promise<Section> {
    const section = isUuid(sectionId)
      ? (await list()).find((candidate) => candidate.id === sectionId)
      : undefined
    if (!section) throw new AppError('NOT_FOUND', SECTION_NOT_FOUND)
    return section
  }

  async function productOrThrow(productId: string): Promise<Product> {
    const product = isUuid(productId)
      ? (await list())
          .flatMap((section) => section.products)
          .find((candidate) => candidate.id === productId)
      : undefined
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND)
    return product
  }

  async function sectionOfInputOrThrow(input: ProductInput): Promise<void> {
    if (!(await sectionExists(db, input.sectionId)))
      throw new AppError('VALIDATION', SECTION_NOT_FOUND, { sectionId: SECTION_NOT_FOUND })
  }

  /** Runs a change and its audit entry in one transaction, then shows it in the storefront. */
  async function change<T>(
    work: (tx: DatabaseTransaction) => Promise<T>,
    audit: (result: T) => AuditEntry,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx)
      await writeAudit(tx, audit(done))
      return done
    })
    await catalog.refresh()
    return result
  }

  return {
    list,

    async createSection(adminId, input) {
      const id = await change(
        async (tx) => insertSection(tx, input, await nextSectionOrder(tx)),
        (sectionId) => ({
          adminId,
          action: 'section.create',
          entity: 'section',
          entityId: sectionId,
          before: null,
          after: input,
        }),
      )
      return sectionOrThrow(id)
    },

    async updateSection(adminId, sectionId, input) {
      const before = await sectionOrThrow(sectionId)
      await change(
        (tx) => updateSection(tx, sectionId, input, clock()),
        () => ({
          adminId,
          action: 'section.update',
          entity: 'section',
          entityId: sectionId,
          before: sectionFields(before),
          after: input,
        }),
      )
      return sectionOrThrow(sectionId)
    },

    async setSectionActive(adminId, sectionId, isActive) {
      const before = await sectionOrThrow(sectionId)
      await change(
        (tx) => updateSection(tx, sectionId, { isActive }, clock()),
        () => ({
          adminId,
          action: isActive ? 'section.activate' : 'section.deactivate',
          entity: 'section',
          entityId: sectionId,
          before: { isActive: before.isActive },
          after: { isActive },
        }),
      )
      return sectionOrThrow(sectionId)
    },

    async moveSection(adminId, sectionId, direction) {
      await sectionOrThrow(sectionId)
      await change(
        async (tx) => {
          const ids = await sectionIdsInOrder(tx)
          const moved = moveOnePlace(ids, ids.indexOf(sectionId), direction)
          await renumberSections(tx, moved)
          return { before: ids, after: moved }
        },
        (orders) => ({
          adminId,
          action: 'section.move',
          entity: 'section',
          entityId: sectionId,
          before: { order: orders.before },
          after: { order: orders.after },
        }),
      )
      return list()
    },

    async createProduct(adminId, input) {
      await sectionOfInputOrThrow(input)
      const id = await change(
        async (tx) => insertProduct(tx, input, await nextProductOrder(tx, input.sectionId)),
        (productId) => ({
          adminId,
          action: 'product.create',
          entity: 'product',
          entityId: productId,
          before: null,
          after: input,
        }),
      )
      return productOrThrow(id)
    },

    async updateProduct(adminId, productId, input) {
      const before = await productOrThrow(productId)
      await sectionOfInputOrThrow(input)
      await change(
        async (tx) => {
          const place = await findProductPlace(tx, productId)
          if (!place) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND)
          // A product moved to another section goes to its end; otherwise it keeps its place.
          const order =
            place.sectionId === input.sectionId
              ? place.order
              : await nextProductOrder(tx, input.sectionId)
          await replaceProduct(tx, productId, input, order, clock())
        },
        () => ({
          adminId,
          action: 'product.update',
          entity: 'product',
          entityId: productId,
          before,
          after: input,
        }),
      )
      return productOrThrow(productId)
    },

    async setProductActive(adminId, productId, isActive) {
      const before = await productOrThrow(productId)
      await change(
        (tx) => setProductActive(tx, productId, isActive, clock()),
        () => ({
          adminId,
          action: isActive ? 'product.activate' : 'product.deactivate',
          entity: 'product',
          entityId: productId,
          before: { isActive: before.isActive },
          after: { isActive },
        }),
      )
      return productOrThrow(productId)
    },

    async moveProduct(adminId, productId, direction) {
      const product = await productOrThrow(productId)
      await change(
        async (tx) => {
          const ids = await productIdsInOrder(tx, product.sectionId)
          const moved = moveOnePlace(ids, ids.indexOf(productId), direction)
          await renumberProducts(tx, moved)
          return { before: ids, after: moved }
        },
        (orders) => ({
          adminId,
          action: 'product.move',
          entity: 'product',
          entityId: productId,
          before: { order: orders.before },
          after: { order: orders.after },
        }),
      )
      return list()
    },

    async photoRoom(productId) {
      return MAX_PRODUCT_PHOTOS - (await productOrThrow(productId)).photo.length
    },

    async addPhotos(adminId, productId, photos) {
      await productOrThrow(productId)
      if (photos.length === 0) throw new AppError('VALIDATION', NO_FILES, { files: NO_FILES })
      const keys = photos.flatMap((photo) => catalogPhotoKeys(photo.name))
      await Promise.all(
        photos.flatMap((photo) =>
          catalogPhotoKeys(photo.name).map((key, index) =>
            storage.put(key, index === 0 ? photo.full : photo.small),
          ),
        ),
      )
      const added: ImageFile[] = photos.map((photo) => ({
        path: CATALOG_UPLOAD_PATH,
        name: photo.name,
      }))
      try {
        // Counted against the list stored at the time, so uploads sent together never pass the cap.
        await changePhotos(adminId, productId, 'product.photos.add', (current) => {
          if (current.length + added.length > MAX_PRODUCT_PHOTOS)
            throw new AppError('CONFLICT', TOO_MANY_PHOTOS)
          return [...current, ...added]
        })
      } catch (error) {
        await Promise.all(keys.map((key) => storage.remove(key)))
        throw error
      }
      return productOrThrow(productId)
    },

    async removePhoto(adminId, productId, name) {
      const before = await productOrThrow(productId)
      const photo = before.photo.find((candidate) => candidate.name === name)
      if (!photo) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND)
      await changePhotos(adminId, productId, 'product.photos.remove', (current) =>
        current.filter((candidate) => candidate.name !== name),
      )
      // Seed photos ship with the app and may be shared; only the baker's own uploads are deleted.
      if (photo.path === CATALOG_UPLOAD_PATH)
        await Promise.all(catalogPhotoKeys(name).map((key) => storage.remove(key)))
      return productOrThrow(productId)
    },

    async movePhoto(adminId, productId, name, direction) {
      const before = await productOrThrow(productId)
      if (!before.photo.some((candidate) => candidate.name === name))
        throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND)
      await changePhotos(adminId, productId, 'product.photos.move', (current) =>
        moveOnePlace(
          current,
          current.findIndex((candidate) => candidate.name === name),
          direction,
        ),
      )
      return productOrThrow(productId)
    },
  }

  /** Rewrites a product's photo list from the one stored at the time, so concurrent edits do not lose photos. */
  async function changePhotos(
    adminId: string,
    productId: string,
    action: string,
    edit: (current: ImageFile[]) => ImageFile[],
  ): Promise<void> {
    await change(
      async (tx) => {
        const place = await findProductPlace(tx, productId)
        if (!place) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND)
        const next = edit(place.photos)
        await setProductPhotos(tx, productId, next, clock())
        return { before: place.photos, after: next }
      },
      (photos) => ({
        adminId,
        action,
        entity: 'product',
        entityId: productId,
        before: { photo: photos.before },
        after: { photo: photos.after },
      }),
    )
  }
}

/** What the section form holds, for the audit log's before. */
function sectionFields(section: Section): SectionInput {
  return {
    title: section.title,
    description: section.description,
    isActive: section.isActive,
    isTreads: section.isTreads,
  }
}
