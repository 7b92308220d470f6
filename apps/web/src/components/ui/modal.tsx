import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useScrollLock } from '@/lib/scroll-lock'
import { CloseIcon } from './icons'
import styles from './modal.module.css'

interface ModalProps {
  isOpen: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** `wide` suits forms with two columns; the default suits a short message or a login form. */
  size?: 'default' | 'wide'
  /** A line under the title that screen readers announce with it. */
  description?: ReactNode
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

// Open dialogs, innermost last: only the top one answers Escape and keeps Tab inside it.
const openDialogs: symbol[] = []

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [hidden]'),
  )
}

/**
 * A modal dialog over a dimmed page (docs/product.md › Header, footer and navigation):
 * `role="dialog"`, `aria-modal`, named by its title; Tab stays inside it; Escape, the cross or a
 * backdrop press closes it; page scroll is locked; focus goes back to whatever opened it.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  size = 'default',
  description,
}: ModalProps) {
  const titleId = useId()
  const descriptionId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  useScrollLock(isOpen)
  // Callers pass inline handlers; re-running the focus effect for each would steal focus from fields.
  const handleEscape = useEffectEvent(() => onClose())

  useEffect(() => {
    if (!isOpen) return
    const token = Symbol('dialog')
    openDialogs.push(token)
    const isTopmost = () => openDialogs.at(-1) === token
    // Return focus where it was so keyboard users are not dropped at the top of the page.
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost() || !dialog) return
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        handleEscape()
        return
      }
      if (event.key !== 'Tab') return
      const focusable = focusableIn(dialog)
      const first = focusable[0]
      const last = focusable.at(-1)
      if (!first || !last) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const active = document.activeElement
      const isOutside = !dialog.contains(active)
      if (event.shiftKey && (active === first || active === dialog || isOutside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || isOutside)) {
        event.preventDefault()
        first.focus()
      }
    }
    // Focus that leaves by other means (a click on a toast, a screen reader jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopmost() || !dialog) return
      const target = event.target
      if (target instanceof Node && !dialog.contains(target) && !isInToast(target)) dialog.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      openDialogs.splice(openDialogs.indexOf(token), 1)
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [isOpen])

  useEffect(() => {
    // A new title is a new step (e.g. Log in → Password Recovery): the control that led there is
    // gone, so announce the step by focusing the dialog rather than leaving focus on the page.
    if (!isOpen) return
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()
  }, [isOpen, title])

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
        className={`${styles.dialog ?? ''} ${size === 'wide' ? (styles.wide ?? '') : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          <CloseIcon size={20} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  )
}

// Toasts sit above modals and may be dismissed while one is open; focus there is fine.
function isInToast(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement
  return element?.closest('[role="alert"], [role="status"]') != null
}
