import { randomUUID } from 'node:crypto'
import type { CartLine } from '@sweet-art/domain/cart'
import { findProductAnywhere } from '@sweet-art/domain/catalog'
import { addDays, londonTomorrow, weekdayOf } from '@sweet-art/domain/dates'
import { buildCartLine, createProductChoice, selectOption } from '@sweet-art/domain/product-config'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { IDEMPOTENCY_KEY_HEADER } from '@sweet-art/domain/constants'
import type { Agent } from './agent'
import { suiteNow } from './test-clock'

/** The catalogue the shop serves. */
export async function fetchCatalogue(agent: Agent): Promise<Section[]> {
  return (await agent.get('/api/products-sections/client')).json<Section[]>()
}

/** A cart line for the product titled `title`, with the first value of every offered option group, as the product page builds it. */
export function configuredLine(sections: Section[], title: string): CartLine {
  const product = sections.flatMap((section) => section.products).find((p) => p.title === title)
  if (!product) throw new Error(`no product titled ${title}`)
  const found = findProductAnywhere(sections, product.id)
  let choice = createProductChoice(product)
  const firstFilling = product.filings[0]
  if (firstFilling) choice = selectOption(choice, 'filings', firstFilling.title)
  const firstExtra = product.extraFilings.filings[0]
  if (firstExtra) choice = selectOption(choice, 'extraFilings', firstExtra.title)
  const firstVariant = product.variants[0]
  if (firstVariant) choice = selectOption(choice, 'variants', firstVariant.title)
  return buildCartLine(product, choice, randomUUID(), found?.section.title ?? '')
}

/**
 * The working day (Monday to Saturday) `count` working days after the first one from tomorrow in
 * London, as `YYYY-MM-DD`: 0 is the next working day. Counted in working days, so each count is a
 * date of its own whichever weekday today is.
 */
export function workingDayAfter(count: number, now: Date = suiteNow()): string {
  let date = londonTomorrow(now)
  let left = count
  for (;;) {
    if (weekdayOf(date) !== 0) {
      if (left === 0) return date
      left -= 1
    }
    date = addDays(date, 1)
  }
}

/** The next weekday (Monday to Saturday) on or after tomorrow in London, as `YYYY-MM-DD`. */
export function nextWorkingDay(now: Date = suiteNow()): string {
  return workingDayAfter(0, now)
}

/**
 * A checkout body without personal details (a client's; a guest's adds `GUEST`): the product titled
 * `title`, collected at 11:00 on the next working day after `now`.
 */
export function collectionOrder(sections: Section[], title: string, now: Date = suiteNow()) {
  return {
    message: '',
    delivery: {
      method: 'orderCollection',
      date: nextWorkingDay(now),
      time: '11:00',
      secondTime: '',
    },
    deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    products: [configuredLine(sections, title)],
  }
}

/** A guest's personal details that pass the shared rules. */
export const GUEST = {
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia.hart@example.com',
  phone: '+44 7700 900456',
}

/** Headers of one checkout attempt. */
export function attemptHeaders(key: string = randomUUID()): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: key }
}
