import type { ReactNode } from 'react'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { FailureNotice } from '@/components/ui/failure-notice'

/**
 * The last boundary, around the whole app (docs/product.md › When something fails): a failure
 * outside every page (the providers, the frame itself) takes the whole screen, since no frame is
 * left to keep.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(failure) => <FailureNotice failure={failure} place="screen" />}>
      {children}
    </ErrorBoundary>
  )
}
