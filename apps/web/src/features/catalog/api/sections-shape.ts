import { ALLERGENS } from '@sweet-art/domain/allergens'
import { DELIVERY_METHODS, PRICE_TYPES } from '@sweet-art/domain/catalog'
import { CAPACITY_COUNTS } from '@sweet-art/domain/capacity'
import type { Filling, ImageFile, Price, Product, Section } from '@sweet-art/domain/schemas/catalog'
import {
  arrayOf,
  isBoolean,
  isNumber,
  isOneOf,
  isString,
  nullable,
  objectOf,
  type ShapeCheck,
} from '@/lib/answer-shape'

const isAllergens = arrayOf(isOneOf(ALLERGENS))
const isImageFile = objectOf<ImageFile>({ path: isString, name: isString })
const isPhotos = arrayOf(isImageFile)

const isPrice = objectOf<Price>({
  type: isOneOf(PRICE_TYPES),
  value: nullable(isNumber),
  text: isString,
  currency: isString,
  unit: isString,
  intervals: arrayOf(objectOf({ from: isNumber, to: isNumber, cost: isNumber })),
  variants: arrayOf(objectOf({ cost: isNumber, unit: isString })),
})

const isFilling = objectOf<Filling>({
  id: isString,
  title: isString,
  photo: isPhotos,
  structure: arrayOf(isString),
  ingredients: isString,
  allergens: isAllergens,
})

const isProduct = objectOf<Product>({
  id: isString,
  sectionId: isString,
  title: isString,
  treadTitle: isString,
  description: isString,
  photo: isPhotos,
  path: isString,
  order: isNumber,
  isActive: isBoolean,
  price: isPrice,
  minimalQuantity: isNumber,
  leadTimeDays: nullable(isNumber),
  capacity: objectOf({ units: isNumber, per: isOneOf(CAPACITY_COUNTS) }),
  delivery: arrayOf(isOneOf(DELIVERY_METHODS)),
  filings: arrayOf(isFilling),
  extraFilings: objectOf({ sectionTitle: isString, filings: arrayOf(isFilling) }),
  variants: arrayOf(
    objectOf({ id: isString, title: isString, photo: isPhotos, allergens: isAllergens }),
  ),
  collections: arrayOf(
    objectOf({ id: isString, title: isString, ingredients: isString, allergens: isAllergens }),
  ),
  ingredients: isString,
  allergens: isAllergens,
  storage: isString,
})

/**
 * The catalogue's shape, field by field: the storefront's first answer is checked without zod,
 * which would be a fifth of its start-up JavaScript. The server builds this answer from rows it
 * validated with the domain's zod schemas when they were written.
 */
export const isSectionList: ShapeCheck<Section[]> = arrayOf(
  objectOf<Section>({
    id: isString,
    title: isString,
    description: isString,
    path: isString,
    order: isNumber,
    isActive: isBoolean,
    isTreads: isBoolean,
    products: arrayOf(isProduct),
  }),
)
