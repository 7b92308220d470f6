import { Link } from 'react-router'
import type { CartLine } from '@sweet-art/domain/cart'
import { findProductAnywhere } from '@sweet-art/domain/catalog'
import { CART_IS_EMPTY } from '@sweet-art/domain/messages'
import {
  calculateCartTotal,
  formatCartTotal,
  isCartTotalShown,
  PRICE_ON_REQUEST,
} from '@sweet-art/domain/pricing'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import { CartLineItem } from './cart-line-item'
import styles from './cart.module.css'

interface CartLinesProps {
  lines: readonly CartLine[]
  /** The catalogue, where each line finds its product's photo and minimum quantity. */
  sections: readonly Section[]
}

/**
 * The cart's lines (docs/product.md › Cart and checkout): `Cart is empty` without any; the cart
 * total only when there is more than one line and every line is priced, `Price on request` when
 * some line is not (docs/product.md › Product prices).
 */
export function CartLines({ lines, sections }: CartLinesProps) {
  if (lines.length === 0)
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{CART_IS_EMPTY}</p>
        <Link to={paths.home.getHref()} className={buttonStyles.outline}>
          Discover our cakes
        </Link>
      </div>
    )

  return (
    <section className={styles.cart} aria-labelledby="cart-lines">
      <h2 id="cart-lines" className={styles.heading}>
        Your cart
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id}>
            <CartLineItem
              line={line}
              product={findProductAnywhere(sections, line.productId)?.product}
            />
          </li>
        ))}
      </ul>
      {lines.length > 1 && (
        <p className={styles.total}>
          <span>Cart total</span>
          <strong>
            {isCartTotalShown(lines)
              ? formatCartTotal(calculateCartTotal(lines))
              : PRICE_ON_REQUEST}
          </strong>
        </p>
      )}
    </section>
  )
}
