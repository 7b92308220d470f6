import { Suspense } from 'react'
import { Navigate, NavLink, Route, Routes } from 'react-router'
import { Page } from '@/components/ui/page'
import { PageErrorBoundary } from '@/components/ui/page-error-boundary'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useAdminSession } from './api/get-admin-session'
import { ADMIN_SECTIONS } from './admin-sections'
import styles from './admin-app.module.css'

const TEAM_ONLY = 'This part of the shop is for the bakery team only.'
const SIGN_IN_FIRST = 'Please sign in with your bakery account to open the back office.'

/**
 * The back office at `/admin/*` (docs/product.md › The back office), loaded on demand so the
 * storefront never downloads it. It opens only when the server confirms an admin session; every
 * admin call is checked again there. A page that fails is told beside the menu, which stays
 * (docs/product.md › When something fails).
 */
export function AdminApp() {
  const { data: admin, isPending, error } = useAdminSession()
  if (isPending) return <div className={styles.checking} aria-busy="true" />
  if (!admin) {
    const message = error instanceof ApiError && error.status === 401 ? SIGN_IN_FIRST : TEAM_ONLY
    return (
      <Page title="Back office">
        <p role="alert">{message}</p>
      </Page>
    )
  }

  const [first] = ADMIN_SECTIONS
  return (
    <div className={styles.layout}>
      <nav aria-label="Back office" className={styles.menu}>
        <p className={styles.greeting}>
          {admin.firstName} {admin.lastName}
        </p>
        <ul className={styles.list}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={paths.admin.getHref(section.path)} className={styles.link}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <PageErrorBoundary>
          <Suspense fallback={<div aria-busy="true" />}>
            <Routes>
              {first && (
                <Route index element={<Navigate to={paths.admin.getHref(first.path)} replace />} />
              )}
              {ADMIN_SECTIONS.map((section) => (
                <Route key={section.path} path={`${section.path}/*`} element={section.element} />
              ))}
              <Route path="*" element={<Navigate to={paths.admin.getHref()} replace />} />
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      </div>
    </div>
  )
}
