import { NavLink, Outlet } from 'react-router'
import { paths } from '../../../config/paths'
import styles from './account-layout.module.css'

const ACCOUNT_LINKS = [
  { label: 'Orders', href: paths.accountOrders.getHref() },
  { label: 'Profile', href: paths.accountProfile.getHref() },
  { label: 'Transactions', href: paths.accountTransactions.getHref() },
]

/** The account area's frame: side menu of spec §2 and the current account page. */
export function AccountLayout() {
  return (
    <div className={styles.layout}>
      <nav aria-label="Account" className={styles.menu}>
        <ul className={styles.list}>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={styles.link}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  )
}
