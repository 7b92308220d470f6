import { z } from 'zod'

/** Miles in one foot, rounded as the first web app rounded it (docs/product.md › Address search). */
export const MILES_PER_FOOT = 0.00019
/** Miles in one metre, for answers that give metres (docs/product.md › Address search). */
export const MILES_PER_METRE = 1 / 1609.344

function roundTo2(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100
}

/** Parses an imperial distance text: `850 ft` → feet × 0.00019 rounded to 2 decimals, `5.3 mi` → 5.3; anything else null (docs/product.md › Address search). */
export function parseDistanceText(text: string): number | null {
  const match = /^\s*([\d,]+(?:\.\d+)?)\s*(ft|mi)\b/i.exec(text)
  if (!match?.[1] || !match[2]) return null
  const value = Number(match[1].replace(/,/g, ''))
  if (!Number.isFinite(value)) return null
  return match[2].toLowerCase() === 'ft' ? roundTo2(value * MILES_PER_FOOT) : value
}

const DistanceMatrixAnswerSchema = z.object({
  status: z.string().optional(),
  rows: z.array(
    z.object({
      elements: z.array(
        z.object({
          status: z.string(),
          distance: z.object({ text: z.string() }).optional(),
        }),
      ),
    }),
  ),
})

/** Reads the miles of a distance-matrix answer in imperial units; a status other than OK, or no distance, gives null (docs/product.md › Address search). */
export function parseDistanceMatrix(answer: unknown): number | null {
  const parsed = DistanceMatrixAnswerSchema.safeParse(answer)
  if (!parsed.success) return null
  if (parsed.data.status !== undefined && parsed.data.status !== 'OK') return null
  const element = parsed.data.rows[0]?.elements[0]
  if (!element || element.status !== 'OK' || !element.distance) return null
  return parseDistanceText(element.distance.text)
}

/** Metres to miles rounded to 2 decimals, for map services that answer in metres (docs/product.md › Address search; › Outside services). */
export function metersToMiles(metres: number): number {
  return roundTo2(metres * MILES_PER_METRE)
}
