import { MOBILE_BREAKPOINT_PX } from './layout'

// How the photo that is each landing page's largest paint is drawn. The build's home.html,
// section.html and product.html preload it with these same files and sizes, so the browser fetches
// the file the <img> then picks, once; this module is shared by the features that draw the photos
// and vite.config.ts. It imports relatively, as the config's bundler knows no `@/` alias.

const MOBILE = `(max-width: ${String(MOBILE_BREAKPOINT_PX)}px)`

/** The hero photo's files, smallest first: a copy for phones and the original (docs/product.md › Home page). */
export const HERO_SOURCES = [
  { path: 'src/assets/brand/hero-1120.webp', width: 1120 },
  { path: 'src/assets/brand/hero.webp', width: 1600 },
] as const

/**
 * How wide the hero photo is drawn. A phone draws it at most 360 px tall across the screen, so
 * the 16:9 photo, cropped to cover, is 640 px wide on any phone narrower than that; up to the
 * mobile breakpoint it is as wide as the screen; desktops keep the original.
 */
export const HERO_SIZES = `(max-width: 640px) 640px, ${MOBILE} 100vw, 1600px`

/** A product card's photo on a section page: across a phone, half a tablet, a desktop column. */
export const PRODUCT_CARD_SIZES = `(max-width: 600px) 100vw, ${MOBILE} 50vw, 340px`

/** The product page's main photo: across a phone's screen (the slider), 520 px on desktop. */
export const PRODUCT_PHOTO_SIZES = `${MOBILE} 100vw, 520px`
