import { asc, eq, max } from 'drizzle-orm'
import type { DatabaseTransaction, Executor } from '@sweet-art/db/database'
import {
  collections,
  fillings,
  priceIntervals,
  priceVariants,
  productVariants,
  products,
  sections,
} from '@sweet-art/db/schema'
import { toPence } from '@sweet-art/domain/money'
import type { ProductInput, SectionInput } from '@sweet-art/domain/schemas/admin-catalog'
import type { ImageFile } from '@sweet-art/domain/schemas/catalog'

/** The place after the last section, for a new one. */
export async function nextSectionOrder(tx: DatabaseTransaction): Promise<number> {
  const [row] = await tx.select({ last: max(sections.order) }).from(sections)
  return (row?.last ?? -1) + 1
}

/** The place after the last product of a section, for a new or moved-in one. */
export async function nextProductOrder(
  tx: DatabaseTransaction,
  sectionId: string,
): Promise<number> {
  const [row] = await tx
    .select({ last: max(products.order) })
    .from(products)
    .where(eq(products.sectionId, sectionId))
  return (row?.last ?? -1) + 1
}

/** Whether a section exists. */
export async function sectionExists(db: Executor, sectionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.id, sectionId))
  return row !== undefined
}

/**
 * The section a product belongs to, its place there and its photos; null when there is no such
 * product. Its row stays locked until the transaction ends, so edits of one product go in turn.
 */
export async function findProductPlace(
  db: DatabaseTransaction,
  productId: string,
): Promise<{ sectionId: string; order: number; photos: ImageFile[] } | null> {
  const [row] = await db
    .select({ sectionId: products.sectionId, order: products.order, photos: products.photos })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  return row ?? null
}

/** Adds a section at the given place; answers its id. */
export async function insertSection(
  tx: DatabaseTransaction,
  input: SectionInput,
  order: number,
): Promise<string> {
  const [row] = await tx
    .insert(sections)
    .values({ ...input, order })
    .returning({ id: sections.id })
  if (!row) throw new Error('section was not inserted')
  return row.id
}

/** Rewrites a section's fields; false when there is no such section. */
export async function updateSection(
  tx: DatabaseTransaction,
  sectionId: string,
  input: Partial<SectionInput>,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(sections)
    .set({ ...input, updatedAt: now })
    .where(eq(sections.id, sectionId))
    .returning({ id: sections.id })
  return updated.length > 0
}

/** The product's own columns from what the baker wrote; money goes from pounds to pence here. */
function productColumns(input: ProductInput) {
  const { price } = input
  return {
    sectionId: input.sectionId,
    title: input.title,
    treadTitle: input.treadTitle,
    description: input.description,
    isActive: input.isActive,
    priceType: price.type,
    pricePence: price.type === 'only' && price.value !== null ? toPence(price.value) : null,
    priceText: price.text,
    currency: price.currency,
    unit: price.unit,
    minimalQuantity: input.minimalQuantity,
    leadTimeDays: input.leadTimeDays,
    capacityUnits: input.capacity.units,
    capacityPer: input.capacity.per,
    deliveryMethods: input.delivery,
    extraFilingsTitle: input.extraFilings.sectionTitle,
    ingredients: input.ingredients,
    allergens: input.allergens,
    storage: input.storage,
  }
}

/** Writes the rows that hang off a product, each list in the order the baker gave it. */
async function insertProductChildren(
  tx: DatabaseTransaction,
  productId: string,
  input: ProductInput,
): Promise<void> {
  const { price } = input
  const intervals =
    price.type === 'interval'
      ? price.intervals.map((row, order) => ({
          productId,
          order,
          fromQuantity: row.from,
          toQuantity: row.to,
          costPence: toPence(row.cost),
        }))
      : []
  if (intervals.length > 0) await tx.insert(priceIntervals).values(intervals)
  const variantsOfPrice =
    price.type === 'variants'
      ? price.variants.map((row, order) => ({
          productId,
          order,
          costPence: toPence(row.cost),
          unit: row.unit,
        }))
      : []
  if (variantsOfPrice.length > 0) await tx.insert(priceVariants).values(variantsOfPrice)
  const fillingRows = [
    ...input.filings.map((filling) => ({ kind: 'filling' as const, ...filling })),
    ...input.extraFilings.filings.map((filling) => ({ kind: 'extraFilling' as const, ...filling })),
  ].map(({ photo, ...filling }, order) => ({ productId, order, photos: photo, ...filling }))
  if (fillingRows.length > 0) await tx.insert(fillings).values(fillingRows)
  const variantRows = input.variants.map((variant, order) => ({
    productId,
    order,
    title: variant.title,
    photos: variant.photo,
    allergens: variant.allergens,
  }))
  if (variantRows.length > 0) await tx.insert(productVariants).values(variantRows)
  const collectionRows = input.collections.map((collection, order) => ({
    productId,
    order,
    ...collection,
  }))
  if (collectionRows.length > 0) await tx.insert(collections).values(collectionRows)
}

/** Adds a product with everything that hangs off it, without photos; answers its id. */
export async function insertProduct(
  tx: DatabaseTransaction,
  input: ProductInput,
  order: number,
): Promise<string> {
  const [row] = await tx
    .insert(products)
    .values({ ...productColumns(input), order, photos: [] })
    .returning({ id: products.id })
  if (!row) throw new Error('product was not inserted')
  await insertProductChildren(tx, row.id, input)
  return row.id
}

/** Rewrites a product and replaces its price rows, fillings, variants and collections; photos stay. */
export async function replaceProduct(
  tx: DatabaseTransaction,
  productId: string,
  input: ProductInput,
  order: number,
  now: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...productColumns(input), order, updatedAt: now })
    .where(eq(products.id, productId))
  for (const table of [priceIntervals, priceVariants, fillings, productVariants, collections])
    await tx.delete(table).where(eq(table.productId, productId))
  await insertProductChildren(tx, productId, input)
}

/** Shows or hides a product; false when there is no such product. */
export async function setProductActive(
  tx: DatabaseTransaction,
  productId: string,
  isActive: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ isActive, updatedAt: now })
    .where(eq(products.id, productId))
    .returning({ id: products.id })
  return updated.length > 0
}

/** Replaces a product's photo list; the first is its main photo. */
export async function setProductPhotos(
  tx: DatabaseTransaction,
  productId: string,
  photos: ImageFile[],
  now: Date,
): Promise<void> {
  await tx.update(products).set({ photos, updatedAt: now }).where(eq(products.id, productId))
}

/** The sections' ids in their order. */
export async function sectionIdsInOrder(tx: DatabaseTransaction): Promise<string[]> {
  const rows = await tx
    .select({ id: sections.id })
    .from(sections)
    .orderBy(asc(sections.order), asc(sections.title))
  return rows.map((row) => row.id)
}

/** The ids of a section's products in their order. */
export async function productIdsInOrder(
  tx: DatabaseTransaction,
  sectionId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sectionId, sectionId))
    .orderBy(asc(products.order), asc(products.title))
  return rows.map((row) => row.id)
}

/** Numbers sections 0, 1, 2… in the given order. */
export async function renumberSections(tx: DatabaseTransaction, ids: string[]): Promise<void> {
  for (const [order, id] of ids.entries())
    await tx.update(sections).set({ order }).where(eq(sections.id, id))
}

/** Numbers products 0, 1, 2… in the given order. */
export async function renumberProducts(tx: DatabaseTransaction, ids: string[]): Promise<void> {
  for (const [order, id] of ids.entries())
    await tx.update(products).set({ order }).where(eq(products.id, id))
}
