// How wide the catalogue photos that are a page's largest paint are drawn. The build's section.html
// and product.html preload them with these same sizes, so the browser fetches the file the <img>
// then picks, once. 844 px is the mobile breakpoint (MOBILE_BREAKPOINT_PX), written out because
// vite.config.ts reads this file and cannot load the domain package's TypeScript.

/** A product card's photo on a section page: across a phone, half a tablet, a desktop column. */
export const PRODUCT_CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 844px) 50vw, 340px'

/** The product page's main photo: across a phone's screen (the slider), 520 px on desktop. */
export const PRODUCT_PHOTO_SIZES = '(max-width: 844px) 100vw, 520px'
