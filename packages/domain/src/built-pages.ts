// The files the web build writes and the API serves by name: apps/web/vite.config.ts emits them,
// apps/api's static file serving picks among them per request. Not a business rule; they live in
// the domain package because it is the one module both sides import, so a rename cannot leave one
// side looking for a file the other no longer writes. Kept free of imports, since the Vite config
// loads this file by its path.

/** The app's page, which answers every page path of the app that has no page of its own here. */
export const APP_PAGE_FILE = 'index.html'

/** The app's page for `/`, which also preloads the home page's hero photo. */
export const HOME_PAGE_FILE = 'home.html'

/** The app's page for a section page, which also preloads its first product's photo. */
export const SECTION_PAGE_FILE = 'section.html'

/** The app's page for a product page, which also preloads the product's first photo. */
export const PRODUCT_PAGE_FILE = 'product.html'

/**
 * Stands in section.html and product.html for the srcset of the page's photo, which only the
 * catalogue knows: the API writes the photo's files in when it sends the page.
 */
export const PAGE_PHOTO_SRCSET_PLACEHOLDER = '%PAGE_PHOTO_SRCSET%'

/**
 * Enclose, in the head of every page the build writes, the title and description that the API
 * replaces with each page's own head: title, description, canonical link, link-preview tags and
 * JSON-LD (docs/product.md › What each page tells search engines and link previews). Between
 * them stand the app's defaults, which the dev server shows as they are.
 */
export const PAGE_HEAD_START = '<!-- page head -->'
/** Closes what `PAGE_HEAD_START` opens. */
export const PAGE_HEAD_END = '<!-- /page head -->'

/** The build's folder of content-hashed files, which the API lets browsers cache for a year. */
export const BUILT_ASSETS_DIR = 'assets'
