import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useAuthModalStore } from '../stores/auth-modal-store'

/** Spec §4: a successful login, sign-up or recovery closes the modal and opens the account. */
export function useFinishSignIn(): () => void {
  const setTab = useAuthModalStore((state) => state.setTab)
  const navigate = useNavigate()
  return useCallback(() => {
    setTab('close')
    void navigate(paths.account.getHref())
  }, [setTab, navigate])
}
