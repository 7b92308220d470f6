import { Link } from 'react-router'
import { formatPriceText } from '@sweet-art/domain/pricing'
import type { MoveDirection } from '@sweet-art/domain/reorder'
import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { showToast } from '@/components/ui/toast-store'
import {
  useMoveCatalogueItem,
  useSetCatalogueItemActive,
  type CatalogueItemKind,
} from './api/arrange-catalogue'
import adminForm from '../components/admin-form.module.css'
import styles from './catalogue.module.css'

interface ItemControlsProps {
  kind: CatalogueItemKind
  id: string
  title: string
  isActive: boolean
  isFirst: boolean
  isLast: boolean
  editHref: string
}

/** Move up and down, show or hide, and edit: real buttons, each named for what it acts on. */
function ItemControls({ kind, id, title, isActive, isFirst, isLast, editHref }: ItemControlsProps) {
  const move = useMoveCatalogueItem()
  const setActive = useSetCatalogueItemActive()
  const isBusy = move.isPending || setActive.isPending
  const moveTo = (direction: MoveDirection) => move.mutate({ kind, id, direction })
  const toggle = () =>
    setActive.mutate(
      { kind, id, isActive: !isActive },
      {
        onSuccess: () =>
          showToast(`${title} is ${isActive ? 'hidden from' : 'shown in'} the shop`, 'success'),
      },
    )

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={adminForm.control}
        aria-label={`Move ${title} up`}
        disabled={isFirst || isBusy}
        onClick={() => moveTo('up')}
      >
        ↑
      </button>
      <button
        type="button"
        className={adminForm.control}
        aria-label={`Move ${title} down`}
        disabled={isLast || isBusy}
        onClick={() => moveTo('down')}
      >
        ↓
      </button>
      <button
        type="button"
        className={isActive ? adminForm.control : adminForm.danger}
        aria-label={`${isActive ? 'Hide' : 'Show'} ${title}`}
        disabled={isBusy}
        onClick={toggle}
      >
        {isActive ? 'Hide' : 'Show'}
      </button>
      <Link className={adminForm.control} to={editHref} aria-label={`Edit ${title}`}>
        Edit
      </Link>
    </div>
  )
}

function ProductRow({ product, index, count }: { product: Product; index: number; count: number }) {
  return (
    <li className={styles.product}>
      <ResponsiveImage
        file={product.photo[0]}
        alt=""
        width={56}
        height={56}
        sizes="56px"
        className={styles.thumb}
      />
      <div className={styles.productName}>
        <span className={styles.productTitle}>
          {product.title}
          {!product.isActive && <span className={styles.hiddenBadge}> Hidden</span>}
        </span>
        <span className={adminForm.muted}>{formatPriceText(product.price)}</span>
      </div>
      <ItemControls
        kind="products"
        id={product.id}
        title={product.title}
        isActive={product.isActive}
        isFirst={index === 0}
        isLast={index === count - 1}
        editHref={`product?id=${product.id}`}
      />
    </li>
  )
}

/** Every section and its products, hidden ones included, in the storefront's order (docs/product.md › The back office). */
export function CatalogueList({ sections }: { sections: Section[] }) {
  return (
    <>
      <div className={styles.toolbar}>
        <Link className={buttonStyles.gold} to="section">
          New section
        </Link>
      </div>
      <ol className={styles.sections}>
        {sections.map((section, index) => (
          <li key={section.id} className={styles.card} aria-labelledby={`section-${section.id}`}>
            <div className={styles.cardHead}>
              <h2 id={`section-${section.id}`} className={styles.cardTitle}>
                {section.title}
                {section.isTreads && <span className={styles.badge}>Special offer</span>}
                {!section.isActive && <span className={styles.hiddenBadge}>Hidden</span>}
              </h2>
              <ItemControls
                kind="sections"
                id={section.id}
                title={section.title}
                isActive={section.isActive}
                isFirst={index === 0}
                isLast={index === sections.length - 1}
                editHref={`section?id=${section.id}`}
              />
            </div>
            {section.products.length > 0 ? (
              <ol className={styles.products} aria-label={`Products of ${section.title}`}>
                {section.products.map((product, productIndex) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    index={productIndex}
                    count={section.products.length}
                  />
                ))}
              </ol>
            ) : (
              <p className={adminForm.muted}>No products yet.</p>
            )}
            <Link
              className={`${adminForm.control} ${adminForm.addLink}`}
              to={`product?section=${section.id}`}
            >
              Add product to {section.title}
            </Link>
          </li>
        ))}
      </ol>
    </>
  )
}
