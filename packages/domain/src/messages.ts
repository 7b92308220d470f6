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
/** The page area's title when a page's code could not be downloaded, even on a second try. */
export const PAGE_DID_NOT_LOAD = 'This page did not load'
/** What the page area says under that title, above its Try again button. */
export const PAGE_DID_NOT_LOAD_TEXT =
  'Part of it could not be downloaded, perhaps because the connection dropped for a moment. Please check your connection and try again.'
/** The toast when the menu or the login dialog could not be downloaded. */
export const PART_DID_NOT_LOAD =
  'This part of the shop did not load. Please check your connection and try again.'
/** The title of the page shown when a page breaks while it is drawn. */
export const SOMETHING_WENT_WRONG = 'Sorry, something went wrong'
/** What that page says under its title. */
export const SOMETHING_WENT_WRONG_TEXT =
  'This page ran into a problem on our side. Please try again, or go back to the home page.'
/** Before the error's reference, which leads the bakery to what happened. */
export const ERROR_REFERENCE_INTRO =
  'If it keeps happening, tell us this reference and we will look into it:'
/** The button that asks for a failed page again, without reloading the shop. */
export const TRY_AGAIN = 'Try again'
/** The way out of a broken page. */
export const BACK_TO_HOME_PAGE = 'Back to the home page'
