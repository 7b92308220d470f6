import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { AppError } from '@sweet-art/domain/errors'
import type { Env } from '../config/env'
import type { MailProvider, ProviderLog } from './mail/mail-provider'
import { createOutboxMailProvider } from './mail/outbox-mail-provider'
import { createSmtpMailProvider } from './mail/smtp-mail-provider'
import type { MapsProvider } from './maps/maps-provider'
import { createGoogleMapsProvider } from './maps/google-maps-provider'
import { createOfflineMapsProvider } from './maps/offline-maps-provider'
import { createGoCardlessClient } from './payments/gocardless-client'
import { createGoCardlessPaymentProvider } from './payments/gocardless-payment-provider'
import type { PaymentProvider } from './payments/payment-provider'
import { createSandboxPaymentProvider } from './payments/sandbox-payment-provider'
import { createFolderImageStorage } from './storage/folder-image-storage'
import type { ImageStorage } from './storage/image-storage'
import { createS3ImageStorage } from './storage/s3-image-storage'

/** The external services the API talks to, each behind one interface (docs/product.md › Outside services). */
export interface Providers {
  mail: MailProvider
  maps: MapsProvider
  payments: PaymentProvider
  storage: ImageStorage
}

/**
 * Refuses a public shop (an https `PUBLIC_ORIGIN`) that would take its payments in the offline
 * sandbox, where customers "pay" and no money moves, unless `SANDBOX_PAYMENTS` asks for exactly
 * that. A laptop's `npm start` (no origin, or http) keeps the sandbox by default.
 */
export function assertRealPaymentsWhenPublic(
  env: Pick<Env, 'PUBLIC_ORIGIN' | 'GOCARDLESS_ACCESS_TOKEN' | 'SANDBOX_PAYMENTS'>,
): void {
  const isPublic =
    env.PUBLIC_ORIGIN !== undefined && new URL(env.PUBLIC_ORIGIN).protocol === 'https:'
  if (!isPublic || env.GOCARDLESS_ACCESS_TOKEN || env.SANDBOX_PAYMENTS) return
  throw new Error(
    `PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN ?? ''} but no payment provider is configured, so customers would pay on the sandbox page and no money would move: set GOCARDLESS_ACCESS_TOKEN (with GOCARDLESS_WEBHOOK_SECRET), or SANDBOX_PAYMENTS=true to take test payments on purpose`,
  )
}

/** Why a shop reached over https takes no request while its payments would go to the sandbox. */
export const SANDBOX_OVER_HTTPS_REFUSAL =
  'This shop is not ready to take orders yet. Please try again later.'

/**
 * The same refusal for a shop whose https comes from its proxy (`X-Forwarded-Proto: https` from a
 * trusted proxy) while `PUBLIC_ORIGIN` says http: customers would "pay" on the sandbox page and no
 * money would move. Such a shop answers every request 503 and logs what to set, once; a laptop's
 * plain http, or a shop that means it (`SANDBOX_PAYMENTS=true`), is not refused.
 */
export function refuseSandboxOverHttps(
  app: FastifyInstance,
  payments: Pick<PaymentProvider, 'method'>,
  env: Pick<Env, 'SANDBOX_PAYMENTS'>,
): void {
  if (payments.method !== 'sandbox' || env.SANDBOX_PAYMENTS) return
  let isLogged = false
  app.addHook('onRequest', async (request) => {
    if (request.protocol !== 'https') return
    if (!isLogged) {
      isLogged = true
      request.log.error(
        'A request came over https, but payments go to the offline sandbox where no money moves: set PUBLIC_ORIGIN to the https address and GOCARDLESS_ACCESS_TOKEN (with GOCARDLESS_WEBHOOK_SECRET), or SANDBOX_PAYMENTS=true to take test payments on purpose',
      )
    }
    throw new AppError('UNAVAILABLE', SANDBOX_OVER_HTTPS_REFUSAL)
  })
}

/** Chooses each provider from configuration alone: a setting present means the production service. */
export function createProviders(
  env: Pick<
    Env,
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'GOOGLE_MAPS_API_KEY'
    | 'DATA_DIR'
    | 'GOCARDLESS_ACCESS_TOKEN'
    | 'GOCARDLESS_ENVIRONMENT'
    | 'GOCARDLESS_WEBHOOK_SECRET'
    | 'PUBLIC_ORIGIN'
    | S3Setting
  >,
  paths: { mapsData: string },
  log: ProviderLog,
): Providers {
  const mail = env.SMTP_URL
    ? createSmtpMailProvider({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMailProvider({ dir: join(env.DATA_DIR, 'outbox'), from: env.MAIL_FROM, log })
  const maps = env.GOOGLE_MAPS_API_KEY
    ? createGoogleMapsProvider({ apiKey: env.GOOGLE_MAPS_API_KEY })
    : createOfflineMapsProvider({ dataDir: paths.mapsData })
  const payments = env.GOCARDLESS_ACCESS_TOKEN
    ? createGoCardlessFromEnv({ ...env, GOCARDLESS_ACCESS_TOKEN: env.GOCARDLESS_ACCESS_TOKEN }, log)
    : createSandboxPaymentProvider()
  const storage = env.S3_BUCKET
    ? createS3StorageFromEnv({ ...env, S3_BUCKET: env.S3_BUCKET })
    : createFolderImageStorage({ dir: join(env.DATA_DIR, 'uploads') })
  return { mail, maps, payments, storage }
}

type S3Setting =
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'

function createS3StorageFromEnv(env: Pick<Env, S3Setting> & { S3_BUCKET: string }): ImageStorage {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  // Half a key pair would silently fall back to whatever AWS_* credentials the machine has.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither')
  return createS3ImageStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  })
}

function createGoCardlessFromEnv(
  env: Pick<Env, 'GOCARDLESS_ENVIRONMENT' | 'GOCARDLESS_WEBHOOK_SECRET' | 'PUBLIC_ORIGIN'> & {
    GOCARDLESS_ACCESS_TOKEN: string
  },
  log: ProviderLog,
): PaymentProvider {
  // Without these the customer could not come back, and webhooks could not be trusted.
  if (!env.GOCARDLESS_WEBHOOK_SECRET || !env.PUBLIC_ORIGIN)
    throw new Error('GoCardless needs GOCARDLESS_WEBHOOK_SECRET and PUBLIC_ORIGIN as well')
  const settings = {
    accessToken: env.GOCARDLESS_ACCESS_TOKEN,
    environment: env.GOCARDLESS_ENVIRONMENT,
  }
  return createGoCardlessPaymentProvider({
    api: createGoCardlessClient(settings),
    ...settings,
    webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET,
    publicOrigin: env.PUBLIC_ORIGIN,
    log,
  })
}
