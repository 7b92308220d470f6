import type { ReactNode } from 'react'
import { formatDisplayDate } from '@sweet-art/domain/dates'
import { THANKS_FOR_YOUR_ORDER } from '@sweet-art/domain/messages'
import { formatPounds, toPence } from '@sweet-art/domain/money'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import type { PaymentReceipt } from '@sweet-art/domain/schemas/payment-receipt'
import type { BankTransferDetails } from '@sweet-art/domain/schemas/payments'
import buttonStyles from '@/components/ui/button.module.css'
import { FacebookIcon, InstagramIcon, StarIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/modal'
import { SOCIAL_LINKS, type SocialLink } from '@/config/contacts'
import styles from './thanks-modal.module.css'

interface ThanksModalProps {
  isOpen: boolean
  onClose: () => void
  /** For an order paid by bank transfer: where to send the money and with which reference. */
  bankTransfer?: BankTransferDetails | null
  /** The order just placed or paid, whose number the customer quotes from now on. */
  orderId?: string | null
  /** The payment just made online: paid, or still on its way from the provider. */
  payment?: Pick<PaymentReceipt, 'amount' | 'status'> | null
}

const CONTACT_ICONS: Record<SocialLink['kind'], ReactNode> = {
  instagram: <InstagramIcon size={20} />,
  facebook: <FacebookIcon size={20} />,
  reviews: <StarIcon size={20} />,
}

/**
 * The thank-you modal after an order (docs/product.md › Cart and checkout): when we answer, that
 * late-Friday and weekend enquiries wait until Monday, not to send a second order for an event
 * already being discussed, and where else to reach us.
 */
export function ThanksModal({
  isOpen,
  onClose,
  bankTransfer = null,
  orderId = null,
  payment = null,
}: ThanksModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={THANKS_FOR_YOUR_ORDER}
      description="Your order is with our kitchen. We will be in touch to confirm the details."
    >
      <div className={styles.body}>
        {orderId && (
          <dl className={styles.receipt} aria-label="Your order">
            <div>
              <dt>Order number</dt>
              <dd>{formatOrderNumber(orderId)}</dd>
            </div>
            {payment && (
              <div>
                <dt>{payment.status === 'paid' ? 'Paid' : 'Payment on its way'}</dt>
                <dd>{formatPounds(toPence(payment.amount))}</dd>
              </div>
            )}
          </dl>
        )}
        {bankTransfer && <BankTransferNote details={bankTransfer} />}
        <ul className={styles.notes}>
          <li>We follow up on orders Monday to Friday, 10AM to 6PM.</li>
          <li>Enquiries sent after 12PM on Friday or at the weekend are handled on Monday.</li>
          <li>
            Please do not submit a second order for an ongoing event enquiry: we already have it and
            will reply to it.
          </li>
        </ul>
        <p className={styles.contactsTitle}>Message us or follow our bakes</p>
        <ul className={styles.contacts}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.contact} target="_blank" rel="noreferrer">
                {CONTACT_ICONS[link.kind]}
                <span>{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={buttonStyles.dark} onClick={onClose}>
          Continue
        </button>
      </div>
    </Modal>
  )
}

function BankTransferNote({ details }: { details: BankTransferDetails }) {
  return (
    <section className={styles.bank} aria-label="Pay by bank transfer">
      <p>
        Please pay by bank transfer by {formatDisplayDate(details.dueBy)}, with this reference so we
        can match your payment; until then we keep your day for you:
      </p>
      <dl className={styles.bankDetails}>
        <dt>Account name</dt>
        <dd>{details.accountName}</dd>
        <dt>Sort code</dt>
        <dd>{details.sortCode}</dd>
        <dt>Account number</dt>
        <dd>{details.accountNumber}</dd>
        <dt>Payment reference</dt>
        <dd>
          <strong>{details.reference}</strong>
        </dd>
        <dt>Amount</dt>
        <dd>{formatPounds(toPence(details.amount))}</dd>
      </dl>
    </section>
  )
}
