import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Allergen } from '@sweet-art/domain/allergens'
import type { DeliveryMethod, ImageFile, PriceType } from '@sweet-art/domain/schemas/catalog'
import type { AppDelivery } from '@sweet-art/domain/schemas/app-options'
import { ZERO_PENCE, type Pence } from '@sweet-art/domain/money'
import { ORDER_STATUSES } from '@sweet-art/domain/orders'
import type { CapacityCount } from '@sweet-art/domain/capacity'
import { DEFAULT_UNPAID_HOLD_TERMS, type UnpaidHoldTerms } from '@sweet-art/domain/unpaid-holds'

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
// What a product, filling, option, flavour or order line contains (docs/product.md › Allergens).
const allergens = () => jsonb('allergens').$type<Allergen[]>().notNull().default([])

/** Registered clients and the baker's admins (docs/product.md › Accounts). */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthDate: date('birth_date'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client', 'admin'] })
      .notNull()
      .default('client'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // E-mail is unique whatever its case (docs/product.md › Phone, e-mail and passwords).
  (t) => [uniqueIndex('clients_email_lower_idx').on(sql`lower(${t.email})`)],
)

/** Server-side sessions; the cookie holds a random id whose SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_client_idx').on(t.clientId)],
)

/** Password recovery codes: hashed, single use, short-lived; their tries are counted by the rate limiter (docs/product.md › Accounts). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_client_idx').on(t.clientId)],
)

/** A client's saved delivery addresses (docs/product.md › Addresses). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    postCode: text('post_code').notNull(),
    floor: text('floor').notNull().default(''),
    flat: text('flat').notNull().default(''),
    placeId: text('place_id'),
    isCongestionZone: boolean('is_congestion_zone').notNull().default(false),
    distanceOrigin: text('distance_origin'),
    distanceMiles: doublePrecision('distance_miles'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_client_idx').on(t.clientId)],
)

/** Product sections; `isTreads` marks the special-offer kind (docs/product.md › Wire names). */
export const sections = pgTable('sections', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  order: integer('order').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isTreads: boolean('is_treads').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** Products with their price held in pence (docs/product.md › Product prices). */
export const products = pgTable(
  'products',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    treadTitle: text('tread_title').notNull().default(''),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<ImageFile[]>().notNull().default([]),
    order: integer('order').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    priceType: text('price_type').$type<PriceType>().notNull(),
    pricePence: integer('price_pence').$type<Pence>(),
    priceText: text('price_text').notNull().default(''),
    currency: text('currency').notNull().default('£'),
    unit: text('unit').notNull().default(''),
    minimalQuantity: integer('minimal_quantity').notNull().default(1),
    // Days' notice the bakery needs; null for none, earliest tomorrow (docs/product.md › Lead times).
    leadTimeDays: integer('lead_time_days'),
    // Units of the kitchen's day for each item, or once per line (docs/product.md › Daily capacity).
    capacityUnits: integer('capacity_units').notNull().default(1),
    capacityPer: text('capacity_per').$type<CapacityCount>().notNull().default('item'),
    deliveryMethods: jsonb('delivery_methods').$type<DeliveryMethod[]>().notNull(),
    extraFilingsTitle: text('extra_filings_title').notNull().default(''),
    ingredients: text('ingredients').notNull().default(''),
    allergens: allergens(),
    storage: text('storage').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_section_idx').on(t.sectionId)],
)

/** Rows of an interval price (docs/product.md › Product prices). */
export const priceIntervals = pgTable('price_intervals', {
  id: id(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  order: integer('order').notNull(),
  fromQuantity: integer('from_quantity').notNull(),
  toQuantity: integer('to_quantity').notNull(),
  costPence: integer('cost_pence').$type<Pence>().notNull(),
})

/** Price variants: a cost per unit, e.g. a cake size (docs/product.md › Product prices). */
export const priceVariants = pgTable('price_variants', {
  id: id(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  order: integer('order').notNull(),
  costPence: integer('cost_pence').$type<Pence>().notNull(),
  unit: text('unit').notNull(),
})

/** Fillings and extra (sponge) fillings of a product (docs/product.md › Product page). */
export const fillings = pgTable(
  'fillings',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['filling', 'extraFilling'] }).notNull(),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    photos: jsonb('photos').$type<ImageFile[]>().notNull().default([]),
    structure: jsonb('structure').$type<string[]>().notNull().default([]),
    ingredients: text('ingredients').notNull().default(''),
    allergens: allergens(),
  },
  (t) => [index('fillings_product_idx').on(t.productId)],
)

/** Option variants of a product, e.g. decoration styles (docs/product.md › Product page). */
export const productVariants = pgTable('product_variants', {
  id: id(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  order: integer('order').notNull(),
  title: text('title').notNull(),
  photos: jsonb('photos').$type<ImageFile[]>().notNull().default([]),
  allergens: allergens(),
})

/** Collection flavours of a product (docs/product.md › Product page). */
export const collections = pgTable('collections', {
  id: id(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  order: integer('order').notNull(),
  title: text('title').notNull(),
  ingredients: text('ingredients').notNull().default(''),
  allergens: allergens(),
})

/** Orders; guests' contact details are kept on the order itself (docs/product.md › Orders). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    deliveryDate: date('delivery_date').notNull(),
    deliveryTime: text('delivery_time').notNull(),
    deliverySecondTime: text('delivery_second_time').notNull(),
    deliveryPence: integer('delivery_pence').$type<Pence>().notNull().default(ZERO_PENCE),
    congestionPence: integer('congestion_pence').$type<Pence>().notNull().default(ZERO_PENCE),
    totalPence: integer('total_pence').$type<Pence>(),
    address: text('address').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    floor: text('floor').notNull().default(''),
    flat: text('flat').notNull().default(''),
    isCongestionZone: boolean('is_congestion_zone').notNull().default(false),
    isPaidParking: boolean('is_paid_parking').notNull().default(false),
    distanceOrigin: text('distance_origin'),
    distanceMiles: doublePrecision('distance_miles'),
    // The units of the kitchen's day the order took when placed; a cancelled order gives them back
    // (docs/product.md › Daily capacity).
    capacityUnits: integer('capacity_units').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_client_idx').on(t.clientId),
    index('orders_delivery_date_idx').on(t.deliveryDate),
  ],
)

/** Order product lines; the price the server computed, never the browser's (docs/product.md › Product prices). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sectionName: text('section_name').notNull(),
    quantity: integer('quantity').notNull(),
    costPence: integer('cost_pence').$type<Pence>(),
    salePercent: integer('sale_percent'),
    options: jsonb('options').$type<{ title: string; value: string }[]>().notNull().default([]),
    // Worked out from the catalogue when the order was placed, so a later recipe change keeps the
    // order's history (docs/product.md › Allergens).
    allergens: allergens(),
    // Set when the baker prices a request's line: she may correct that price until the order is
    // paid, never one the checkout set (docs/product.md › Request orders).
    pricedByBakery: boolean('priced_by_bakery').notNull().default(false),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
)

/** Photos a client attaches to a custom-made order (docs/product.md › Photos on custom orders). */
export const orderImages = pgTable(
  'order_images',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_images_order_idx').on(t.orderId)],
)

/** Payments of orders (docs/product.md › Payments). */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    method: text('method', { enum: ['gocardless', 'bankTransfer', 'sandbox'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    amountPence: integer('amount_pence').$type<Pence>().notNull(),
    flowLink: text('flow_link'),
    // When the provider's payment page stops working; null when it does not expire.
    flowExpiresAt: timestamp('flow_expires_at', { withTimezone: true }),
    // When a pending payment stops holding its order's day in the kitchen, from the baker's terms
    // when it was offered (docs/product.md › Unpaid holds).
    holdEndsAt: timestamp('hold_ends_at', { withTimezone: true }).notNull(),
    // The provider's own request for this payment (GoCardless's billing request, BR…); a fresh
    // page replaces it, and only its own events move the transaction (docs/product.md › Payments).
    providerRef: text('provider_ref'),
    // The provider's payment once the customer has authorised it (GoCardless's PM…): its events
    // are matched by it, and a refund names it.
    providerPaymentId: text('provider_payment_id'),
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The admin who marked a bank transfer received; null when a provider confirmed the payment.
    paidBy: uuid('paid_by').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_order_idx').on(t.orderId),
    index('transactions_client_idx').on(t.clientId),
    // The pending payments whose hold has ended, which the shop looks for every minute.
    index('transactions_hold_idx').on(t.status, t.holdEndsAt),
    // A bank transfer's reference names one transaction, so the baker can match the money to it.
    uniqueIndex('transactions_reference_idx').on(t.reference),
    // A provider's event finds its transaction by the provider's own ids.
    index('transactions_provider_ref_idx').on(t.providerRef),
    uniqueIndex('transactions_provider_payment_idx').on(t.providerPaymentId),
  ],
)

/** The single row of shop settings (docs/product.md › The back office). */
export const appOptions = pgTable('app_options', {
  id: integer('id').primaryKey().default(1),
  appDelivery: jsonb('app_delivery').$type<AppDelivery>().notNull(),
  closeDates: jsonb('close_dates').$type<string[]>().notNull().default([]),
  closeWeekDays: jsonb('close_week_days').$type<number[]>().notNull().default([]),
  unpaidHolds: jsonb('unpaid_holds')
    .$type<UnpaidHoldTerms>()
    .notNull()
    .default(DEFAULT_UNPAID_HOLD_TERMS),
  updatedAt: updatedAt(),
})

/** Answers already given to an `Idempotency-Key`, so a retried checkout never creates two orders (docs/product.md › Sending an order twice). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    // A retry must repeat the same request; the same key with another body is refused, not replayed.
    requestHash: text('request_hash').notNull().default(''),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)

/** Rate-limit counters: hits per key in a fixed window, in the database so they hold across restarts and instances (docs/product.md › Outside services; › Accounts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)

/** Short-lived permissions to set a new password, granted by a confirmed recovery code; the cookie holds a random id whose SHA-256 is stored here (docs/product.md › Accounts). */
export const recoveryGrants = pgTable(
  'recovery_grants',
  {
    idHash: text('id_hash').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_grants_client_idx').on(t.clientId)],
)

/** Webhook events already applied, per payment provider, so a replayed or repeated event changes nothing twice (docs/product.md › Payments). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/** What the bakery's admins did, with the state before and after, so every change can be traced (docs/product.md › The back office). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => clients.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/**
 * The baker's private calendar feed: the secret in its address, while the feed is on (one row at
 * most); a new secret replaces the old, whose address then stops working (docs/product.md › The baker's calendar).
 */
export const calendarFeed = pgTable('calendar_feed', {
  id: integer('id').primaryKey().default(1),
  // The SHA-256 of the address's secret, never the secret: a copy of the database opens no feed.
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
})

/**
 * The kitchen's capacity on each weekday, Sunday first, null for unlimited (one row); dates of
 * their own are in `capacity_dates` (docs/product.md › Daily capacity).
 */
export const kitchenCapacity = pgTable('kitchen_capacity', {
  id: integer('id').primaryKey().default(1),
  weekdays: jsonb('weekdays')
    .$type<(number | null)[]>()
    .notNull()
    .default([null, null, null, null, null, null, null]),
  updatedAt: updatedAt(),
})

/** Dates the baker gave a capacity of their own, instead of their weekday's (docs/product.md › Daily capacity). */
export const capacityDates = pgTable('capacity_dates', {
  date: date('date').primaryKey(),
  units: integer('units').notNull(),
})

/**
 * One row per delivery day booked while it had a capacity: orders for a limited day lock its row
 * in their transaction, so two checkouts, on one instance or several, never share its last units
 * (docs/product.md › Daily capacity).
 */
export const capacityBookings = pgTable('capacity_bookings', {
  deliveryDate: date('delivery_date').primaryKey(),
})

/**
 * Every e-mail the shop owes, written in the same transaction as the change that owes it and sent
 * from here by each instance's sender, retried until sent or given up (docs/product.md › E-mails).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** The `Message-ID` every try sends, so a resend after a crash is recognisable as the same mail. */
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /**
     * What the message says, as the shop's mail layout takes it (title, paragraphs, rows, link,
     * quoted input); its text and HTML are rendered from it when it is sent. A sixth of their size,
     * which the checkout writes for each of its e-mails (decision 030).
     */
    content: json('content'),
    /** The bodies of a message written without the layout's content. */
    text: text('text'),
    html: text('html'),
    /** The order the mail is about, so the back office can say when its mail has not gone. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Past this, the mail is not worth sending (a recovery code that expired). */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try is due; while one instance tries, a lease that another takes over if it dies. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When the shop's three days of trying began: when the message was written, or when the baker
     * last sent it again from the back office. `created_at` stays when it was written.
     */
    owedAt: timestamp('owed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_order_idx').on(t.orderId),
    check(
      'mail_outbox_body_check',
      sql`${t.content} is not null or (${t.text} is not null and ${t.html} is not null)`,
    ),
  ],
)
