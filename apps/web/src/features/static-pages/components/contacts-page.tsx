import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  FIXED_PAGE_COPY,
  SHOP_ANSWERING_HOURS,
  SHOP_CONTACT_EMAIL,
} from '@sweet-art/domain/shop-profile'
import { FacebookIcon, InstagramIcon, StarIcon } from '@/components/ui/icons'
import buttonStyles from '@/components/ui/button.module.css'
import { SOCIAL_LINKS, type SocialLink } from '@/config/contacts'
import { paths } from '@/config/paths'
import { quoteLeadTimes, SHOP_AREA } from '../content/shop-facts'
import { ClockIcon, MailIcon, PinIcon } from './line-art'
import { StaticPage } from './static-page'
import { ContentSection } from './content-section'
import styles from './content.module.css'
import contactStyles from './contacts-page.module.css'

const SOCIAL_ICONS: Record<SocialLink['kind'], ReactNode> = {
  instagram: <InstagramIcon size={22} />,
  facebook: <FacebookIcon size={22} />,
  reviews: <StarIcon size={22} />,
}

const SOCIAL_NOTES: Record<SocialLink['kind'], string> = {
  instagram: 'New designs and behind the scenes',
  facebook: 'News, seasonal menus and offers',
  reviews: 'Read reviews or leave yours',
}

interface ContactsPageProps {
  /** The catalogue's lead times in words (describeLeadTimes); undefined until the catalogue is known. */
  leadTimes: string | undefined
}

/** /contacts: how to reach the shop and when it answers (docs/product.md › Terms the pages quote). */
export function ContactsPage({ leadTimes }: ContactsPageProps) {
  return (
    <StaticPage
      copy={FIXED_PAGE_COPY['/contacts']}
      eyebrow="Get in touch"
      lead="A question about an order, an idea for a cake or a date to check? Write to us: a real person from our kitchen will answer."
    >
      <ul className={styles.cards}>
        <li className={styles.card}>
          <MailIcon className={styles.cardIcon} />
          <h2 className={styles.cardTitle}>Email</h2>
          <p className={styles.cardText}>The quickest way to reach us, for orders and enquiries.</p>
          <a href={`mailto:${SHOP_CONTACT_EMAIL}`} className={contactStyles.email}>
            {SHOP_CONTACT_EMAIL}
          </a>
        </li>
        <li className={styles.card}>
          <ClockIcon className={styles.cardIcon} />
          <h2 className={styles.cardTitle}>When we answer</h2>
          <p className={styles.cardText}>
            <strong>
              Monday to Friday, {SHOP_ANSWERING_HOURS.from}–{SHOP_ANSWERING_HOURS.to}
            </strong>
          </p>
          <p className={styles.cardText}>
            Enquiries sent after {SHOP_ANSWERING_HOURS.fridayCutOff} on Friday or at the weekend are
            answered on Monday.
          </p>
        </li>
        <li className={styles.card}>
          <PinIcon className={styles.cardIcon} />
          <h2 className={styles.cardTitle}>Our kitchen</h2>
          <p className={styles.cardText}>
            <strong>{SHOP_AREA}</strong>
          </p>
          <p className={styles.cardText}>
            Collection is free, at the time you choose at checkout. We send the full address with
            your order confirmation.
          </p>
        </li>
      </ul>

      <ContentSection
        id="contacts-social"
        eyebrow="Follow us"
        title={
          <>
            Fresh from <em>our kitchen</em>
          </>
        }
      >
        <ul className={contactStyles.social}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.kind}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={contactStyles.socialLink}
              >
                <span className={contactStyles.socialIcon}>{SOCIAL_ICONS[link.kind]}</span>
                <span className={contactStyles.socialText}>
                  <span className={contactStyles.socialLabel}>{link.label}</span>
                  <span className={contactStyles.socialNote}>{SOCIAL_NOTES[link.kind]}</span>
                </span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="contacts-tips"
        eyebrow="Before you write"
        title={
          <>
            Help us answer <em>in one reply</em>
          </>
        }
      >
        <ul className={`${styles.cards} ${styles.twoColumns}`}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>For a new cake</h3>
            <ul className={styles.list}>
              <li>The date, and whether you would like delivery or collection</li>
              <li>The number of guests, so we can suggest a size</li>
              <li>Flavours you love, and any allergies we should know about</li>
              <li>A few photos or a description of the style you have in mind</li>
            </ul>
            <p className={styles.cardText}>
              {quoteLeadTimes(leadTimes)}. For a bespoke design you can also{' '}
              <Link to={paths.customMade.getHref()}>send us an enquiry</Link>.
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>About an existing order</h3>
            <ul className={styles.list}>
              <li>Your name and the date of the delivery or collection</li>
              <li>What you would like to change, as precisely as you can</li>
            </ul>
            <p className={styles.cardText}>
              Please do not submit a second order for an event we are already discussing: we will
              come back to you on the first one.
            </p>
          </li>
        </ul>
      </ContentSection>

      <section className={styles.callout} aria-labelledby="contacts-faq">
        <h2 id="contacts-faq" className={styles.calloutTitle}>
          Looking for a quick answer?
        </h2>
        <p className={styles.text}>
          Lead times, prices, tastings and delivery are covered in our FAQ.
        </p>
        <div className={styles.actions}>
          <Link to={paths.faq.getHref()} className={buttonStyles.gold}>
            Read the FAQ
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
