import { Page } from '../../components/ui/page'

export function ContactsRoute() {
  return (
    <Page
      title="Contacts"
      eyebrow="Get in touch"
      lead="We answer emails from 10:00 to 18:00, Monday to Friday. Enquiries sent after 12:00 on Friday or at the weekend are answered on Monday."
    />
  )
}
