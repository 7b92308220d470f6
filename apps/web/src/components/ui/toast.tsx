import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { CloseIcon } from './icons'
import { useToastPlacement } from './toast-placement'
import { TOAST_MS, useToastStore, type Toast } from './toast-store'
import styles from './toast.module.css'

/**
 * Bottom-right stack of toasts: each closes on its cross, after TOAST_MS, or on route
 * change. When it would cover a form's Save or Submit there, it moves to the top of the screen.
 */
export function ToastViewport() {
  const toasts = useToastStore((state) => state.toasts)
  const dismissAll = useToastStore((state) => state.dismissAll)
  const { pathname } = useLocation()
  const stack = useRef<HTMLDivElement>(null)
  const placement = useToastPlacement(stack, toasts.length)

  useEffect(() => {
    // A message about the previous page is noise on the next one.
    dismissAll()
  }, [pathname, dismissAll])

  return (
    <div
      ref={stack}
      className={styles.viewport}
      data-edge={placement.edge}
      style={placement.edge === 'top' ? { top: placement.top, bottom: 'auto' } : undefined}
      aria-live="polite"
      aria-atomic="false"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss)

  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [toast.id, dismiss])

  return (
    <div
      className={`${styles.toast} ${styles[toast.kind] ?? ''}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.mark} aria-hidden="true" />
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => dismiss(toast.id)}
        aria-label="Close notification"
      >
        <CloseIcon size={16} />
      </button>
    </div>
  )
}
