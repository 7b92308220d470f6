import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import type { SignedInUser } from '../api/session-user'
import { useAuthModalStore } from '../stores/auth-modal-store'

/**
 * A successful login, sign-up or recovery closes the modal and opens the account; the
 * bakery's admins land in the back office instead, which is what they signed in for.
 */
export function useFinishSignIn(): (user: Pick<SignedInUser, 'isStaff'>) => void {
  const setTab = useAuthModalStore((state) => state.setTab)
  const navigate = useNavigate()
  return useCallback(
    (user) => {
      setTab('close')
      void navigate(user.isStaff ? paths.admin.getHref() : paths.account.getHref())
    },
    [setTab, navigate],
  )
}
