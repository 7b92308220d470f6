/** The hero photo's files, smallest first: a copy for phones and the original (spec §1 hero). */
export const HERO_SOURCES = [
  { path: 'src/assets/brand/hero-1120.webp', width: 1120 },
  { path: 'src/assets/brand/hero.webp', width: 1600 },
] as const

/**
 * How wide the hero photo is drawn. A phone draws it at most 360 px tall across the screen, so
 * the 16:9 photo, cropped to cover, is 640 px wide on any phone narrower than that; up to the
 * mobile breakpoint it is as wide as the screen; desktops keep the original.
 */
export const HERO_SIZES = '(max-width: 640px) 640px, (max-width: 844px) 100vw, 1600px'
