import type { Section } from '@sweet-art/domain/schemas/catalog'
import { OurProducts } from './our-products'
import { SpecialOffer } from './special-offer'

interface HomeCatalogBlocksProps {
  regular: readonly Section[]
  treads: readonly Section[]
  onAddToCart: Parameters<typeof SpecialOffer>[0]['onAddToCart']
}

/**
 * The home page's catalogue blocks, `Our products` then `Special Offer`
 * (docs/product.md › Home page). One module so the route can load them, with the carousel they
 * need, after the hero has painted.
 */
export function HomeCatalogBlocks({ regular, treads, onAddToCart }: HomeCatalogBlocksProps) {
  return (
    <>
      <OurProducts regular={regular} />
      <SpecialOffer treads={treads} onAddToCart={onAddToCart} />
    </>
  )
}
