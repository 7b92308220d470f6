import { parseArgs } from 'node:util'
import { PASSWORD_MIN_LENGTH } from '@sweet-art/domain/constants'
import { EmailSchema } from '@sweet-art/domain/schemas/forms'
import { openConfiguredDatabase } from '../config/database'
import { readEnv } from '../config/env'
import { hashSecret } from '../lib/passwords'
import { createAdminService } from '../modules/admin/admin.service'
import { createClientAccounts } from '../modules/clients/client-accounts.service'

const USAGE = `Creates the bakery's first admin, or makes an existing account an admin.

  npm run admin:create -- --email baker@sweetart.london [--first-name Ann --last-name Baker --phone 07700900000]

A new account's password is read from ADMIN_PASSWORD (at least ${PASSWORD_MIN_LENGTH} characters).
The admin then signs in through the shop's own login. Uses DATABASE_URL or DATA_DIR like the server;
with PGlite, stop the server first (one process per data directory).`

/** What the command does, for its caller to print. */
export async function createAdmin(argv: string[], environment: NodeJS.ProcessEnv): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Sweet Art' },
      'last-name': { type: 'string', default: 'Admin' },
      phone: { type: 'string', default: '+440000000000' },
      help: { type: 'boolean', default: false },
    },
  })
  const email = EmailSchema.safeParse(values.email ?? '')
  if (values.help || !email.success) throw new Error(USAGE)
  const database = await openConfiguredDatabase(readEnv(environment))
  const accounts = createClientAccounts(database.db)
  const team = createAdminService({ db: database.db })
  try {
    const existing = await accounts.findByEmail(email.data)
    if (existing) {
      await team.grantAdminRole(existing.id)
      return `${existing.email} is now an admin.`
    }
    const password = environment.ADMIN_PASSWORD ?? ''
    if (password.length < PASSWORD_MIN_LENGTH)
      throw new Error(
        `Set ADMIN_PASSWORD (at least ${PASSWORD_MIN_LENGTH} characters) for the new admin.`,
      )
    const created = await accounts.create({
      firstName: values['first-name'],
      lastName: values['last-name'],
      email: email.data,
      phone: values.phone,
      passwordHash: await hashSecret(password),
    })
    if (!created) throw new Error(`${email.data} could not be created.`)
    await team.grantAdminRole(created.id)
    return `Admin ${created.email} created; sign in through the shop's login.`
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  createAdmin(process.argv.slice(2), process.env).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
