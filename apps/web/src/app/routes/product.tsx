import { Navigate, useParams } from 'react-router'
import { Page } from '../../components/ui/page'
import { findSection } from '@sweet-art/domain/catalog'
import { paths } from '../../config/paths'
import { useCatalogSections } from '../../features/catalog/hooks/use-catalog-sections'

export function ProductRoute() {
  const { sectionId, productId } = useParams()
  const { sections, isPending } = useCatalogSections()
  const section = sectionId === undefined ? undefined : findSection(sections, sectionId)
  const product = section?.products.find((candidate) => candidate.id === productId)

  if (section && product)
    return <Page title={product.title} eyebrow={section.title} lead={product.description} />
  if (isPending) return <Page title="Our collection" lead="Setting out the display…" />
  return (
    <Navigate to={section ? paths.section.getHref(section.id) : paths.home.getHref()} replace />
  )
}
