import { useNavigate } from 'react-router'
import cardStyles from '@/components/ui/card.module.css'
import { Page } from '@/components/ui/page'
import { paths } from '@/config/paths'
import { AddressBook } from '@/features/account/components/address-book'
import { DeleteAccountButton } from '@/features/account/components/delete-account-button'
import { PersonalInformationForm } from '@/features/account/components/personal-information-form'
import { ChangePasswordButton } from '@/features/auth/components/change-password-button'
import { LogOutButton } from '@/features/auth/components/log-out-button'
import {
  useEndSession,
  useSessionUser,
  useUpdateSessionUser,
} from '@/features/auth/hooks/use-session'
import styles from './profile.module.css'

/**
 * The profile screen (docs/product.md › Account area): Personal information, the address book, and
 * the account actions. The account feature edits the client; the auth feature holds the session it
 * belongs to.
 */
export function AccountProfileRoute() {
  const user = useSessionUser()
  const updateUser = useUpdateSessionUser()
  const endSession = useEndSession()
  const navigate = useNavigate()
  // The account layout lets no visitor in; this only satisfies the type.
  if (!user) return null

  return (
    <Page title="Profile" eyebrow="Your account">
      <div className={styles.stack}>
        <section className={cardStyles.card}>
          <PersonalInformationForm user={user} onSaved={updateUser} />
        </section>
        <AddressBook
          addresses={user.addressesData}
          onAddressesChange={(addressesData) => updateUser({ addressesData })}
        />
        <section className={styles.actions} aria-label="Account actions">
          <ChangePasswordButton className={styles.action} />
          <LogOutButton className={styles.action} />
          <DeleteAccountButton
            onDeleted={() => {
              endSession()
              void navigate(paths.home.getHref(), { replace: true })
            }}
          />
        </section>
      </div>
    </Page>
  )
}
