import type { ReactNode } from 'react'
import { Modal } from '@/components/ui/modal'
import { useAuthModalStore, type AuthModalTab } from '../stores/auth-modal-store'
import { LoginForm } from './login-form'
import { RecoveryChangeForm } from './recovery-change-form'
import { RecoveryForm } from './recovery-form'
import { SignupForm } from './signup-form'

const TABS: Record<Exclude<AuthModalTab, 'close'>, { title: string; form: () => ReactNode }> = {
  login: { title: 'Log in', form: () => <LoginForm /> },
  signup: { title: 'Create an account', form: () => <SignupForm /> },
  recovery: { title: 'Password Recovery', form: () => <RecoveryForm /> },
  change: { title: 'Change Password', form: () => <RecoveryChangeForm /> },
}

/** The auth modal (docs/product.md › Accounts): four tabs, closed by setting the tab to `close`. */
export function AuthModal() {
  const tab = useAuthModalStore((state) => state.tab)
  const setTab = useAuthModalStore((state) => state.setTab)
  const current = tab === 'close' ? null : TABS[tab]

  return (
    <Modal isOpen={current !== null} onClose={() => setTab('close')} title={current?.title ?? ''}>
      {/* Each tab starts from empty fields, as a fresh form would. */}
      <div key={tab}>{current?.form()}</div>
    </Modal>
  )
}
