import { Link } from 'react-router'
import { FIXED_PAGE_COPY } from '@sweet-art/domain/shop-profile'
import { formatPounds } from '@sweet-art/domain/money'
import buttonStyles from '@/components/ui/button.module.css'
import { paths } from '@/config/paths'
import {
  CAKES_FROM_PENCE,
  CUPCAKE_BOX_SIZES,
  CUPCAKES_FROM_PENCE,
  joinWithOr,
  PIECES_FROM_PENCE,
  PIECES_MINIMUM,
  quoteLeadTimes,
} from '../content/shop-facts'
import { TestimonialsBlock } from './home-blocks'
import { CakeDrawing, CalendarIcon, GlobeIcon, PencilIcon, WhiskIcon } from './line-art'
import { StaticPage } from './static-page'
import { ContentSection } from './content-section'
import styles from './content.module.css'

/** What the shop holds to; the third quotes the catalogue's lead times (undefined until known). */
function buildValues(leadTimes: string | undefined) {
  return [
    {
      title: 'Baked to order',
      text: 'Nothing waits on a shelf. Every sponge is baked fresh for your date, so it reaches you at its best.',
      Icon: WhiskIcon,
    },
    {
      title: 'Designed with you',
      text: 'Colours, flavours, lettering, a drawing from your little one: every cake starts with a conversation.',
      Icon: PencilIcon,
    },
    {
      title: 'Ready for your date',
      text: `${quoteLeadTimes(leadTimes)}. Each order gets unhurried hands and the finish it deserves.`,
      Icon: CalendarIcon,
    },
    {
      title: 'London and beyond',
      text: 'Collect from our kitchen for free, or let us deliver across London and beyond, wherever you order from.',
      Icon: GlobeIcon,
    },
  ]
}

interface AboutPageProps {
  /** The catalogue's lead times in words (describeLeadTimes); undefined until the catalogue is known. */
  leadTimes: string | undefined
}

/** /about: the shop's story, what it bakes and its customers' testimonials (docs/product.md › Home page). */
export function AboutPage({ leadTimes }: AboutPageProps) {
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/about']}
      eyebrow="Our story"
      lead="A small London kitchen where every cake, cupcake and cookie is baked to order, by hand, for the day it is meant for."
    >
      <section className={`${styles.section} ${styles.split}`} aria-labelledby="about-story">
        <div className={styles.stack}>
          <p className={styles.eyebrow}>How it started</p>
          <h2 id="about-story" className={styles.heading}>
            Sweet things, <em>made personal</em>
          </h2>
          <p className={styles.text}>
            Sweet Art began with birthday cakes for friends and family, baked in a London kitchen
            late into the evening. Word travelled, one order became many, and in 2022 we opened our
            online shop so that anyone could bring us their idea.
          </p>
          <p className={styles.text}>
            Today we bake bespoke celebration and wedding cakes, cupcakes, cake pops and glazed
            cookies, every one of them to order. We use real butter, free-range eggs, good chocolate
            and seasonal fruit, and we decorate everything by hand: piped roses, hand-painted
            details and lettering done with a steady brush.
          </p>
          <p className={styles.text}>
            We are a small team, so we take a limited number of orders each week. It is how we make
            sure that every cake leaving our kitchen is one we are proud of.
          </p>
        </div>
        <CakeDrawing className={styles.emblem} />
      </section>

      <ContentSection
        id="about-values"
        eyebrow="What we care about"
        title={
          <>
            Four promises in <em>every box</em>
          </>
        }
      >
        <ul className={`${styles.cards} ${styles.fourColumns}`}>
          {buildValues(leadTimes).map(({ title, text, Icon }) => (
            <li key={title} className={styles.card}>
              <Icon className={styles.cardIcon} />
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="about-bakes"
        eyebrow="What we bake"
        title={
          <>
            From a single box of cupcakes to <em>the wedding cake</em>
          </>
        }
      >
        <ul className={`${styles.cards} ${styles.twoColumns}`}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Cakes</h3>
            <p className={styles.cardText}>
              One or two tiers, in the flavour and finish you choose, for birthdays, weddings,
              christenings and every celebration in between.
            </p>
            <p className={styles.price}>
              from <span className={styles.priceValue}>{formatPounds(CAKES_FROM_PENCE)}</span>
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Cupcakes</h3>
            <p className={styles.cardText}>
              Light sponge and silky buttercream, in boxes of {joinWithOr(CUPCAKE_BOX_SIZES)},
              decorated to match your theme.
            </p>
            <p className={styles.price}>
              from <span className={styles.priceValue}>{formatPounds(CUPCAKES_FROM_PENCE)}</span>{' '}
              each
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Cake pops</h3>
            <p className={styles.cardText}>
              Bite-sized cake dipped in chocolate and finished by hand; perfect for parties and
              favours. Minimum order {PIECES_MINIMUM}.
            </p>
            <p className={styles.price}>
              from <span className={styles.priceValue}>{formatPounds(PIECES_FROM_PENCE)}</span> each
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Glazed cookies</h3>
            <p className={styles.cardText}>
              Buttery biscuits with hand-iced designs, names or your logo. Minimum order{' '}
              {PIECES_MINIMUM}.
            </p>
            <p className={styles.price}>
              from <span className={styles.priceValue}>{formatPounds(PIECES_FROM_PENCE)}</span> each
            </p>
          </li>
        </ul>
      </ContentSection>

      <div className={styles.bleed}>
        <TestimonialsBlock />
      </div>

      <section className={styles.callout} aria-labelledby="about-next">
        <h2 id="about-next" className={styles.calloutTitle}>
          Have an idea in mind?
        </h2>
        <p className={styles.text}>
          Tell us about your celebration and we will design something that is yours alone.
        </p>
        <div className={styles.actions}>
          <Link to={paths.customMade.getHref()} className={buttonStyles.gold}>
            Start an enquiry
          </Link>
          <Link to={paths.contacts.getHref()} className={buttonStyles.outline}>
            Contact us
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
