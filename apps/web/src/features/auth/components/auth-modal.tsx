import { Modal } from '../../../components/ui/modal'
import { useAuthModalStore, type AuthModalTab } from '../stores/auth-modal-store'
import buttonStyles from '../../../components/ui/button.module.css'
import styles from './auth-modal.module.css'

const TAB_TITLES: Record<Exclude<AuthModalTab, 'close'>, string> = {
  login: 'Log in',
  signup: 'Create an account',
  recovery: 'Password Recovery',
  change: 'Change Password',
}

/**
 * The auth modal shell (spec §2 Auth modal). The forms arrive with the accounts issue; until then
 * a visitor learns that ordering as a guest works.
 */
export function AuthModal() {
  const tab = useAuthModalStore((state) => state.tab)
  const setTab = useAuthModalStore((state) => state.setTab)

  return (
    <Modal
      isOpen={tab !== 'close'}
      onClose={() => setTab('close')}
      title={tab === 'close' ? '' : TAB_TITLES[tab]}
    >
      <p className={styles.note}>
        Client accounts are coming soon. In the meantime you are welcome to order as a guest: add
        your treats to the cart and leave your details at checkout.
      </p>
      <button
        type="button"
        className={`${buttonStyles.dark ?? ''} ${styles.wide ?? ''}`}
        onClick={() => setTab('close')}
      >
        Continue as a guest
      </button>
    </Modal>
  )
}
