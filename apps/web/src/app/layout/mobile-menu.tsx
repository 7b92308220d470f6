import { NavLink } from 'react-router'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import { paths } from '@/config/paths'
import styles from './mobile-menu.module.css'

interface MobileMenuProps {
  id: string
  isOpen: boolean
  sections: readonly Section[]
}

/**
 * The full-screen menu of the mobile layout (docs/product.md › Header, footer and navigation). The
 * header owns its open state, locks the page scroll and closes it on route change; this only draws
 * it.
 */
export function MobileMenu({ id, isOpen, sections }: MobileMenuProps) {
  if (!isOpen) return null

  return (
    <div id={id} className={styles.overlay}>
      <nav aria-label="Main menu" className={styles.nav}>
        <p className={styles.eyebrow}>Our cakes &amp; treats</p>
        <ul className={styles.primary}>
          {sections.map((section) => (
            <li key={section.id}>
              <NavLink to={paths.section.getHref(section.id)} className={styles.primaryLink}>
                {section.title}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.contacts.getHref()} className={styles.primaryLink}>
              Contacts
            </NavLink>
          </li>
        </ul>
        <span className={styles.divider} aria-hidden="true" />
        <ul className={styles.secondary}>
          <li>
            <NavLink to={paths.privacyPolicy.getHref()} className={styles.secondaryLink}>
              Privacy Policy
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.terms.getHref()} className={styles.secondaryLink}>
              Terms &amp; Conditions
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  )
}
