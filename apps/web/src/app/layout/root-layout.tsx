import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { ToastViewport } from '@/components/ui/toast'
import { AuthModalLoader } from '@/features/auth/components/auth-modal-loader'
import { useAppOptionsQuery } from '@/features/app-options/api/get-app-options'
import { useCartCatalogSync } from '../use-cart-catalog-sync'
import { Footer } from './footer'
import { Header } from './header'
import { ScrollToTop } from './scroll-to-top'
import { SecondaryHeader } from './secondary-header'
import styles from './root-layout.module.css'

/** The frame of every page: header, breadcrumbs band, the page, footer, toasts and the auth modal. */
export function RootLayout() {
  useCartCatalogSync()
  // Options are needed only at checkout, but are kept fresh from the start like the catalogue.
  useAppOptionsQuery()

  return (
    <div className={styles.shell}>
      <ScrollToTop />
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <SecondaryHeader />
      <main id="main" className={styles.main}>
        <Suspense fallback={<div className={styles.pageFallback} aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastViewport />
      <AuthModalLoader />
    </div>
  )
}
