import { useState } from 'react'
import buttonStyles from '@/components/ui/button.module.css'
import { FormField } from '@/components/ui/form-field'
import { showToast } from '@/components/ui/toast-store'
import adminForm from '../components/admin-form.module.css'
import { ConfirmDialog } from '../components/confirm-dialog'
import { useCalendarFeed, useChangeCalendarFeed } from './api/calendar-feed'
import styles from './calendar-feed.module.css'

type Change = 'renew' | 'turnOff'

const CONFIRMATIONS: Record<Change, { title: string; description: string; label: string }> = {
  renew: {
    title: 'Make a new address?',
    description:
      'The address in use stops working at once: calendar apps subscribed to it get no more orders until you subscribe them to the new one.',
    label: 'Make a new address',
  },
  turnOff: {
    title: 'Turn the calendar feed off?',
    description:
      'Calendar apps subscribed to the address get no more orders. You can turn the feed on again with a new address.',
    label: 'Turn off',
  },
}

// Apple Calendar and Outlook open a subscription from a webcal: link; Google takes the https address.
const subscribeLink = (url: string) => url.replace(/^https?:/, 'webcal:')

/**
 * The baker's private calendar feed (docs/product.md › The baker's calendar): its address to copy
 * into a calendar app, a new address when the old one was shared too widely, or none.
 */
export function CalendarFeedSettings() {
  const { data: feed } = useCalendarFeed()
  const change = useChangeCalendarFeed()
  const [asking, setAsking] = useState<Change | null>(null)
  // The shop keeps only a hash of the address's secret, so the address exists here only in the
  // answer that made it, for as long as this page is open (docs/product.md › The baker's calendar).
  const [madeUrl, setMadeUrl] = useState<string | null>(null)
  const url = madeUrl ?? feed?.url ?? null

  const apply = (method: 'POST' | 'DELETE', done: string) =>
    change.mutate(method, {
      onSuccess: (answer) => {
        setMadeUrl(answer.url)
        showToast(done, 'success')
      },
    })

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      showToast('The calendar address is copied', 'success')
    } catch {
      showToast('Copying is not allowed here: select the address and copy it', 'error')
    }
  }

  const confirmation = asking ? CONFIRMATIONS[asking] : null
  return (
    <section className={adminForm.fieldset} aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className={`${adminForm.legend} ${styles.title}`}>
        Calendar feed
      </h2>
      <p className={`${adminForm.full} ${styles.text}`}>
        Every order by delivery date and time in Google Calendar or Apple Calendar: subscribe to
        this private address. Events follow the orders as they change; calendar apps look again
        every few hours. Anyone with the address sees the orders, so keep it to the bakery.
      </p>
      {feed === undefined ? (
        <div aria-busy="true" />
      ) : !feed.isOn ? (
        <div className={`${adminForm.full} ${styles.actions}`}>
          <p className={styles.text}>The calendar feed is off.</p>
          <button
            type="button"
            className={buttonStyles.gold}
            disabled={change.isPending}
            onClick={() => apply('POST', 'The calendar feed is on')}
          >
            Turn on the calendar feed
          </button>
        </div>
      ) : (
        <>
          {url === null ? (
            <p className={`${adminForm.full} ${styles.text}`}>
              The calendar feed is on. Its address was shown once, when it was made: the shop keeps
              no copy of it. To subscribe another calendar app, make a new address.
            </p>
          ) : (
            <>
              <FormField
                label="Calendar address"
                className={adminForm.full}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <p className={`${adminForm.full} ${styles.text}`}>
                Copy it now: the shop keeps no copy, so it is shown only this once.
              </p>
            </>
          )}
          <div className={`${adminForm.full} ${styles.actions}`}>
            {url !== null && (
              <>
                <button type="button" className={buttonStyles.gold} onClick={() => void copy(url)}>
                  Copy address
                </button>
                <a className={buttonStyles.outline} href={subscribeLink(url)}>
                  Open in a calendar app
                </a>
              </>
            )}
            <button
              type="button"
              className={buttonStyles.outline}
              disabled={change.isPending}
              onClick={() => setAsking('renew')}
            >
              Make a new address
            </button>
            <button
              type="button"
              className={adminForm.danger}
              disabled={change.isPending}
              onClick={() => setAsking('turnOff')}
            >
              Turn off
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={confirmation !== null}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        confirmLabel={confirmation?.label ?? ''}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          if (asking === 'renew') apply('POST', 'The calendar feed has a new address')
          else apply('DELETE', 'The calendar feed is off')
        }}
      />
    </section>
  )
}
