import { create } from 'zustand'

/** The auth modal's tabs (docs/product.md › Accounts); `close` hides it. */
export type AuthModalTab = 'login' | 'signup' | 'recovery' | 'change' | 'close'

interface AuthModalState {
  tab: AuthModalTab
  setTab: (tab: AuthModalTab) => void
}

export const useAuthModalStore = create<AuthModalState>()((set) => ({
  tab: 'close',
  setTab: (tab) => set({ tab }),
}))
