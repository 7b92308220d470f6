import { findCustomMadeSection } from '@sweet-art/domain/catalog'
import { paths } from '../../config/paths'
import { useCatalogSections } from '../../features/catalog/hooks/use-catalog-sections'
import { Hero } from '../../features/home/components/hero'

export function HomeRoute() {
  const { sections } = useCatalogSections()
  const customMade = findCustomMadeSection(sections)
  // Until the catalogue is known the enquiry page is the closest thing to the Custom Made section.
  const customMadeHref = customMade
    ? paths.section.getHref(customMade.id)
    : paths.customMade.getHref()

  return (
    <>
      <title>Sweet Art · Bespoke cakes made to order in London</title>
      <Hero customMadeHref={customMadeHref} />
    </>
  )
}
