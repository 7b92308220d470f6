import { ContactsPage } from '@/features/static-pages/components/contacts-page'

export function ContactsRoute() {
  return <ContactsPage />
}
