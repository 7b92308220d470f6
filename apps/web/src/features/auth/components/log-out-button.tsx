import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useLogoutMutation } from '../api/logout'

/** Log Out (docs/product.md › Account area; › Accounts): forgets the client and goes home. */
export function LogOutButton({ className }: { className?: string | undefined }) {
  const logout = useLogoutMutation()
  const navigate = useNavigate()
  return (
    <button
      type="button"
      className={className}
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSettled: () => void navigate(paths.home.getHref(), { replace: true }),
        })
      }
    >
      Log Out
    </button>
  )
}
