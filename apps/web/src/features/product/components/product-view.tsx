import { useId, useState } from 'react'
import { listAllergens, mayAddAllergens } from '@sweet-art/domain/allergens'
import { productLeadTimeNote } from '@sweet-art/domain/lead-times'
import {
  OPTION_GROUP_LABELS,
  decrementQuantity,
  incrementQuantity,
  minimumQuantityText,
  type ProductChoice,
} from '@sweet-art/domain/product-config'
import { formatPounds } from '@sweet-art/domain/money'
import { calculateProductTotal, isProductTotalShown } from '@sweet-art/domain/pricing'
import type { Product, Section } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { QuantityStepper } from '@/components/ui/quantity-stepper'
import { useProductChoice } from '../hooks/use-product-choice'
import { FlavourPicker, OptionsGrid } from './choice-pickers'
import { FillingPicker } from './filling-picker'
import { PriceBlock } from './price-block'
import { ProductDetails } from './product-details'
import { ProductGallery } from './product-gallery'
import styles from './product-view.module.css'

interface ProductViewProps {
  product: Product
  section: Section
  /** Adds the configured product; the route wires it to the cart. */
  onAddToCart: (product: Product, choice: ProductChoice, sectionName: string) => void
}

/**
 * The product page (docs/product.md › Product page): photos beside title, price and description
 * (and the earliest delivery date of a product that needs more notice), then the pickers in the shop's order (extra filling, filling, flavours, options), quantity,
 * total, Add to cart and the four accordions.
 */
export function ProductView({ product, section, onAddToCart }: ProductViewProps) {
  const configurator = useProductChoice(product)
  const { choice } = configurator
  const minimumNoteId = useId()
  const minimumNote = minimumQuantityText(product.minimalQuantity)
  // Read once, as the checkout reads its calendar's today: the note names a day, not a moment.
  const [now] = useState(() => new Date())
  const leadTimeNote = productLeadTimeNote(product, now)
  const total = isProductTotalShown(product.price)
    ? calculateProductTotal(product.price, choice.quantity, choice.unitCost)
    : null
  const extraFillingLabel =
    product.extraFilings.sectionTitle.trim() || OPTION_GROUP_LABELS.extraFilings

  return (
    <article className={styles.product}>
      <div className={styles.gallery}>
        <ProductGallery photos={product.photo} title={product.title} />
      </div>

      <div className={styles.info}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>{section.title}</p>
          <h1 className={styles.title}>{product.title}</h1>
          <PriceBlock
            price={product.price}
            selectedUnit={configurator.selected('priceVariant')}
            onChooseVariant={configurator.choosePriceVariant}
          />
          <p className={styles.description}>{product.description}</p>
          {leadTimeNote && <p className={styles.leadTime}>{leadTimeNote}</p>}
        </header>

        {product.extraFilings.filings.length > 0 && (
          <FillingPicker
            label={extraFillingLabel}
            fillings={product.extraFilings.filings}
            selected={configurator.selected('extraFilings')}
            onToggle={configurator.toggleExtraFilling}
            collapsesOnChoice
          />
        )}
        {product.filings.length > 0 && (
          <FillingPicker
            label={OPTION_GROUP_LABELS.filings}
            fillings={product.filings}
            selected={configurator.selected('filings')}
            onToggle={configurator.toggleFilling}
          />
        )}
        {product.collections.length > 0 && (
          <FlavourPicker
            collections={product.collections}
            selected={configurator.flavour}
            onToggle={configurator.toggleFlavour}
          />
        )}
        {product.variants.length > 0 && (
          <OptionsGrid
            variants={product.variants}
            selected={configurator.selected('variants')}
            onToggle={configurator.toggleVariant}
          />
        )}

        <div className={styles.purchase}>
          <div className={styles.quantity}>
            <QuantityStepper
              value={choice.quantity}
              min={product.minimalQuantity}
              onChange={configurator.setQuantity}
              increment={(value) => incrementQuantity(value, product.minimalQuantity)}
              decrement={(value) => decrementQuantity(value, product.minimalQuantity)}
              describedBy={minimumNote ? minimumNoteId : undefined}
            />
            {minimumNote && (
              <p id={minimumNoteId} className={styles.minimum}>
                {minimumNote}
              </p>
            )}
          </div>
          {total !== null && (
            <p className={styles.total} aria-live="polite">
              <span className={styles.totalLabel}>Total</span>
              <span className={styles.totalValue}>{formatPounds(total)}</span>
            </p>
          )}
          <button
            type="button"
            className={`${buttonStyles.gold} ${styles.addButton}`}
            onClick={() => onAddToCart(product, choice, section.title)}
          >
            Add to cart
          </button>
        </div>

        <ProductDetails
          product={product}
          ingredients={configurator.ingredients}
          allergens={listAllergens(product, choice.options)}
          mayAddAllergens={mayAddAllergens(product, choice.options)}
        />
      </div>
    </article>
  )
}
