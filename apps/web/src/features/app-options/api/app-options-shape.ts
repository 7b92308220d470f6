import type {
  APP_OPTIONS_ACTUAL,
  AppDelivery,
  AppOptions,
  CloseOrderDates,
  CongestionWindow,
} from '@sweet-art/domain/schemas/app-options'
import type { UnpaidHoldTerms } from '@sweet-art/domain/unpaid-holds'
import {
  arrayOf,
  isBoolean,
  isNumber,
  isString,
  objectOf,
  type ShapeCheck,
} from '@/lib/answer-shape'

/**
 * What `POST /app-options` answers when the browser's copy is current: the domain's word,
 * written here because its module holds the zod schemas too.
 */
export const OPTIONS_ACTUAL: typeof APP_OPTIONS_ACTUAL = 'actual'

const isAppDelivery = objectOf<AppDelivery>({
  originDeliveryAddress: isString,
  distanceRatio: isNumber,
  congestionPrice: isNumber,
  congestionChargeZone: arrayOf(isString),
  congestionWeekDays: arrayOf(
    objectOf<CongestionWindow>({ day: isNumber, from: isString, to: isString }),
  ),
  congestionDaysInterval: objectOf({ from: isString, to: isString }),
})

const isAppOptions = objectOf<AppOptions>({
  updatedAt: isString,
  isAuth: isBoolean,
  appDelivery: isAppDelivery,
  closeOrderDates: objectOf<CloseOrderDates>({
    closeDates: arrayOf(isString),
    closeWeekDays: arrayOf(isNumber),
  }),
  unpaidHolds: objectOf<UnpaidHoldTerms>({
    onlinePaymentHours: isNumber,
    bankTransferWorkingDays: isNumber,
  }),
})

/**
 * `POST /app-options` answers the word `actual` or the options (docs/product.md › Wire names),
 * checked field by field without zod, which the storefront does not load at start; the server
 * validates every change of the options with the domain's zod schemas.
 */
export const isAppOptionsAnswer: ShapeCheck<typeof APP_OPTIONS_ACTUAL | AppOptions> = (
  value,
): value is typeof APP_OPTIONS_ACTUAL | AppOptions =>
  value === OPTIONS_ACTUAL || isAppOptions(value)
