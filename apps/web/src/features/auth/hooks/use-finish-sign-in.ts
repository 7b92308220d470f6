import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { hasBackOffice } from '../api/has-back-office'
import { useAuthModalStore } from '../stores/auth-modal-store'

/**
 * A successful login, sign-up or recovery closes the modal and opens the account; the
 * bakery's admins land in the back office instead, which is what they signed in for.
 */
export function useFinishSignIn(): () => void {
  const setTab = useAuthModalStore((state) => state.setTab)
  const navigate = useNavigate()
  return useCallback(() => {
    setTab('close')
    void hasBackOffice().then((isAdmin) =>
      navigate(isAdmin ? paths.admin.getHref() : paths.account.getHref()),
    )
  }, [setTab, navigate])
}
