import { Navigate, useParams } from 'react-router'
import { findSection } from '@sweet-art/domain/catalog'
import { CATALOGUE_PAGE_LOADING_TEXT, productPageText } from '@sweet-art/domain/page-heads'
import pageStyles from '@/components/ui/page.module.css'
import { paths } from '@/config/paths'
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { ProductView } from '@/features/product/components/product-view'
import { usePageMeta } from '@/lib/page-meta'

export function ProductRoute() {
  const { sectionId, productId } = useParams()
  const { sections, isPending } = useCatalogSections()
  const addToCart = useAddToCart()
  const section = sectionId === undefined ? undefined : findSection(sections, sectionId)
  const product = section?.products.find((candidate) => candidate.id === productId)

  usePageMeta(section && product ? productPageText(section, product) : CATALOGUE_PAGE_LOADING_TEXT)

  if (section && product)
    return (
      // A new product starts from its own defaults, never the previous product's choices.
      <ProductView key={product.id} product={product} section={section} onAddToCart={addToCart} />
    )
  if (isPending) return <div className={pageStyles.pending} aria-busy="true" />
  return (
    <Navigate to={section ? paths.section.getHref(section.id) : paths.home.getHref()} replace />
  )
}
