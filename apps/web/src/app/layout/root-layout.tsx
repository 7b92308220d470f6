import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PageErrorBoundary } from '@/components/ui/page-error-boundary'
import { ToastViewport } from '@/components/ui/toast'
import { AuthModalLoader } from '@/features/auth/components/auth-modal-loader'
import { useAppOptionsQuery } from '@/features/app-options/api/get-app-options'
import { useCartCatalogSync } from '../use-cart-catalog-sync'
import { Footer } from './footer'
import { Header } from './header'
import { ScrollToTop } from './scroll-to-top'
import { SecondaryHeader } from './secondary-header'
import styles from './root-layout.module.css'

/**
 * The frame of every page: header, breadcrumbs band, the page, footer, toasts and the auth modal.
 * A page that fails is told in its place, inside the frame (docs/product.md › When something fails).
 */
export function RootLayout() {
  return (
    <div className={styles.shell}>
      <ServerStateSync />
      <ScrollToTop />
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <SecondaryHeader />
      <main id="main" className={styles.main}>
        <PageErrorBoundary>
          <Suspense fallback={<div className={styles.pageFallback} aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ToastViewport />
      <AuthModalLoader />
    </div>
  )
}

/**
 * Keeps the cart in step with the catalogue, and the options fresh from the start like the
 * catalogue (they are needed only at checkout). Each answer of those queries re-renders whoever
 * reads them, at once and in one piece: read here, that is this empty component, not the frame
 * with its header and footer (docs/decisions/025-home-and-section-at-eight-times-slower.md).
 */
function ServerStateSync() {
  useCartCatalogSync()
  useAppOptionsQuery()
  return null
}
