import { useNavigate, useSearchParams } from 'react-router'
import { Page } from '@/components/ui/page'
import { useAdminCatalogue } from './api/get-admin-catalogue'
import { ProductForm } from './product-form'
import { ProductPhotos } from './product-photos'
import adminForm from '../components/admin-form.module.css'
import { paths } from '@/config/paths'

/** A product's page in the back office: `?id=` edits one with its photos; without, a new one in `?section=`. */
export function ProductEditor() {
  const [search] = useSearchParams()
  const productId = search.get('id')
  const navigate = useNavigate()
  const { data: sections } = useAdminCatalogue()
  if (!sections) return <div aria-busy="true" />
  const product =
    sections.flatMap((section) => section.products).find((item) => item.id === productId) ?? null
  if (productId && !product) return <p role="alert">This product is not in the catalogue.</p>
  const sectionId = product?.sectionId ?? search.get('section') ?? sections[0]?.id ?? ''

  return (
    <Page title={product ? product.title : 'New product'} eyebrow="Catalogue">
      <div className={adminForm.stack}>
        {product && <ProductPhotos product={product} />}
        <ProductForm
          // A new form for each product, so its fields start from that product.
          key={product?.id ?? 'new'}
          product={product}
          sections={sections}
          sectionId={sectionId}
          onSaved={(saved) => {
            // A new product opens for its photos; an edited one stays where it is.
            if (!product)
              void navigate(paths.admin.getHref(`catalogue/product?id=${saved.id}`), {
                replace: true,
              })
          }}
        />
      </div>
    </Page>
  )
}
