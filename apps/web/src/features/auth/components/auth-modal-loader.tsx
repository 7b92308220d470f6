import { Suspense, useState } from 'react'
import { PART_DID_NOT_LOAD } from '@sweet-art/domain/messages'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { showToast } from '@/components/ui/toast-store'
import { lazyNamed } from '@/lib/lazy-named'
import { useAuthModalStore } from '../stores/auth-modal-store'

// The modal's forms bring react-hook-form and the zod form schemas, and most visits never open
// it: its code is fetched on the first open, not with every page (initial bundle budget,
// docs/product.md › Speed and resilience).
const AuthModal = lazyNamed(() => import('./auth-modal'), 'AuthModal')

/**
 * Starts fetching the modal's code when a press is on its way (pointer over or focus on a button
 * that opens it), so the first open rarely waits for the network. Later calls cost nothing.
 */
export function prefetchAuthModal(): void {
  // A failed prefetch is not an error yet: opening the modal tries again and reports it.
  AuthModal.preload().catch(() => undefined)
}

/**
 * The auth modal, loaded the first time a tab opens and kept mounted from then on. When its code
 * did not arrive, the modal closes and a toast says so; the next opening asks again
 * (docs/product.md › When something fails).
 */
export function AuthModalLoader() {
  const isOpen = useAuthModalStore((state) => state.tab !== 'close')
  const closeModal = useAuthModalStore((state) => state.setTab)
  const [hasOpened, setHasOpened] = useState(isOpen)
  // Adjusting state while rendering mounts the modal in the same render that opened it.
  if (isOpen && !hasOpened) setHasOpened(true)
  if (!hasOpened) return null
  return (
    <ErrorBoundary
      fallback={() => null}
      onFailure={() => {
        showToast(PART_DID_NOT_LOAD, 'error')
        closeModal('close')
        setHasOpened(false)
      }}
    >
      <Suspense fallback={null}>
        <AuthModal />
      </Suspense>
    </ErrorBoundary>
  )
}
