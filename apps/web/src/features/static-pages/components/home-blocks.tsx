import { Suspense, useId } from 'react'
import { Link } from 'react-router'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import buttonStyles from '@/components/ui/button.module.css'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { useHasComeNear } from '@/components/ui/near-viewport'
import { paths } from '@/config/paths'
import { lazyNamed } from '@/lib/lazy-named'
import { quoteDeliveryRates } from '../content/delivery-copy'
import { buildHomeFaqItems } from '../content/faq-items'
import { quoteLeadTimes, SHOP_AREA } from '../content/shop-facts'
import { TESTIMONIALS, TESTIMONIALS_START_INDEX } from '../content/testimonials'
import { FaqAccordion } from './faq-accordion'
import { BagIcon, CakeDrawing, ClockIcon, GiftIcon, VanIcon } from './line-art'
import { TestimonialsTrack } from './testimonials-track'
import styles from './home-blocks.module.css'

// The carousel library is only needed once the visitor reaches the testimonials, far below the
// fold: it is asked for when they come within a screen, which keeps it out of the first download
// of the home and About Us pages.
const TestimonialsCarousel = lazyNamed(
  () => import('./testimonials-carousel'),
  'TestimonialsCarousel',
)

/** The blocks that quote delivery rates and notice take the shop's live settings and catalogue. */
interface DeliveryRatesProps {
  appDelivery: AppDelivery
  /** The catalogue's lead times in words; undefined until the catalogue is known. */
  leadTimes: string | undefined
}

/** Home page: who we are, with a read-more link to /about (docs/product.md › Home page). */
export function AboutUsBlock() {
  const headingId = useId()
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={`${styles.inner} ${styles.split}`}>
        <div className={styles.emblem}>
          <CakeDrawing className={styles.cakeDrawing} />
        </div>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>About Us</p>
          <h2 id={headingId} className={styles.title}>
            A small London kitchen with a <em>big love of detail</em>
          </h2>
          <p className={styles.text}>
            Sweet Art bakes bespoke cakes, cupcakes, cake pops and glazed cookies to order, by hand,
            for the day they are meant for. Nothing sits on a shelf: every sponge is baked fresh,
            every rose is piped for your celebration, and every design starts with a conversation
            with you.
          </p>
          <p className={styles.text}>
            Weddings, birthdays, christenings or a Tuesday that deserves cake, we make it yours.
          </p>
          <Link to={paths.about.getHref()} className={styles.readMore}>
            Read more about us
            <span aria-hidden="true" className={styles.readMoreArrow}>
              →
            </span>
          </Link>
        </div>
      </div>
    </section>
  )
}

/** Home page: how orders reach the customer, with a read-more link to /delivery (docs/product.md › Home page). */
export function DeliveryBlock({ appDelivery, leadTimes }: DeliveryRatesProps) {
  const headingId = useId()
  const { mileRate, congestionCharge } = quoteDeliveryRates(appDelivery)
  return (
    <section className={`${styles.block} ${styles.tinted}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.centredHeader}>
          <p className={styles.eyebrow}>Delivery</p>
          <h2 id={headingId} className={styles.title}>
            From our kitchen <em>to your table</em>
          </h2>
          <p className={styles.text}>
            We deliver across London and beyond, or you can collect your order from us.{' '}
            {quoteLeadTimes(leadTimes)}.
          </p>
        </header>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <VanIcon className={styles.factIcon} />
            <h3 className={styles.factTitle}>Delivered by us</h3>
            <p className={styles.factText}>
              Charged by location at {mileRate} per mile, across London and beyond.
            </p>
          </li>
          <li className={styles.fact}>
            <BagIcon className={styles.factIcon} />
            <h3 className={styles.factTitle}>Free collection</h3>
            <p className={styles.factText}>
              Collect from our kitchen in {SHOP_AREA} at the time you choose at checkout.
            </p>
          </li>
          <li className={styles.fact}>
            <ClockIcon className={styles.factIcon} />
            <h3 className={styles.factTitle}>Congestion zone</h3>
            <p className={styles.factText}>
              Deliveries into the zone during charging hours add the {congestionCharge} daily
              charge.
            </p>
          </li>
        </ul>
        <p className={styles.centredLink}>
          <Link to={paths.delivery.getHref()} className={styles.readMore}>
            Read more about delivery
            <span aria-hidden="true" className={styles.readMoreArrow}>
              →
            </span>
          </Link>
        </p>
      </div>
    </section>
  )
}

/** The nine testimonials in a carousel that starts on slide 2 (docs/product.md › Home page). */
export function TestimonialsBlock() {
  const headingId = useId()
  const [sectionRef, hasComeNear] = useHasComeNear<HTMLElement>()
  const placeholder = (
    <TestimonialsTrack
      testimonials={TESTIMONIALS}
      selectedIndex={TESTIMONIALS_START_INDEX}
      inView={null}
    />
  )
  return (
    <section ref={sectionRef} className={styles.block} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.centredHeader}>
          <p className={styles.eyebrow}>Kind words</p>
          <h2 id={headingId} className={styles.title}>
            What our customers say
          </h2>
        </header>
        {/* Without the carousel's code the testimonials stay as they stand. */}
        {hasComeNear && canRunCarousel() ? (
          <ErrorBoundary fallback={() => placeholder}>
            <Suspense fallback={placeholder}>
              <TestimonialsCarousel />
            </Suspense>
          </ErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
    </section>
  )
}

/**
 * The carousel measures itself with ResizeObserver and IntersectionObserver; where they are
 * missing (very old browsers, test DOMs) the testimonials stay a still row instead of crashing.
 */
function canRunCarousel(): boolean {
  return typeof ResizeObserver !== 'undefined' && typeof IntersectionObserver !== 'undefined'
}

/** Home page: ordering a gift from abroad, with the Enquiry button to /custom_made (docs/product.md › Home page). */
export function GiftBlock() {
  const headingId = useId()
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.gift}>
          <GiftIcon size={56} className={styles.giftIcon} />
          <h2 id={headingId} className={styles.giftTitle}>
            You can place an order from any part of the world
          </h2>
          <p className={styles.giftText}>
            Far from someone you love in London? Tell us who the cake is for, the date and the words
            to pipe on it. We will bake it, box it and bring it to their door, wherever you are
            ordering from.
          </p>
          <Link to={paths.customMade.getHref()} className={buttonStyles.gold}>
            Enquiry
          </Link>
        </div>
      </div>
    </section>
  )
}

/** Home page: four common questions and a read-more link to /f_a_q (docs/product.md › Home page). */
export function HomeFaqBlock({ appDelivery, leadTimes }: DeliveryRatesProps) {
  const headingId = useId()
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={`${styles.inner} ${styles.faqLayout}`}>
        <header className={styles.faqHeader}>
          <p className={styles.eyebrow}>FAQ</p>
          <h2 id={headingId} className={styles.title}>
            Good to <em>know</em>
          </h2>
          <p className={styles.text}>
            The questions we hear most, answered. There are more on our FAQ page.
          </p>
          <Link to={paths.faq.getHref()} className={styles.readMore}>
            Read more in our FAQ
            <span aria-hidden="true" className={styles.readMoreArrow}>
              →
            </span>
          </Link>
        </header>
        <FaqAccordion items={buildHomeFaqItems(appDelivery, leadTimes)} />
      </div>
    </section>
  )
}
