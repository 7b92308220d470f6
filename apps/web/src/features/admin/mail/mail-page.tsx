import { useState } from 'react'
import { Link } from 'react-router'
import { formatLondonDateTime } from '@sweet-art/domain/dates'
import { formatOrderNumber, orderNumber } from '@sweet-art/domain/orders'
import type { UnsentMail, UnsentMailState } from '@sweet-art/domain/schemas/admin-mail'
import { Page } from '@/components/ui/page'
import { showToast } from '@/components/ui/toast-store'
import { paths } from '@/config/paths'
import ui from '../admin-ui.module.css'
import { ConfirmDialog } from '../components/confirm-dialog'
import { useUnsentMail } from './api/get-unsent-mail'
import { useResendMailMutation } from './api/resend-mail'
import styles from './mail-page.module.css'

const STATE_LABELS: Readonly<Record<UnsentMailState, string>> = {
  late: 'Late',
  failed: 'Failed',
}

// Late in gold, like a payment still to come; failed in coral, as the shop has stopped trying.
const STATE_TONES: Readonly<Record<UnsentMailState, string>> = {
  late: 'pending',
  failed: 'failed',
}

function triesText(tries: number): string {
  if (tries === 0) return 'Not tried yet'
  return `${String(tries)} ${tries === 1 ? 'try' : 'tries'}`
}

/**
 * The e-mail the shop has not been able to send (docs/product.md › The back office), with the mail
 * server's answer, and Resend for each.
 */
export function MailPage() {
  const { data: mails, isPending, isError } = useUnsentMail()

  return (
    <Page title="E-mail" eyebrow="Back office">
      <p className={`${ui.muted} ${styles.intro}`}>
        E-mail the shop could not send. A late message is still being tried; a failed one was given
        up three days after it was written. Resend tries again at once, for three more days.
      </p>
      {isPending && <p className={ui.muted}>Loading e-mail…</p>}
      {isError && (
        <p className={ui.empty} role="alert">
          The e-mail could not be loaded. Please reload the page.
        </p>
      )}
      {mails?.length === 0 && <p className={ui.empty}>Every e-mail has gone.</p>}
      {mails && mails.length > 0 && (
        <div
          className={`${ui.panel} ${ui.scroller}`}
          tabIndex={0}
          role="group"
          aria-label="E-mail that has not gone"
        >
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">State</th>
                <th scope="col">Reason</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <MailRow key={mail.id} mail={mail} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  )
}

function MailRow({ mail }: { mail: UnsentMail }) {
  const resend = useResendMailMutation()
  const [isConfirming, setConfirming] = useState(false)

  const send = () => {
    setConfirming(false)
    resend.mutate(mail.id, {
      onSuccess: () => showToast(`The e-mail to ${mail.recipient} is being sent again`, 'success'),
    })
  }

  return (
    <tr aria-label={`E-mail to ${mail.recipient}: ${mail.subject}`}>
      <th scope="row">
        {mail.subject}
        <div className={ui.muted}>To {mail.recipient}</div>
        {mail.orderId && (
          <div className={ui.muted}>
            Order{' '}
            <Link
              className={ui.link}
              to={`${paths.admin.getHref('orders')}?q=${orderNumber(mail.orderId)}`}
            >
              {formatOrderNumber(mail.orderId)}
            </Link>
          </div>
        )}
        <div className={`${ui.muted} ${styles.when}`}>
          Written {formatLondonDateTime(mail.writtenAt)}
        </div>
      </th>
      <td data-label="State">
        <span className={ui.badge} data-tone={STATE_TONES[mail.state]}>
          {STATE_LABELS[mail.state]}
        </span>
        <div className={ui.muted}>{triesText(mail.tries)}</div>
        <div className={`${ui.muted} ${styles.when}`}>
          {mail.nextTryAt ? `Next try ${formatLondonDateTime(mail.nextTryAt)}` : 'Given up'}
        </div>
      </td>
      <td data-label="Reason">{mail.reason ?? 'No answer yet from the mail server'}</td>
      <td className={ui.numeric}>
        <button
          type="button"
          className={ui.small}
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
          disabled={resend.isPending}
        >
          Resend
        </button>
        <ConfirmDialog
          isOpen={isConfirming}
          title="Resend this message?"
          description={`"${mail.subject}" goes to ${mail.recipient} again now, as the same message. If the mail server refuses it again, the shop keeps trying for three more days.`}
          confirmLabel="Resend it"
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      </td>
    </tr>
  )
}
