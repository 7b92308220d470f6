import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { ErrorBoundary } from './error-boundary'
import { FailureNotice } from './failure-notice'

/**
 * The boundary of a page area (docs/product.md › When something fails): a page that failed is
 * told in its place while the frame around it stays, and going to any page, or to this one again,
 * draws the page anew.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation()
  return (
    <ErrorBoundary
      resetKey={key}
      fallback={(failure) => <FailureNotice failure={failure} place="page" />}
    >
      {children}
    </ErrorBoundary>
  )
}
