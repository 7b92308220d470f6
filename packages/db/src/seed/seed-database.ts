import { count } from 'drizzle-orm'
import { defaultProductCapacity } from '@sweet-art/domain/capacity'
import { asPence } from '@sweet-art/domain/money'
import { DEFAULT_APP_DELIVERY } from '@sweet-art/domain/schemas/app-options'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'
import type { Database } from '../database'
import {
  appOptions,
  collections,
  fillings,
  priceIntervals,
  priceVariants,
  productVariants,
  products,
  sections,
} from '../schema'
import type { SeedFilling, SeedProduct, SeedSection } from './catalogue-types'

/** Where the API serves seeded catalogue photos from (under its prefix). */
export const SEED_IMAGE_PATH = 'images/catalog'

const toImages = (names: string[]): ImageFile[] =>
  names.map((name) => ({ path: SEED_IMAGE_PATH, name }))

/**
 * Loads the catalogue and the default options into a database that has none,
 * so a first start shows a whole shop; a database already holding sections is left alone.
 */
export async function seedDatabase(db: Database, catalogue: SeedSection[]): Promise<boolean> {
  await db
    .insert(appOptions)
    .values({ id: 1, appDelivery: DEFAULT_APP_DELIVERY })
    .onConflictDoNothing()
  const [existing] = await db.select({ n: count() }).from(sections)
  if ((existing?.n ?? 0) > 0) return false

  await db.transaction(async (tx) => {
    for (const [sectionOrder, section] of catalogue.entries()) {
      const [inserted] = await tx
        .insert(sections)
        .values({
          title: section.title,
          description: section.description,
          order: sectionOrder,
          isActive: section.isActive,
          isTreads: section.isTreads,
        })
        .returning({ id: sections.id })
      if (!inserted) throw new Error(`Section ${section.title} was not inserted`)
      for (const [productOrder, product] of section.products.entries()) {
        await insertProduct(tx, inserted.id, productOrder, product)
      }
    }
  })
  return true
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

async function insertProduct(
  tx: Transaction,
  sectionId: string,
  order: number,
  product: SeedProduct,
): Promise<void> {
  const capacity = defaultProductCapacity(product.minimalQuantity)
  const [inserted] = await tx
    .insert(products)
    .values({
      sectionId,
      title: product.title,
      treadTitle: product.treadTitle,
      description: product.description,
      photos: toImages(product.photos),
      order,
      isActive: product.isActive,
      priceType: product.price.type,
      pricePence: product.price.pence === null ? null : asPence(product.price.pence),
      priceText: product.price.text,
      unit: product.price.unit,
      minimalQuantity: product.minimalQuantity,
      leadTimeDays: product.leadTimeDays,
      capacityUnits: capacity.units,
      capacityPer: capacity.per,
      deliveryMethods: product.delivery,
      extraFilingsTitle: product.extraFilings.sectionTitle,
      ingredients: product.ingredients,
      allergens: product.allergens,
      storage: product.storage,
    })
    .returning({ id: products.id })
  if (!inserted) throw new Error(`Product ${product.title} was not inserted`)
  const productId = inserted.id

  const fillingRow = (kind: 'filling' | 'extraFilling') => (filling: SeedFilling) => ({
    kind,
    title: filling.title,
    photos: toImages(filling.photos),
    structure: filling.structure,
    ingredients: filling.ingredients,
    allergens: filling.allergens,
  })

  const intervals = product.price.intervals.map((interval, index) => ({
    productId,
    order: index,
    fromQuantity: interval.from,
    toQuantity: interval.to,
    costPence: asPence(interval.pence),
  }))
  if (intervals.length > 0) await tx.insert(priceIntervals).values(intervals)
  const variantsOfPrice = product.price.variants.map((variant, index) => ({
    productId,
    order: index,
    costPence: asPence(variant.pence),
    unit: variant.unit,
  }))
  if (variantsOfPrice.length > 0) await tx.insert(priceVariants).values(variantsOfPrice)
  const allFillings = [
    ...product.filings.map(fillingRow('filling')),
    ...product.extraFilings.filings.map(fillingRow('extraFilling')),
  ].map((filling, index) => ({ productId, order: index, ...filling }))
  if (allFillings.length > 0) await tx.insert(fillings).values(allFillings)
  const optionVariants = product.variants.map((variant, index) => ({
    productId,
    order: index,
    title: variant.title,
    photos: toImages(variant.photos),
    allergens: variant.allergens,
  }))
  if (optionVariants.length > 0) await tx.insert(productVariants).values(optionVariants)
  const flavours = product.collections.map((collection, index) => ({
    productId,
    order: index,
    title: collection.title,
    ingredients: collection.ingredients,
    allergens: collection.allergens,
  }))
  if (flavours.length > 0) await tx.insert(collections).values(flavours)
}
