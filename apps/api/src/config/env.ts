import { isIP } from 'node:net'
import { z } from 'zod'

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

// proxy-addr's names for whole ranges, accepted in a TRUST_PROXY list as Fastify accepts them.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * Which proxies may name the client's address in `X-Forwarded-For`: none (the default, the
 * socket's peer is the client), a hop count (1: the proxy in front; the right-most entry it adds
 * is the client), or the proxies' own addresses and CIDRs. Trusting every sender would let any
 * client write its own address and dodge every per-IP limit, so `true` is refused.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false') return false
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every(isProxyAddress)) return entries
    context.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY is the number of proxies in front (e.g. 1) or their addresses, comma-separated (e.g. 10.0.0.5,10.1.0.0/16)',
    })
    return z.NEVER
  })

/** Every setting of the API, read once from the environment. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  /** Redis, e.g. redis://redis:6379/0; with it sessions, rate limits, checkout locks and cache invalidation are shared by every instance. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL is a redis:// or rediss:// URL' })
    .optional(),
  /** Prefix of the shop's Redis keys and channels, so several shops or environments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('sweet-art:'),
  API_PREFIX: z
    .string()
    .regex(/^\/[a-z0-9/_-]*[a-z0-9]$/i, 'API_PREFIX starts with / and does not end with /')
    .default('/api'),
  /** The shop's public origin, e.g. https://sweetart.london; without it the request's own host is used. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** The proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; none by default. */
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per network (an IPv4 address or an IPv6 /64) to the auth routes (docs/product.md › Accounts). */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  /** Password checks per account per 15 minutes for browsers that never signed in to it, half of them from one network; each browser that did has as many of its own (docs/product.md › Accounts). */
  LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Calls per minute per network, and per signed-in client, that reach the maps provider (each costs money when Google answers). */
  MAPS_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(120),
  /** Orders per hour from one network (an IPv4 address or an IPv6 /64), signed in or not: checkout sends mail, so it must not be a way to flood anyone's inbox or the baker's board. */
  ORDER_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Orders per hour for one signed-in client, and for one guest mailbox however its address is written (docs/product.md › Limits on ordering). */
  ORDER_LIMIT_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Days a session lives without use; every use pushes the end forward (sliding expiry). */
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** SMTP server for the shop's e-mail, e.g. smtps://user:pass@smtp.example.com:465; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL is an smtp:// or smtps:// URL' })
    .optional(),
  /** The sender of the shop's e-mail. */
  MAIL_FROM: z.string().min(3).default('Sweet Art <hello@sweetart.london>'),
  /** Where the bakery receives a notice of every new order. */
  SHOP_EMAIL: z.email().default('hello@sweetart.london'),
  /** Whether this instance sends the mail the shop owes; false for one that only serves while others send (decision 030). */
  SEND_MAIL: booleanFlag.default(true),
  /** Where customers collect their orders; the collection e-mails quote it, as the Contacts page promises. */
  COLLECTION_ADDRESS: z.string().trim().min(5).default('Sweet Art kitchen, Barking, East London'),
  /** Signs the links e-mails carry to an order, so guests open it without an account, and the browsers' device cookies; every instance needs the same one. Without it the server keeps one in DATA_DIR. */
  ORDER_LINK_SECRET: z.string().min(32, 'ORDER_LINK_SECRET has at least 32 characters').optional(),
  /** Google Maps Platform key (Places API (New), Routes API), used by the server only; without it the offline gazetteer answers. */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** The account customers pay into by bank transfer, shown on the thank-you modal, the e-mail and the transaction. */
  BANK_ACCOUNT_NAME: z.string().min(1).default('Sweet Art Bakery Ltd'),
  BANK_SORT_CODE: z
    .string()
    .regex(/^\d{2}-\d{2}-\d{2}$/, 'BANK_SORT_CODE looks like 12-34-56')
    .default('04-00-75'),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{8}$/, 'BANK_ACCOUNT_NUMBER has 8 digits')
    .default('10293847'),
  /** GoCardless access token; with it payments go to GoCardless, without it to the offline sandbox. */
  GOCARDLESS_ACCESS_TOKEN: z.string().min(1).optional(),
  /** Lets a shop with an https `PUBLIC_ORIGIN` take test payments, where no money moves, without GoCardless. */
  SANDBOX_PAYMENTS: booleanFlag.default(false),
  /** Which GoCardless environment the token belongs to. */
  GOCARDLESS_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  /** The secret of the shop's GoCardless webhook endpoint, which signs every webhook. */
  GOCARDLESS_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The bucket for customers' photos; with it images go to S3-compatible storage, without it to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The bucket's region; S3-compatible services usually accept any. */
  S3_REGION: z.string().min(1).default('eu-west-2'),
  /** An S3-compatible service's URL, e.g. http://minio:9000; without it, AWS S3. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT is an http(s):// URL' })
    .optional(),
  /** Both or neither; without them the AWS SDK's own chain (instance role, AWS_* variables) signs. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket in the URL's path rather than its host name, as most self-hosted services need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Seeds the catalogue into an empty database at start. */
  SEED_CATALOGUE: booleanFlag.default(true),
  /** The instant the shop's clock shows at start, moving on from there: the journeys run the shop on a day of their choosing. Refused in production. */
  TEST_NOW: z.iso
    .datetime({ offset: true, error: 'TEST_NOW is an ISO 8601 instant, e.g. 2027-03-27T10:00:00Z' })
    .optional(),
  /** False only to measure what the checkout's e-mails cost (the checkout bench): orders then owe none. Refused in production. */
  CHECKOUT_MAIL: booleanFlag.default(true),
})

// A shop whose clock is not the world's would refuse real customers' dates and expire their
// sessions at the wrong time, so the test clock is refused where NODE_ENV says production.
const EnvOfThisRun = EnvSchema.superRefine((env, context) => {
  if (env.TEST_NOW !== undefined && env.NODE_ENV === 'production')
    context.addIssue({
      code: 'custom',
      path: ['TEST_NOW'],
      message: 'TEST_NOW is for tests: set NODE_ENV to test or development, or leave TEST_NOW out',
    })
  // Customers of a real shop are told their order's e-mail is on its way.
  if (!env.CHECKOUT_MAIL && env.NODE_ENV === 'production')
    context.addIssue({
      code: 'custom',
      path: ['CHECKOUT_MAIL'],
      message: 'CHECKOUT_MAIL=false is for measuring: set NODE_ENV to test, or leave it out',
    })
})

/** The API's settings after parsing. */
export type Env = z.infer<typeof EnvSchema>

/** Parses the environment, or throws one readable line per wrong setting. */
export function readEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvOfThisRun.safeParse(source)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment: ${lines.join('; ')}`)
}
