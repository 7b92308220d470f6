import { create } from 'zustand'

/** How a toast is coloured: errors use the shop's error colour. */
export type ToastKind = 'error' | 'success' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  message: string
}

interface ToastState {
  toasts: Toast[]
  show: (message: string, kind?: ToastKind) => void
  dismiss: (id: number) => void
  dismissAll: () => void
}

/** How long a toast stays before it hides by itself (docs/product.md › Header, footer and navigation). */
export const TOAST_MS = 5_000

// More than a few stacked toasts would hide the page they are about; the oldest go first.
const MAX_VISIBLE_TOASTS = 3

let nextToastId = 1

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (message, kind = 'info') => {
    const toast: Toast = { id: nextToastId++, kind, message }
    set((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_VISIBLE_TOASTS) }))
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  dismissAll: () => set({ toasts: [] }),
}))

/** Shows a toast from anywhere, including outside React (e.g. the query cache's error hook). */
export function showToast(message: string, kind: ToastKind = 'info'): void {
  useToastStore.getState().show(message, kind)
}
