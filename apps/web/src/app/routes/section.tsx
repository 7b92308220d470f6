import { Navigate, useParams } from 'react-router'
import { findSection } from '@sweet-art/domain/catalog'
import { CATALOGUE_PAGE_LOADING_TEXT, sectionPageText } from '@sweet-art/domain/page-heads'
import pageStyles from '@/components/ui/page.module.css'
import { paths } from '@/config/paths'
import { BestSellers } from '@/features/catalog/components/best-sellers'
import { SectionProducts } from '@/features/catalog/components/section-products'
import { useCatalogSections } from '@/features/catalog/hooks/use-catalog-sections'
import { usePageMeta } from '@/lib/page-meta'

export function SectionRoute() {
  const { sectionId } = useParams()
  const { sections, regular, isPending } = useCatalogSections()
  const section = sectionId === undefined ? undefined : findSection(sections, sectionId)

  usePageMeta(section ? sectionPageText(section) : CATALOGUE_PAGE_LOADING_TEXT)

  if (!section) {
    if (isPending) return <div className={pageStyles.pending} aria-busy="true" />
    // A section that was withdrawn or never existed: like any unknown path, back to the shop front.
    return <Navigate to={paths.home.getHref()} replace />
  }

  return (
    <article className={pageStyles.page}>
      <header className={pageStyles.intro}>
        <p className={pageStyles.eyebrow}>Our collection</p>
        <h1 className={pageStyles.title}>{section.title}</h1>
        <span className={pageStyles.ornament} aria-hidden="true" />
        <p className={pageStyles.lead}>{section.description}</p>
      </header>
      <div className={pageStyles.body}>
        <SectionProducts section={section} />
        <BestSellers sections={regular} />
      </div>
    </article>
  )
}
