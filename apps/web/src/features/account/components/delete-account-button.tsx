import { useState } from 'react'
import buttonStyles from '@/components/ui/button.module.css'
import { Modal } from '@/components/ui/modal'
import { useDeleteAccountMutation } from '../api/delete-account'
import styles from './account-form.module.css'

/** Delete Account and its confirmation modal (docs/product.md › Account area); success hands over to `onDeleted`. */
export function DeleteAccountButton({ onDeleted }: { onDeleted: () => void }) {
  const [isOpen, setOpen] = useState(false)
  const deleteAccount = useDeleteAccountMutation()

  return (
    <>
      <button
        type="button"
        className={`${styles.actionButton ?? ''} ${styles.danger ?? ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Delete Account
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title="Delete Account"
        description="Your profile and saved addresses will be deleted and you will be signed out. This cannot be undone."
      >
        <div className={styles.confirmButtons}>
          <button
            type="button"
            className={buttonStyles.dark}
            onClick={() => setOpen(false)}
            disabled={deleteAccount.isPending}
          >
            Keep my account
          </button>
          <button
            type="button"
            className={`${buttonStyles.base ?? ''} ${styles.dangerButton ?? ''}`}
            disabled={deleteAccount.isPending}
            onClick={() =>
              deleteAccount.mutate(undefined, {
                onSuccess: (isDeleted) => {
                  if (!isDeleted) return
                  setOpen(false)
                  onDeleted()
                },
              })
            }
          >
            {deleteAccount.isPending ? 'Deleting…' : 'Yes, delete my account'}
          </button>
        </div>
      </Modal>
    </>
  )
}
