import type { MailMessage } from '../../providers/mail/mail-provider'
import { composeMail, type MailContent } from '../../providers/mail/mail-layout'

/**
 * The notice sent to the old address when an account's e-mail changes: the new address, and what
 * to do if the client did not make the change, since the new address now receives recovery codes.
 */
export function emailChangedMail(
  oldEmail: string,
  firstName: string,
  newEmail: string,
  shopEmail: string,
): MailMessage {
  const content: MailContent = {
    title: 'Your e-mail address was changed',
    paragraphs: [
      `Hello ${firstName},`,
      `The e-mail address of your Sweet Art account was changed from ${oldEmail} to ${newEmail}. From now on we write to the new address, and you log in with it.`,
    ],
    after: [
      'If you made this change, there is nothing more to do.',
      `If you did not, someone knows your password: write to us at ${shopEmail} at once, and we will put the account back in your hands.`,
    ],
  }
  return composeMail(oldEmail, 'Sweet Art: your e-mail address was changed', content)
}
