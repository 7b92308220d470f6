import { Suspense, useState } from 'react'
import { lazyNamed } from '../../../lib/lazy-named'
import { useAuthModalStore } from '../stores/auth-modal-store'

// The modal's forms bring react-hook-form and the zod form schemas, and most visits never open
// it: its code is fetched on the first open, not with every page (initial bundle budget, issue 4).
const AuthModal = lazyNamed(() => import('./auth-modal'), 'AuthModal')

/** The auth modal, loaded the first time a tab opens and kept mounted from then on. */
export function AuthModalLoader() {
  const isOpen = useAuthModalStore((state) => state.tab !== 'close')
  const [hasOpened, setHasOpened] = useState(isOpen)
  // Adjusting state while rendering mounts the modal in the same render that opened it.
  if (isOpen && !hasOpened) setHasOpened(true)
  if (!hasOpened) return null
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  )
}
