import { Navigate, useParams } from 'react-router'
import { Page } from '../../components/ui/page'
import { findSection } from '@sweet-art/domain/catalog'
import { paths } from '../../config/paths'
import { useCatalogSections } from '../../features/catalog/hooks/use-catalog-sections'

export function SectionRoute() {
  const { sectionId } = useParams()
  const { sections, isPending } = useCatalogSections()
  const section = sectionId === undefined ? undefined : findSection(sections, sectionId)

  if (section)
    return <Page title={section.title} eyebrow="Our collection" lead={section.description} />
  if (isPending) return <Page title="Our collection" lead="Setting out the display…" />
  // A section that was withdrawn or never existed: like any unknown path, back to the shop front.
  return <Navigate to={paths.home.getHref()} replace />
}
