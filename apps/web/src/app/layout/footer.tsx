import { Link } from 'react-router'
import type { ReactNode } from 'react'
import { FacebookIcon, InstagramIcon, StarIcon } from '@/components/ui/icons'
import { SOCIAL_LINKS, type SocialLink } from '@/config/contacts'
import { paths } from '@/config/paths'
import { Logo } from './logo'
import styles from './footer.module.css'

const SHOP_LINKS = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'About Us', href: paths.about.getHref() },
  { label: 'Contacts', href: paths.contacts.getHref() },
  { label: 'Prices', href: paths.price.getHref() },
]

const INFO_LINKS = [
  { label: 'FAQ', href: paths.faq.getHref() },
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms & Conditions', href: paths.terms.getHref() },
]

const SOCIAL_ICONS: Record<SocialLink['kind'], ReactNode> = {
  instagram: <InstagramIcon size={20} />,
  facebook: <FacebookIcon size={20} />,
  reviews: <StarIcon size={20} />,
}

/** Site footer (docs/product.md › Header, footer and navigation): tagline, three link columns and the copyright line. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>
            We are very delighted to welcome you into the world of sweet art
          </p>
        </div>

        <div className={styles.columns}>
          <nav aria-label="Shop" className={styles.column}>
            <h2 className={styles.heading}>Sweet Art</h2>
            <ul className={styles.list}>
              {SHOP_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-label="Information" className={styles.column}>
            <h2 className={styles.heading}>Information</h2>
            <ul className={styles.list}>
              {INFO_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-label="Follow us" className={styles.column}>
            <h2 className={styles.heading}>Follow us</h2>
            <ul className={styles.list}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.kind}>
                  <a
                    href={link.href}
                    className={styles.socialLink}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <span className={styles.socialIcon}>{SOCIAL_ICONS[link.kind]}</span>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <div className={styles.bottom}>
        <p>© 2022 Sweet Art</p>
        <p className={styles.madeIn}>Made to order in London</p>
      </div>
    </footer>
  )
}
