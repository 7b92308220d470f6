import { Link } from 'react-router'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { FIXED_PAGE_COPY, SHOP_CONTACT_EMAIL } from '@sweet-art/domain/shop-profile'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import { buildFaqItems } from '../content/faq-items'
import { FaqAccordion } from './faq-accordion'
import { StaticPage } from './static-page'
import styles from './content.module.css'
import faqStyles from './faq-page.module.css'

interface FaqPageProps {
  /** The shop's live delivery settings, quoted in the delivery answer. */
  appDelivery: AppDelivery
  /** The catalogue's lead times in words, quoted in the lead-time answer; undefined until known. */
  leadTimes: string | undefined
}

/** /f_a_q: the nine questions of the FAQ data set (docs/product.md › Home page). */
export function FaqPage({ appDelivery, leadTimes }: FaqPageProps) {
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/f_a_q']}
      eyebrow="Good to know"
      lead="Flavours, lead times, tastings, delivery and collection: the answers to the questions we hear most."
    >
      <div className={faqStyles.list}>
        <FaqAccordion items={buildFaqItems(appDelivery, leadTimes)} headingLevel={2} />
      </div>

      <section className={styles.callout} aria-labelledby="faq-more">
        <h2 id="faq-more" className={styles.calloutTitle}>
          Still wondering about something?
        </h2>
        <p className={styles.text}>
          Write to us at <a href={`mailto:${SHOP_CONTACT_EMAIL}`}>{SHOP_CONTACT_EMAIL}</a> and we
          will be happy to help.
        </p>
        <div className={styles.actions}>
          <Link to={paths.contacts.getHref()} className={buttonStyles.gold}>
            Contact us
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
