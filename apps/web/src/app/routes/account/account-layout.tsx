import { Navigate, NavLink, Outlet } from 'react-router'
import { PageErrorBoundary } from '@/components/ui/page-error-boundary'
import { paths } from '@/config/paths'
import { useAdminSession } from '@/features/admin/api/get-admin-session'
import { useSession } from '@/features/auth/hooks/use-session'
import { useTransactions } from '@/features/transactions/api/get-transactions'
import styles from './account-layout.module.css'

const ACCOUNT_LINKS = [
  { label: 'Orders', href: paths.accountOrders.getHref() },
  { label: 'Profile', href: paths.accountProfile.getHref() },
  { label: 'Transactions', href: paths.accountTransactions.getHref() },
]

/**
 * The account area's frame: side menu (docs/product.md › Account area) and the current account
 * page. Without a session every account page leaves for the home page, replacing the history entry.
 * A page that fails is told beside the menu, which stays (docs/product.md › When something fails).
 */
export function AccountLayout() {
  const { user, isChecking } = useSession()
  // Transactions refresh on entering the account area and every 20 s while in it
  // (docs/product.md › Staying current).
  useTransactions({ isEnabled: user !== null })
  // The bakery's admins also find their way to the back office from here; a client's browser
  // never asks, so its console shows no refused call.
  const { data: admin } = useAdminSession(user?.isStaff === true)
  // Reached before the first check answered (a browser with no sign-in hint): wait for it.
  if (isChecking) return <div className={styles.checking} aria-busy="true" />
  if (!user) return <Navigate to={paths.home.getHref()} replace />

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
          {admin && (
            <li>
              <NavLink to={paths.admin.getHref()} className={styles.link}>
                Back office
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
      <div className={styles.content}>
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </div>
    </div>
  )
}
