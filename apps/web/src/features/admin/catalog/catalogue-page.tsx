import { Route, Routes, useSearchParams } from 'react-router'
import { Page } from '@/components/ui/page'
import { useAdminCatalogue } from './api/get-admin-catalogue'
import { CatalogueList } from './catalogue-list'
import { ProductEditor } from './product-editor'
import { SectionForm } from './section-form'

function SectionEditor() {
  const [search] = useSearchParams()
  const sectionId = search.get('id')
  const { data: sections } = useAdminCatalogue()
  const section = sections?.find((candidate) => candidate.id === sectionId)
  if (!sections) return <div aria-busy="true" />
  if (sectionId && !section) return <p role="alert">This section is not in the catalogue.</p>
  return (
    <Page title={section ? `Edit ${section.title}` : 'New section'} eyebrow="Catalogue">
      <SectionForm section={section ?? null} />
    </Page>
  )
}

/** The back office's catalogue (docs/product.md › The back office): the list, and the section and product forms under it. */
export function CataloguePage() {
  const { data: sections, isPending } = useAdminCatalogue()
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Catalogue" eyebrow="Back office">
            {isPending || !sections ? (
              <div aria-busy="true" />
            ) : (
              <CatalogueList sections={sections} />
            )}
          </Page>
        }
      />
      {/* The id travels in the query, so saving a new one and opening it is not a route change,
          which would close the toast that says it was saved. */}
      <Route path="section" element={<SectionEditor />} />
      <Route path="product" element={<ProductEditor />} />
    </Routes>
  )
}
