import type { MailMessage } from '../../providers/mail/mail-provider'
import { composeMail, type MailContent } from '../../providers/mail/mail-layout'

// The name is typed by the customer: a greeting never carries it, so it never reads as the shop speaking.
const GREETING = 'Hello,'

/** The recovery code e-mail (docs/product.md › Accounts): the code, its life, and what to do if it was not asked for. */
export function recoveryCodeMail(to: string, code: string, minutes: number): MailMessage {
  const content: MailContent = {
    title: 'Your password recovery code',
    paragraphs: [
      GREETING,
      `Here is the code to set a new password for your Sweet Art account. Enter it in the Password Recovery window within ${minutes} minutes:`,
    ],
    highlight: code,
    after: ['If you did not ask for it, you can ignore this e-mail: your password stays as it is.'],
  }
  // The code stays out of the subject: the back office lists the subjects of mail that did not go.
  return composeMail(to, 'Sweet Art: your password recovery code', content)
}

/** The welcome e-mail after sign-up. */
export function welcomeMail(to: string): MailMessage {
  const content: MailContent = {
    title: 'Welcome to Sweet Art',
    paragraphs: [
      GREETING,
      'We are very delighted to welcome you into the world of sweet art.',
      'Your account is ready: your orders, saved addresses and payments are all in one place, and checkout remembers your details.',
      'Whenever you have an idea for a cake, cupcakes, cake pops or glazed cookies, tell us and we will bring it to life.',
    ],
  }
  return composeMail(to, 'Welcome to Sweet Art', content)
}
