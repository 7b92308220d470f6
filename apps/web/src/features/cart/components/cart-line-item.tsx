import { useId } from 'react'
import { Link } from 'react-router'
import { listAllergens } from '@sweet-art/domain/allergens'
import type { CartLine } from '@sweet-art/domain/cart'
import { formatPounds } from '@sweet-art/domain/money'
import {
  calculateLineTotal,
  formatLineCost,
  lineUnitCost,
  parseQuantity,
} from '@sweet-art/domain/pricing'
import {
  clampQuantity,
  decrementQuantity,
  incrementQuantity,
  minimumQuantityText,
  OPTION_GROUP_LABELS,
} from '@sweet-art/domain/product-config'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import { ContainsLine } from '@/components/ui/allergen-list'
import { CloseIcon } from '@/components/ui/icons'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { paths } from '@/config/paths'
import { useCartDispatch } from '../hooks/use-cart'
import styles from './cart.module.css'

interface CartLineItemProps {
  line: CartLine
  /** The line's product in the catalogue, for its photo and minimum quantity; absent while loading. */
  product: Product | undefined
}

/**
 * One cart line (docs/product.md › Cart and checkout; › Money): name, chosen options, what they
 * contain (docs/product.md › Allergens), a quantity
 * stepper that never goes below the product's minimum, the line price or `Awaiting` (a price by
 * quantity follows the row of the new quantity, docs/product.md › Product prices), and a remove
 * button.
 */
export function CartLineItem({ line, product }: CartLineItemProps) {
  const dispatch = useCartDispatch()
  const titleId = useId()
  const minimumId = useId()
  const minimum = product?.minimalQuantity ?? 1
  const minimumNote = minimumQuantityText(minimum)
  const quantity = parseQuantity(line.quantity) ?? minimum
  const unit = lineUnitCost(line)

  return (
    <article className={styles.line} aria-labelledby={titleId}>
      <ResponsiveImage
        file={product?.photo[0]}
        alt=""
        width={800}
        height={800}
        sizes="88px"
        className={styles.photo}
      />
      <div className={styles.details}>
        <p className={styles.section}>{line.sectionName}</p>
        <h3 id={titleId} className={styles.name}>
          <Link to={paths.product.getHref(line.sectionId, line.productId)}>{line.name}</Link>
        </h3>
        {line.options.length > 0 && (
          <dl className={styles.options}>
            {line.options.map((option) => (
              <div key={option.title} className={styles.option}>
                <dt>{OPTION_GROUP_LABELS[option.title]}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {product && (
          <ContainsLine
            allergens={listAllergens(product, line.options)}
            className={styles.allergens}
          />
        )}
      </div>
      <div className={styles.quantity}>
        <QuantityStepper
          value={quantity}
          min={minimum}
          describedBy={minimumNote ? minimumId : undefined}
          onChange={(next) =>
            dispatch({
              type: 'setQuantity',
              id: line.id,
              quantity: clampQuantity(next, minimum),
              price: product?.price,
            })
          }
          increment={(current) => incrementQuantity(current, minimum)}
          decrement={(current) => decrementQuantity(current, minimum)}
        />
        {minimumNote && (
          <p id={minimumId} className={styles.minimum}>
            {minimumNote}
          </p>
        )}
      </div>
      <p className={styles.price}>
        <span className={styles.priceLabel}>Price</span>
        <span className={styles.priceValue}>{formatLineCost(calculateLineTotal(line))}</span>
        {unit !== null && quantity > 1 && (
          <span className={styles.unit}>{`${formatPounds(unit)} each`}</span>
        )}
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${line.name}`}
        onClick={() => dispatch({ type: 'remove', id: line.id })}
      >
        <CloseIcon size={18} />
      </button>
    </article>
  )
}
