import { Link } from 'react-router'
import { MAX_LINE_QUANTITY } from '@sweet-art/domain/constants'
import { paths } from '@/config/paths'
import styles from './quantity-stepper.module.css'

/**
 * Shown under a quantity stepper at the per-line ceiling: the shop takes no more of one product
 * online, and a larger order is planned with the bakery through the Contacts page. Its words are
 * the server's refusal, `LINE_QUANTITY_TOO_LARGE`, with "contact us" as the link.
 */
export function QuantityCeilingNote({ id }: { id: string }) {
  return (
    <p id={id} className={styles.ceiling}>
      {`We take up to ${MAX_LINE_QUANTITY} of one product online. For a larger order, please `}
      <Link to={paths.contacts.getHref()}>contact us</Link>.
    </p>
  )
}
