/**
 * Widest screen, in CSS pixels, that gets the mobile layout (docs/product.md › Header, footer and navigation). Media
 * queries in CSS cannot read it and write 844px out; script and the photos' `sizes` read it here.
 */
export const MOBILE_BREAKPOINT_PX = 844
