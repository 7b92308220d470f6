import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useScrollLock } from '../../lib/scroll-lock'
import { CloseIcon } from './icons'
import styles from './modal.module.css'

interface ModalProps {
  isOpen: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** `wide` suits forms with two columns; the default suits a short message or a login form. */
  size?: 'default' | 'wide'
}

/** A dialog over a dimmed page (spec §2): closes on backdrop click, Escape or its cross; locks scroll. */
export function Modal({ isOpen, onClose, title, children, size = 'default' }: ModalProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  useScrollLock(isOpen)
  // Callers pass inline handlers; re-running the focus effect for each would steal focus from fields.
  const handleEscape = useEffectEvent(() => onClose())

  useEffect(() => {
    if (!isOpen) return
    // Return focus where it was so keyboard users are not dropped at the top of the page.
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialogRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handleEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      previouslyFocused?.focus()
    }
  }, [isOpen])

  if (!isOpen) return null

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop closes, so selecting text in a field and
        // releasing outside does not throw the form away.
        if (event.target === event.currentTarget) onClose()
      }}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          <CloseIcon size={20} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  )
}
