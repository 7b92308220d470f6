import { orderNumberOfReference } from './bank-reference'
import { orderNumber } from './orders'

const ORDER_NUMBER = /^[0-9a-f]{6}$/i

/** What the board's search looks for: the text in a name or e-mail, and an order number when the text is one. */
export interface OrderSearchTerms {
  text: string
  orderNumber: string | null
}

/**
 * The board's search split into its terms: an order number may be typed with or without a
 * leading `#` and in any case (`#ab12cd`, `AB12CD`), or come inside a bank transfer's reference as
 * a bank statement shows it (`SA-AB12CD-K7Q4`, `sa ab12cd k7q4`); any text is also looked for, in
 * any case, in the customer's name and e-mail.
 */
export function orderSearchTerms(query: string): OrderSearchTerms {
  const text = query.trim()
  const number = text.replace(/^#\s*/, '')
  if (ORDER_NUMBER.test(number)) return { text, orderNumber: orderNumber(number) }
  return { text, orderNumber: orderNumberOfReference(text) }
}
