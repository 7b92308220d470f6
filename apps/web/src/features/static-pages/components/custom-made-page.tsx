import { Link } from 'react-router'
import { formatPounds } from '@sweet-art/domain/money'
import {
  FIXED_PAGE_COPY,
  SHOP_ANSWERING_HOURS,
  SHOP_CONTACT_EMAIL,
} from '@sweet-art/domain/shop-profile'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import { CAKES_FROM_PENCE, CHANGE_NOTICE_DAYS, quoteLeadTimes } from '../content/shop-facts'
import { StaticPage } from './static-page'
import { ContentSection } from './content-section'
import styles from './content.module.css'

interface CustomMadePageProps {
  /**
   * The page of the section titled Custom Made, where an enquiry is placed; absent while the
   * catalogue loads or if the shop has no such section, when the page offers email instead.
   */
  customMadeHref: string | undefined
  /** The Custom Made section's lead times in words (describeLeadTimes); undefined until the catalogue is known. */
  leadTimes: string | undefined
  /** How long the baker gives to pay an invoice, in words ("3 working days"). */
  invoiceDue: string
}

const steps = (invoiceDue: string) =>
  [
    {
      title: 'Tell us your idea',
      text: 'Choose a Custom Made design in our shop and place your enquiry, with the date, the number of guests and any notes. Photos of cakes you love help us most.',
    },
    {
      title: 'We design and quote',
      text: `We reply within our working hours, ${SHOP_ANSWERING_HOURS.from}–${SHOP_ANSWERING_HOURS.to} Monday to Friday, with questions, suggestions and a price for your design.`,
    },
    {
      title: 'Confirm and pay',
      text: `Once you are happy with the design, we send an invoice, payable within ${invoiceDue}. Your date is secured as soon as it is paid.`,
    },
    {
      title: 'We bake and decorate',
      text: 'Your cake is baked fresh for your date and finished by hand. Changes are easiest when you tell us early.',
    },
    {
      title: 'Delivery or collection',
      text: 'We deliver across London and beyond, or you collect from our kitchen for free. All that is left is the celebration.',
    },
  ] as const

/** /custom_made: how a bespoke order works, linking to the Custom Made section (docs/product.md › Home page). */
export function CustomMadePage({ customMadeHref, leadTimes, invoiceDue }: CustomMadePageProps) {
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/custom_made']}
      eyebrow="Your idea, our craft"
      lead="Tell us about your celebration and we will design a cake that is yours alone."
    >
      <ContentSection
        id="custom-steps"
        eyebrow="How it works"
        title={
          <>
            From first sketch <em>to the last crumb</em>
          </>
        }
      >
        <ol className={`${styles.steps} ${styles.fiveSteps}`}>
          {steps(invoiceDue).map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <section className={`${styles.section} ${styles.split}`} aria-labelledby="custom-brief">
        <div className={styles.stack}>
          <p className={styles.eyebrow}>Your brief</p>
          <h2 id="custom-brief" className={styles.heading}>
            What to <em>tell us</em>
          </h2>
          <p className={styles.text}>
            The more we know, the closer the first design will be to the cake you are picturing.
            Signed-in customers can also add inspiration photos to their order from their account.
          </p>
        </div>
        <ul className={styles.list}>
          <li>The date, and whether you would like delivery or collection</li>
          <li>How many guests the cake should serve</li>
          <li>The occasion, theme and colours</li>
          <li>Flavours you love, and any allergies or dietary needs</li>
          <li>Lettering, names or numbers to add</li>
          <li>Photos or sketches of what you have in mind</li>
        </ul>
      </section>

      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Lead time</h2>
          <p className={styles.cardText}>
            {quoteLeadTimes(leadTimes)}. Popular dates go first, so enquire as early as you can.
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Price</h2>
          <p className={styles.cardText}>
            Bespoke designs are quoted individually. Our cakes start from{' '}
            <strong>{formatPounds(CAKES_FROM_PENCE)}</strong>; see our{' '}
            <Link to={paths.price.getHref()}>prices</Link>.
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Changes</h2>
          <p className={styles.cardText}>
            Changes are welcome, preferably more than <strong>{CHANGE_NOTICE_DAYS} days</strong>{' '}
            before delivery or collection.
          </p>
        </li>
      </ul>

      <section className={styles.callout} aria-labelledby="custom-start">
        <h2 id="custom-start" className={styles.calloutTitle}>
          Ready to begin?
        </h2>
        <p className={styles.text}>
          Choose a Custom Made design to start your enquiry, or simply email us at{' '}
          <a href={`mailto:${SHOP_CONTACT_EMAIL}`}>{SHOP_CONTACT_EMAIL}</a>.
        </p>
        <div className={styles.actions}>
          {customMadeHref ? (
            <Link to={customMadeHref} className={buttonStyles.gold}>
              Browse Custom Made
            </Link>
          ) : (
            <a
              href={`mailto:${SHOP_CONTACT_EMAIL}?subject=Custom%20cake%20enquiry`}
              className={buttonStyles.gold}
            >
              Email your idea
            </a>
          )}
          <Link to={paths.tastingBox.getHref()} className={buttonStyles.outline}>
            Try a tasting box
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
