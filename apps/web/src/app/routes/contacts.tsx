import { useLeadTimeWords } from '@/features/catalog/hooks/use-lead-time-words'
import { ContactsPage } from '@/features/static-pages/components/contacts-page'

export function ContactsRoute() {
  return <ContactsPage leadTimes={useLeadTimeWords()?.shop} />
}
