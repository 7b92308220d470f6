import type { Database } from '@sweet-art/db/database'
import { AppError } from '@sweet-art/domain/errors'
import type { UnsentMail } from '@sweet-art/domain/schemas/admin-mail'
import { isUuid } from '../../lib/ownership'
import type { MailOutbox, UnsentMailRow } from '../../providers/mail/mail-outbox'
import { writeAudit } from './admin.repository'

const NOT_IN_OUTBOX = "This e-mail is not in the shop's outbox."
const GONE_ALREADY = 'This e-mail has gone already.'
const CODE_EXPIRED =
  'This e-mail held a recovery code that has expired, so it is not sent again: the client can ask for a new one.'

/**
 * The e-mail that has not gone (docs/product.md › The back office): the baker sees each failed or
 * late message with the mail server's answer, and sends one again. The messages are the outbox's:
 * it owns its table and its queries, so this service asks it rather than keep a repository of its own.
 */
export interface AdminMailService {
  listUnsent: () => Promise<UnsentMail[]>
  /** Owes a failed or late message again, due now, with its three days counted afresh. */
  resend: (adminId: string, mailId: string) => Promise<void>
}

/** An unsent message as the back office's API answers it. */
function toUnsentMailAnswer(row: UnsentMailRow): UnsentMail {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    state: row.state,
    tries: row.attempts,
    reason: row.lastError,
    writtenAt: row.createdAt.toISOString(),
    nextTryAt: row.nextAttemptAt?.toISOString() ?? null,
    orderId: row.orderId,
  }
}

/** Builds the back office's e-mail page over the database and the outbox. */
export function createAdminMailService(deps: {
  db: Database
  mail: Pick<MailOutbox, 'unsent' | 'resend'>
}): AdminMailService {
  const { db, mail } = deps
  return {
    listUnsent: async () => (await mail.unsent()).map(toUnsentMailAnswer),

    async resend(adminId, mailId) {
      if (!isUuid(mailId)) throw new AppError('NOT_FOUND', NOT_IN_OUTBOX)
      const outcome = await db.transaction(async (tx) => {
        const resent = await mail.resend(tx, mailId)
        if (resent.kind === 'owedAgain')
          await writeAudit(tx, {
            adminId,
            action: 'mail.resend',
            entity: 'mail',
            entityId: mailId,
            before: resent.before,
            after: { status: 'pending', attempts: 0 },
          })
        return resent.kind
      })
      if (outcome === 'notFound') throw new AppError('NOT_FOUND', NOT_IN_OUTBOX)
      if (outcome === 'sent') throw new AppError('CONFLICT', GONE_ALREADY)
      if (outcome === 'expired') throw new AppError('CONFLICT', CODE_EXPIRED)
    },
  }
}
