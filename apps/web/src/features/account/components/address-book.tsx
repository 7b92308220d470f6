import { useState } from 'react'
import type { Address } from '@sweet-art/domain/schemas/users'
import cardStyles from '@/components/ui/card.module.css'
import { AddressForm } from './address-form'
import styles from './account-form.module.css'

interface AddressBookProps {
  addresses: Address[]
  /** The server's list after a change, to be held as the client's addresses. */
  onAddressesChange: (addresses: Address[]) => void
}

let nextDraftId = 1

/** The saved addresses of the profile (docs/product.md › Account area), each its own form, and a button to add one. */
export function AddressBook({ addresses, onAddressesChange }: AddressBookProps) {
  const [drafts, setDrafts] = useState<number[]>([])
  const dropDraft = (draft: number) => setDrafts((current) => current.filter((id) => id !== draft))

  return (
    <section className={cardStyles.card} aria-labelledby="address-book">
      <div className={styles.cardHeader}>
        <h2 id="address-book" className={styles.cardTitle}>
          Addresses
        </h2>
        <button
          type="button"
          className={styles.addButton}
          onClick={() => setDrafts((current) => [...current, nextDraftId++])}
        >
          <span aria-hidden="true">+</span> Add address
        </button>
      </div>
      {addresses.length === 0 && drafts.length === 0 && (
        <p className={styles.empty}>
          Save a delivery address here and choose it at checkout in one tap.
        </p>
      )}
      <div className={styles.addressList}>
        {addresses.map((address) => (
          <AddressForm key={address.id} address={address} onListChange={onAddressesChange} />
        ))}
        {drafts.map((draft) => (
          <AddressForm
            key={`draft-${String(draft)}`}
            onListChange={onAddressesChange}
            onCreated={(created) => {
              dropDraft(draft)
              onAddressesChange([...addresses, created])
            }}
            onDiscard={() => dropDraft(draft)}
          />
        ))}
      </div>
    </section>
  )
}
