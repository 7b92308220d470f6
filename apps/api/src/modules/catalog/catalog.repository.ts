import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@sweet-art/db/database'
import {
  collections,
  fillings,
  priceIntervals,
  priceVariants,
  productVariants,
  products,
  sections,
} from '@sweet-art/db/schema'
import { toPounds } from '@sweet-art/domain/money'
import { sectionPath } from '@sweet-art/domain/catalog'
import type { Filling, Product, Section } from '@sweet-art/domain/schemas/catalog'

type FillingRow = typeof fillings.$inferSelect
type ProductRow = typeof products.$inferSelect

const toFilling = (row: FillingRow): Filling => ({
  id: row.id,
  title: row.title,
  photo: row.photos,
  structure: row.structure,
  ingredients: row.ingredients,
  allergens: row.allergens,
})

/** Groups rows by their product id, keeping the query's order within each group. */
function groupByProduct<T extends { productId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const group = groups.get(row.productId)
    if (group) group.push(row)
    else groups.set(row.productId, [row])
  }
  return groups
}

/** Reads the rows that hang off the given products, each kind in its own order. */
async function loadProductChildren(db: Database, productIds: string[]) {
  if (productIds.length === 0) {
    return { intervals: [], priceVariants: [], fillings: [], variants: [], collections: [] }
  }
  const [intervalRows, priceVariantRows, fillingRows, variantRows, collectionRows] =
    await Promise.all([
      db
        .select()
        .from(priceIntervals)
        .where(inArray(priceIntervals.productId, productIds))
        .orderBy(asc(priceIntervals.order)),
      db
        .select()
        .from(priceVariants)
        .where(inArray(priceVariants.productId, productIds))
        .orderBy(asc(priceVariants.order)),
      db
        .select()
        .from(fillings)
        .where(inArray(fillings.productId, productIds))
        .orderBy(asc(fillings.order)),
      db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds))
        .orderBy(asc(productVariants.order)),
      db
        .select()
        .from(collections)
        .where(inArray(collections.productId, productIds))
        .orderBy(asc(collections.order)),
    ])
  return {
    intervals: intervalRows,
    priceVariants: priceVariantRows,
    fillings: fillingRows,
    variants: variantRows,
    collections: collectionRows,
  }
}

/**
 * When each active section and product last changed, as ISO timestamps by id: the sitemap's
 * lastmod (docs/product.md › What each page tells search engines and link previews).
 */
export async function loadActiveChangeTimes(db: Database): Promise<Map<string, string>> {
  const [sectionRows, productRows] = await Promise.all([
    db
      .select({ id: sections.id, updatedAt: sections.updatedAt })
      .from(sections)
      .where(eq(sections.isActive, true)),
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true)),
  ])
  return new Map(
    [...sectionRows, ...productRows].map((row) => [row.id, row.updatedAt.toISOString()]),
  )
}

/** Reads the active catalogue, sections and products in their order, as the storefront receives it. */
export function loadActiveCatalog(db: Database): Promise<Section[]> {
  return loadCatalog(db, { includeInactive: false })
}

/** Reads the catalogue in its order; the back office also sees what is hidden from the storefront (docs/product.md › The back office). */
export async function loadCatalog(
  db: Database,
  options: { includeInactive: boolean },
): Promise<Section[]> {
  const sectionRows = await db
    .select()
    .from(sections)
    .where(options.includeInactive ? undefined : eq(sections.isActive, true))
    .orderBy(asc(sections.order), asc(sections.title))
  const sectionIds = sectionRows.map((section) => section.id)
  if (sectionIds.length === 0) return []

  const productRows = await db
    .select()
    .from(products)
    .where(
      and(
        inArray(products.sectionId, sectionIds),
        options.includeInactive ? undefined : eq(products.isActive, true),
      ),
    )
    .orderBy(asc(products.order), asc(products.title))
  const children = await loadProductChildren(
    db,
    productRows.map((product) => product.id),
  )
  const intervalsOf = groupByProduct(children.intervals)
  const priceVariantsOf = groupByProduct(children.priceVariants)
  const fillingsOf = groupByProduct(children.fillings)
  const variantsOf = groupByProduct(children.variants)
  const collectionsOf = groupByProduct(children.collections)

  const toProduct = (row: ProductRow, sectionTitle: string): Product => {
    const productFillings = fillingsOf.get(row.id) ?? []
    return {
      id: row.id,
      sectionId: row.sectionId,
      title: row.title,
      treadTitle: row.treadTitle,
      description: row.description,
      photo: row.photos,
      path: `${sectionPath(sectionTitle)}${sectionPath(row.title)}`,
      order: row.order,
      isActive: row.isActive,
      price: {
        type: row.priceType,
        value: row.pricePence === null ? null : toPounds(row.pricePence),
        text: row.priceText,
        currency: row.currency,
        unit: row.unit,
        intervals: (intervalsOf.get(row.id) ?? []).map((interval) => ({
          from: interval.fromQuantity,
          to: interval.toQuantity,
          cost: toPounds(interval.costPence),
        })),
        variants: (priceVariantsOf.get(row.id) ?? []).map((variant) => ({
          cost: toPounds(variant.costPence),
          unit: variant.unit,
        })),
      },
      minimalQuantity: row.minimalQuantity,
      leadTimeDays: row.leadTimeDays,
      capacity: { units: row.capacityUnits, per: row.capacityPer },
      delivery: row.deliveryMethods,
      filings: productFillings.filter((filling) => filling.kind === 'filling').map(toFilling),
      extraFilings: {
        sectionTitle: row.extraFilingsTitle,
        filings: productFillings
          .filter((filling) => filling.kind === 'extraFilling')
          .map(toFilling),
      },
      variants: (variantsOf.get(row.id) ?? []).map((variant) => ({
        id: variant.id,
        title: variant.title,
        photo: variant.photos,
        allergens: variant.allergens,
      })),
      collections: (collectionsOf.get(row.id) ?? []).map((collection) => ({
        id: collection.id,
        title: collection.title,
        ingredients: collection.ingredients,
        allergens: collection.allergens,
      })),
      ingredients: row.ingredients,
      allergens: row.allergens,
      storage: row.storage,
    }
  }

  return sectionRows.map((section) => ({
    id: section.id,
    title: section.title,
    description: section.description,
    path: sectionPath(section.title),
    order: section.order,
    isActive: section.isActive,
    isTreads: section.isTreads,
    products: productRows
      .filter((product) => product.sectionId === section.id)
      .map((product) => toProduct(product, section.title)),
  }))
}
