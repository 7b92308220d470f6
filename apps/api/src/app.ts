import { randomBytes } from 'node:crypto'
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import multipart from '@fastify/multipart'
import { MAX_ORDER_IMAGE_BYTES, MAX_ORDER_IMAGES } from '@sweet-art/domain/constants'
import { orderLinkHref } from '@sweet-art/domain/app-paths'
import type { OpenDatabase } from '@sweet-art/db/database'
import { EnvSchema, type Env } from './config/env'
import { PROJECT_PATHS } from './config/paths'
import { localLinksWarning } from './config/public-origin'
import { clientNetworkOf } from './lib/client-network'
import { systemClock, type Clock } from './lib/clock'
import { redactUrl } from './lib/redact-url'
import { registerAccess } from './plugins/access'
import { registerErrorHandler } from './plugins/error-handler'
import { registerGracefulClose } from './plugins/graceful-close'
import { registerRequestIdHeader, requestIdFor } from './plugins/request-id'
import { registerRouteSchemas, zodRoutes } from './plugins/route-schemas'
import { createRateLimiter } from './plugins/rate-limit'
import { currentRequestScope, registerRequestScope } from './plugins/request-scope'
import { registerSecurity } from './plugins/security'
import { registerSessions } from './plugins/session'
import { registerStaticFiles } from './plugins/static-files'
import { registerStorefrontPages } from './plugins/storefront-pages'
import { createProviders, refuseSandboxOverHttps, type Providers } from './providers/providers'
import { createMeteredMapsProvider } from './providers/maps/metered-maps-provider'
import { createDatabaseSharedState } from './providers/shared-state/database-shared-state'
import { createRedisSharedState } from './providers/shared-state/redis-shared-state'
import { createMailOutbox, type MailOutbox } from './providers/mail/mail-outbox'
import { createCatalogCache, type CatalogCache } from './modules/catalog/catalog.service'
import { registerCatalogRoutes } from './modules/catalog/catalog.routes'
import { createOptionsCache, type OptionsCache } from './modules/options/options.service'
import { registerOptionsRoutes } from './modules/options/options.routes'
import { registerHealthRoutes } from './modules/health/health.routes'
import { createAuthRules, createAuthService } from './modules/auth/auth.service'
import { registerAuthRoutes } from './modules/auth/auth.routes'
import { createClientsService } from './modules/clients/clients.service'
import { createClientAccounts } from './modules/clients/client-accounts.service'
import { registerClientRoutes } from './modules/clients/clients.routes'
import { createAddressesService } from './modules/addresses/addresses.service'
import { registerAddressRoutes } from './modules/addresses/addresses.routes'
import { createMapsService } from './modules/maps/maps.service'
import { registerMapsRoutes } from './modules/maps/maps.routes'
import { createOrderRules } from './modules/orders/orders.limits'
import { createOrdersService } from './modules/orders/orders.service'
import { registerOrderRoutes } from './modules/orders/orders.routes'
import { registerOrderLinkRoutes } from './modules/orders/order-link.routes'
import { createOrderLinkService } from './modules/orders/order-link.service'
import type { OrderMailFacts } from './modules/orders/orders.mails'
import { createOrderLinks } from './lib/order-link'
import { createPaymentWebhookHandler } from './modules/payments/payment-events'
import { createPayLinkService } from './modules/payments/pay-link'
import { createPaymentsService } from './modules/payments/payments.service'
import {
  registerPaymentRoutes,
  registerPaymentWebhookRoutes,
  registerSandboxPaymentRoutes,
} from './modules/payments/payments.routes'
import { isSandboxPaymentProvider } from './providers/payments/sandbox-payment-provider'
import { createIdempotencyStore } from './lib/idempotency'
import { lockCheckoutsByKey } from './modules/orders/checkout-lock'
import { createAdminService } from './modules/admin/admin.service'
import { createAdminOrdersService } from './modules/admin/admin-orders.service'
import { registerAdminRoutes } from './modules/admin/admin.routes'
import { createAdminCatalogueService } from './modules/admin/admin-catalog.service'
import { createAdminOptionsService } from './modules/admin/admin-options.service'
import { createAdminCalendarService } from './modules/admin/admin-calendar.service'
import { createAdminCapacityService } from './modules/admin/admin-capacity.service'
import { createAdminMailService } from './modules/admin/admin-mail.service'
import {
  createAdminHoldsService,
  type AdminHoldsService,
} from './modules/admin/admin-holds.service'
import { HOLD_RELEASE_EVERY_MS, startHoldRelease } from './modules/admin/hold-release'
import { createCapacityService } from './modules/capacity/capacity.service'
import { registerCapacityRoutes } from './modules/capacity/capacity.routes'
import { registerCalendarFeedRoute } from './modules/admin/admin-calendar.routes'
import { registerCatalogPhotoRoutes } from './modules/catalog/catalog-photos.routes'
import { createAdminClientsService } from './modules/admin/admin-clients.service'
import { createAdminPaymentsService } from './modules/admin/admin-payments.service'
import { createOrderImagesService } from './modules/uploads/uploads.service'
import { registerUploadRoutes } from './modules/uploads/uploads.routes'
import { registerApiDocs } from './modules/docs/docs.routes'
import { SERVER_TIMEOUTS, type ServerTimeouts } from './config/server-timeouts'

/** JSON bodies above this are refused with 413; uploads have their own limit. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024
const DAY_MS = 24 * 60 * 60_000

export interface AppDeps {
  /** The settings; any left out take the env schema's defaults. */
  env: Pick<Env, 'API_PREFIX' | 'PUBLIC_ORIGIN' | 'LOG_LEVEL'> & Partial<Env>
  database: OpenDatabase
  paths: { catalogImages: string; webDist: string | null; mapsData?: string }
  /** Providers to use instead of the configured ones (tests). */
  providers?: Partial<Providers>
  /** The time source of expiries and rate-limit windows (tests move it). */
  clock?: Clock
  /** How long the server waits on slow clients, instead of the shop's own (tests shorten them). */
  timeouts?: ServerTimeouts
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write: (line: string) => void }
  /**
   * How often unpaid holds that ended are released (every minute by default); `byHand` leaves it
   * to `app.unpaidHolds.releaseEnded()`, for tests that move the clock themselves.
   */
  holdRelease?: { everyMs: number } | 'byHand'
}

function withDefaults(env: AppDeps['env']): Env {
  return { ...EnvSchema.parse({}), ...env }
}

/**
 * Fastify's form of `TRUST_PROXY`. A hop count becomes proxy-addr's own rule (the socket's peer and
 * the next hops - 1 entries are proxies), as Fastify now refuses a bare number.
 */
function trustedProxies(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting
  return (_address: string, hop: number) => hop < setting
}

/** Builds the whole shop's HTTP app without listening, so tests drive it with `inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, paths } = deps
  const env = withDefaults(deps.env)
  const clock = deps.clock ?? systemClock
  const timeouts = deps.timeouts ?? SERVER_TIMEOUTS
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      // A logged request names its URL with every secret in it replaced: calendar feed
      // addresses and signed order links open orders to whoever reads them.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: clientNetworkOf(request),
        }),
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // A request that arrives on a kept-alive connection while closing is still served (with
    // Connection: close) rather than refused: a proxy does not retry a refused POST elsewhere.
    return503OnClosing: false,
  })

  registerErrorHandler(app)
  // The requests on a lost connection answer 503 and the pool opens new ones; one line tells why.
  const stopLoggingLostConnections = database.onConnectionLost((error) => {
    app.log.error({ err: error }, 'a database connection was lost')
  })
  registerRouteSchemas(app)
  registerRequestIdHeader(app)
  registerGracefulClose(app)
  registerRequestScope(app)
  await registerSecurity(app, {
    apiPrefix: env.API_PREFIX,
    publicOrigin: env.PUBLIC_ORIGIN,
    webhooksPath: `${env.API_PREFIX}/payments/webhooks/`,
  })
  registerApiDocs(app, { apiPrefix: env.API_PREFIX })

  const configured =
    deps.providers?.mail && deps.providers.maps && deps.providers.payments && deps.providers.storage
      ? null
      : createProviders(env, { mapsData: paths.mapsData ?? PROJECT_PATHS.mapsData }, app.log)
  const mailProvider = deps.providers?.mail ?? configured?.mail
  const unmeteredMaps = deps.providers?.maps ?? configured?.maps
  const paymentProvider = deps.providers?.payments ?? configured?.payments
  const imageStorage = deps.providers?.storage ?? configured?.storage
  if (!mailProvider || !unmeteredMaps || !paymentProvider || !imageStorage)
    throw new Error('providers are missing')
  refuseSandboxOverHttps(app, paymentProvider, env)
  // A go-live with the wrong token, environment or account refuses to start, rather than failing
  // the first customer's checkout (docs/deploy.md › Going live with GoCardless).
  const paymentAccount = await paymentProvider.checkAccount()
  if ('warning' in paymentAccount) app.log.warn(paymentAccount.warning)
  else app.log.info(paymentAccount.ready)
  app.log.info(
    {
      mail: mailProvider.name,
      maps: unmeteredMaps.name,
      payments: paymentProvider.name,
      storage: imageStorage.name,
    },
    'providers chosen',
  )
  const mailOutbox = createMailOutbox({
    db: database.db,
    provider: mailProvider,
    clock,
    log: app.log,
    messageIdDomain: env.SHOP_EMAIL.split('@')[1] ?? 'sweetart.london',
    isSending: env.SEND_MAIL,
  })
  if (!env.ORDER_LINK_SECRET)
    app.log.warn(
      'ORDER_LINK_SECRET is not set: e-mailed order links and device cookies work until this process stops',
    )
  // Signs the order links and the device cookies, each under a purpose of its own.
  const signingSecret = env.ORDER_LINK_SECRET ?? randomBytes(32).toString('hex')
  const orderLinks = createOrderLinks({ secret: signingSecret, clock })
  // E-mails are read outside the shop, so their links need an absolute address.
  const shopOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`
  const linksWarning = localLinksWarning(env, shopOrigin)
  if (linksWarning !== null) app.log.warn(linksWarning)
  const bankAccount = {
    accountName: env.BANK_ACCOUNT_NAME,
    sortCode: env.BANK_SORT_CODE,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
  }
  const mailFacts: OrderMailFacts = {
    orderPageUrl: (orderId) => new URL(orderLinkHref(orderLinks.sign(orderId)), shopOrigin).href,
    boardUrl: (number) => new URL(`/admin/orders?q=${encodeURIComponent(number)}`, shopOrigin).href,
    collectionAddress: env.COLLECTION_ADDRESS,
    bankAccount,
  }

  // Chosen once: Redis when several instances share the shop, else the database and this process.
  const sharedState = env.REDIS_URL
    ? await createRedisSharedState({
        url: env.REDIS_URL,
        prefix: env.REDIS_KEY_PREFIX,
        log: app.log,
      })
    : createDatabaseSharedState(database.db)
  app.log.info({ sharedState: sharedState.name }, 'shared state chosen')

  const catalog = createCatalogCache(database.db, sharedState.invalidation)
  const options = createOptionsCache(database.db, sharedState.invalidation)
  app.decorate('catalog', catalog)
  app.decorate('appOptions', options)
  app.decorate('mailOutbox', mailOutbox)
  // Loaded before the first request, so the storefront is served from memory even if the
  // database goes away before anyone has asked for it; a failure here is retried on first use.
  app.addHook('onReady', async () => {
    await Promise.all([catalog.get(), options.get()]).catch((error: unknown) => {
      app.log.warn({ err: error }, 'catalogue and options will load on first use')
    })
  })

  const sessions = await registerSessions(app, {
    store: sharedState.sessions,
    clock,
    ttlMs: env.SESSION_TTL_DAYS * DAY_MS,
    cookiePath: env.API_PREFIX,
    deviceSecret: signingSecret,
  })
  const limiter = createRateLimiter(sharedState.rateLimits, clock)
  const mapsProvider = createMeteredMapsProvider({
    provider: unmeteredMaps,
    limiter,
    perMinute: env.MAPS_RATE_LIMIT_PER_IP,
    callerOf: () => {
      const scope = currentRequestScope()
      if (!scope) return undefined
      const { request, reply } = scope
      return {
        network: clientNetworkOf(request),
        clientId: () => sessions.currentClientId(request, reply),
      }
    },
  })
  const accounts = createClientAccounts(database.db)
  const auth = createAuthService({
    db: database.db,
    clock,
    limiter,
    mail: mailOutbox,
    sessions: sharedState.sessions,
    accounts,
    rules: createAuthRules({
      authRateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      loginAttemptsPerAccount: env.LOGIN_ATTEMPTS_PER_ACCOUNT,
    }),
  })
  const addresses = createAddressesService({ db: database.db, maps: mapsProvider, options, clock })
  const maps = createMapsService({ maps: mapsProvider, options })
  const capacity = createCapacityService({
    db: database.db,
    bus: sharedState.invalidation,
    clock,
    sections: async () => (await catalog.get()).sections,
    options: () => options.get(),
  })
  const orders = lockCheckoutsByKey(
    createOrdersService({
      db: database.db,
      sections: async () => (await catalog.get()).sections,
      options: () => options.get(),
      maps: mapsProvider,
      payments: paymentProvider,
      idempotency: createIdempotencyStore(database.db),
      clock,
      mail: env.CHECKOUT_MAIL ? mailOutbox : { oweAll: () => Promise.resolve() },
      limiter,
      orderRules: createOrderRules({
        perIpPerHour: env.ORDER_LIMIT_PER_IP_PER_HOUR,
        perEmailPerHour: env.ORDER_LIMIT_PER_EMAIL_PER_HOUR,
      }),
      shopEmail: env.SHOP_EMAIL,
      bankAccount,
      mailFacts,
      accounts,
      addresses,
      capacity,
    }),
    sharedState.locks,
  )
  const clients = createClientsService({
    db: database.db,
    clock,
    mail: mailOutbox,
    shopEmail: env.SHOP_EMAIL,
    checkPassword: auth.checkPassword,
    addresses,
    orders,
  })
  const payments = createPaymentsService({ db: database.db, orders })
  const team = createAdminService({ db: database.db })
  const access = registerAccess(app, { sessions, isAdmin: team.isAdmin })
  const payLinks = createPayLinkService({
    db: database.db,
    provider: paymentProvider,
    clock,
    orders,
  })
  const handlePaymentWebhook = createPaymentWebhookHandler({
    db: database.db,
    provider: paymentProvider,
    clock,
    mail: mailOutbox,
    mailFacts,
    shopEmail: env.SHOP_EMAIL,
    orders,
    options: () => options.get(),
  })

  const unpaidHolds = createAdminHoldsService({
    db: database.db,
    clock,
    mail: mailOutbox,
    orders,
    mailFacts,
    capacity,
    payments: paymentProvider,
  })
  app.decorate('unpaidHolds', unpaidHolds)
  const holdRelease =
    deps.holdRelease === 'byHand'
      ? null
      : startHoldRelease(unpaidHolds.releaseEnded, {
          everyMs: deps.holdRelease?.everyMs ?? HOLD_RELEASE_EVERY_MS,
          log: app.log,
        })

  app.addHook('onClose', async () => {
    stopLoggingLostConnections()
    await holdRelease?.stop()
    // What waits stays in the database for the next start or another instance.
    await mailOutbox.close()
    if (!deps.providers?.mail) await mailProvider.close()
    await sharedState.close()
  })

  await app.register(
    async (instance) => {
      const api = zodRoutes(instance)
      // First, so every scope below inherits it; only the upload routes read multipart forms, and
      // any other route finds no body in one.
      await api.register(multipart, {
        limits: { fileSize: MAX_ORDER_IMAGE_BYTES, files: MAX_ORDER_IMAGES, fields: 10, parts: 40 },
      })
      registerHealthRoutes(api, { database: database.ping, sharedState: sharedState.ping })
      registerCatalogRoutes(api, catalog)
      registerCatalogPhotoRoutes(api, imageStorage)
      registerOptionsRoutes(api, options)
      registerAuthRoutes(api, { apiPrefix: env.API_PREFIX, access, auth, clients, sessions })
      registerClientRoutes(api, { access, clients, sessions, clock })
      registerAddressRoutes(api, { access, addresses })
      registerMapsRoutes(api, { apiPrefix: env.API_PREFIX, maps })
      registerOrderRoutes(api, { access, orders })
      registerCapacityRoutes(api, capacity)
      registerOrderLinkRoutes(
        api,
        createOrderLinkService({
          orders,
          payments,
          links: orderLinks,
          payLinks,
          paymentMethod: paymentProvider.method,
          collectionAddress: env.COLLECTION_ADDRESS,
        }),
      )
      const calendar = createAdminCalendarService({
        db: database.db,
        clock,
        orders,
        feedUrl: (token) =>
          new URL(`${env.API_PREFIX}/calendar/${token}/orders.ics`, shopOrigin).href,
        facts: mailFacts,
      })
      registerCalendarFeedRoute(api, calendar)
      registerAdminRoutes(api, {
        access,
        services: {
          team,
          orders: createAdminOrdersService({
            db: database.db,
            clock,
            mail: mailOutbox,
            payments: paymentProvider,
            orders,
            mailFacts,
            capacity,
            options: () => options.get(),
          }),
          holds: unpaidHolds,
          payments: createAdminPaymentsService({ db: database.db }),
          clients: createAdminClientsService({ db: database.db, orders }),
          catalogue: createAdminCatalogueService({
            db: database.db,
            clock,
            storage: imageStorage,
            catalog,
          }),
          options: createAdminOptionsService({ db: database.db, clock, options }),
          calendar,
          capacity: createAdminCapacityService({ db: database.db, clock, capacity }),
          mail: createAdminMailService({ db: database.db, mail: mailOutbox }),
        },
      })
      registerUploadRoutes(api, {
        access,
        images: createOrderImagesService({
          db: database.db,
          storage: imageStorage,
          orders,
          team,
        }),
      })
      registerPaymentRoutes(api, {
        access,
        payments,
        sessions,
        orders,
        payLink: payLinks,
      })
      await registerPaymentWebhookRoutes(api, {
        providerName: paymentProvider.name,
        handle: handlePaymentWebhook,
      })
      if (isSandboxPaymentProvider(paymentProvider))
        registerSandboxPaymentRoutes(api, {
          payments,
          sandbox: paymentProvider,
          handle: handlePaymentWebhook,
        })
    },
    { prefix: env.API_PREFIX },
  )
  await registerStaticFiles(app, {
    apiPrefix: env.API_PREFIX,
    catalogImagesDir: paths.catalogImages,
    webDistDir: paths.webDist,
    answerPage: registerStorefrontPages(app, {
      apiPrefix: env.API_PREFIX,
      origin: shopOrigin,
      webDistDir: paths.webDist,
      catalog: () => catalog.get(),
      options: () => options.get(),
    }),
  })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refreshed by whatever changes the catalogue, so the storefront sees it at once. */
    catalog: CatalogCache
    /** Refreshed by whatever changes the shop's options. */
    appOptions: OptionsCache
    /** The e-mail the shop owes, sent in the background; `idle()` waits for what is due (tests). */
    mailOutbox: MailOutbox
    /** Unpaid orders holding their day; `releaseEnded()` gives back the days whose hold ended. */
    unpaidHolds: AdminHoldsService
  }
}
