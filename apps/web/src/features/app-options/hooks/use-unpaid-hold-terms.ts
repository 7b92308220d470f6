import { DEFAULT_UNPAID_HOLD_TERMS, type UnpaidHoldTerms } from '@sweet-art/domain/unpaid-holds'
import { useAppOptionsQuery } from '../api/get-app-options'

/**
 * How long an unpaid order keeps its day, as the baker set it (docs/product.md › Unpaid holds), for
 * every page that tells a customer how long they have to pay.
 */
export function useUnpaidHoldTerms(): UnpaidHoldTerms {
  const { data } = useAppOptionsQuery()
  // Until the shop's settings arrive, the defaults (which a new shop starts with) are quoted.
  return data?.unpaidHolds ?? DEFAULT_UNPAID_HOLD_TERMS
}
