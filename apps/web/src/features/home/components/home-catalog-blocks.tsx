/**
 * The home page's catalogue blocks, `Our products` then `Special Offer`
 * (docs/product.md › Home page). One module so the route loads them, with the carousel they need,
 * as one file after the hero has painted; the route shows them one after the other.
 */
export { OurProducts } from './our-products'
export { SpecialOffer } from './special-offer'
