import { MAX_LINE_QUANTITY } from './constants'

/** The text of an empty cart (docs/product.md › Cart and checkout). */
export const CART_IS_EMPTY = 'Cart is empty'
/** The order detail's text when the order is missing (docs/product.md › Account area). */
export const ORDER_NOT_FOUND = 'Order not found'
/** The saved-address list's text when empty (docs/product.md › Account area). */
export const ADDRESS_LIST_EMPTY = 'Address List Is Empty'
/** The orders list heading when orders exist (docs/product.md › Account area). */
export const CURRENT_ORDERS = 'Current Orders'
/** The heading of completed orders (docs/product.md › Account area). */
export const COMPLETED_ORDERS = 'Completed Orders'
/** Why a cart line cannot hold more than the ceiling, and where to go for a larger order. */
export const LINE_QUANTITY_TOO_LARGE = `We take up to ${MAX_LINE_QUANTITY} of one product online. For a larger order, please contact us.`
/** The orders list's text when empty (docs/product.md › Account area). */
export const ORDERS_LIST_EMPTY = 'Orders list is empty'
/** The transactions title when some exist (docs/product.md › Account area). */
export const TRANSACTIONS_TITLE = 'Transactions'
/** The transactions list's text when empty (docs/product.md › Account area). */
export const TRANSACTIONS_LIST_EMPTY = 'Transactions list is empty'
/** The thank-you modal's title (docs/product.md › Cart and checkout). */
export const THANKS_FOR_YOUR_ORDER = 'Thanks for your order'
/** A suggestion without description shows this (docs/product.md › Addresses). */
export const SUGGESTION_NOT_FOUND = 'Not found'

// When something fails (docs/product.md › When something fails).

/** A request that could not get through: the device has no connection, or it dropped. */
export const SEEMS_OFFLINE = 'You seem to be offline. Please check your connection and try again.'
