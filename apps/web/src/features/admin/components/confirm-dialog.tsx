import buttonStyles from '@/components/ui/button.module.css'
import { Modal } from '@/components/ui/modal'
import styles from './confirm-dialog.module.css'

interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  /** What the action does and why it deserves a second look. */
  description: string
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

/** A second look before a back-office action that tells a client something or cannot be undone. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onCancel} title={title} description={description}>
      <div className={styles.buttons}>
        <button type="button" className={buttonStyles.dark} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={buttonStyles.gold} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
