import { Link } from 'react-router'
import { ALLERGENS_SO_FAR_NOTE, type Allergen } from '@sweet-art/domain/allergens'
import { ALLERGEN_NOTICE } from '@sweet-art/domain/constants'
import { deliveryMethodLabel } from '@sweet-art/domain/delivery'
import type { Product } from '@sweet-art/domain/schemas/catalog'
import { Accordion } from '@/components/ui/accordion'
import { ContainsLine } from '@/components/ui/allergen-list'
import { paths } from '@/config/paths'
import styles from './product-details.module.css'

interface ProductDetailsProps {
  product: Product
  /** The Ingredients panel's text: the last chosen option's, or the placeholder (docs/product.md › Product page). */
  ingredients: string
  /** The allergens of the options chosen so far (docs/product.md › Allergens). */
  allergens: readonly Allergen[]
  /** Whether an option still to choose may add allergens. */
  mayAddAllergens: boolean
}

/** The accordions under the configurator (docs/product.md › Product page): Ingredients, Allergens Present, Delivery Information, Storage. */
export function ProductDetails({
  product,
  ingredients,
  allergens,
  mayAddAllergens,
}: ProductDetailsProps) {
  const methods = product.delivery.map(deliveryMethodLabel)
  return (
    <Accordion
      className={styles.details}
      items={[
        {
          id: 'ingredients',
          title: 'Ingredients',
          content: <p aria-live="polite">{ingredients}</p>,
        },
        {
          id: 'allergens',
          title: 'Allergens Present',
          // The line follows the choices; the kitchen's statement stays as it is beside it
          // (docs/product.md › Allergens).
          content: (
            <div className={styles.allergens}>
              <div aria-live="polite" className={styles.allergenLine}>
                <ContainsLine allergens={allergens} />
                {mayAddAllergens && <p className={styles.soFar}>{ALLERGENS_SO_FAR_NOTE}</p>}
              </div>
              <p>{ALLERGEN_NOTICE}</p>
            </div>
          ),
        },
        {
          id: 'delivery',
          title: 'Delivery Information',
          content: (
            <div className={styles.delivery}>
              {methods.length > 0 && (
                <p>
                  Available for this product: <strong>{methods.join(', ')}</strong>.
                </p>
              )}
              <p>
                Delivery is priced by distance from our London kitchen and collection is free; you
                will see the exact charge at checkout once you enter your address.
              </p>
              <Link to={paths.delivery.getHref()} className={styles.learnMore}>
                Learn more
                <span className="visually-hidden"> about delivery</span>
              </Link>
            </div>
          ),
        },
        {
          id: 'storage',
          title: 'Storage',
          content: (
            <p>
              {product.storage.trim() || 'Storage advice comes printed on the box with your order.'}
            </p>
          ),
        },
      ]}
    />
  )
}
