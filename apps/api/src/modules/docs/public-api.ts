import { z } from 'zod'
import {
  APP_OPTIONS_ACTUAL,
  AppOptionsRequestSchema,
  AppOptionsSchema,
} from '@sweet-art/domain/schemas/app-options'
import {
  CATALOG_IMAGE_PATH,
  CATALOG_SMALL_WIDTH,
  CATALOG_UPLOAD_PATH,
} from '@sweet-art/domain/images'
import { SectionSchema } from '@sweet-art/domain/schemas/catalog'
import {
  AddressCreateRequestSchema,
  AddressDeleteRequestSchema,
  AddressUpdateRequestSchema,
  ChangePasswordRequestSchema,
  ClientCheckoutSchema,
  ClientDeleteRequestSchema,
  createProfilePatchSchema,
  GuestCheckoutSchema,
  LoginSchema,
  OrderImageDeleteSchema,
  OrderImagesUploadSchema,
  RecoveryChangeRequestSchema,
  RecoveryConfirmSchema,
  RecoveryRequestSchema,
  SignupRequestSchema,
  TransactionsRequestSchema,
} from '@sweet-art/domain/schemas/forms'
import {
  AutocompleteQuerySchema,
  DistanceQuerySchema,
  PlaceDetailsSchema,
  PlacePredictionSchema,
} from '@sweet-art/domain/schemas/maps'
import { OrderLinkViewSchema } from '@sweet-art/domain/schemas/order-link'
import { OrderSchema, TransactionSchema } from '@sweet-art/domain/schemas/orders'
import { PaymentReceiptSchema } from '@sweet-art/domain/schemas/payment-receipt'
import {
  PayLinkSchema,
  PaymentHandOffSchema,
  SandboxOutcomeSchema,
  SandboxPaymentSchema,
} from '@sweet-art/domain/schemas/payments'
import { AddressSchema, UserSchema } from '@sweet-art/domain/schemas/users'
import { PlaceParamsSchema } from '../maps/maps.routes'
import type { DistanceAnswer } from '../maps/maps.service'

/** The groups the description shows its operations in. */
export const API_TAGS = {
  catalogue: 'The active catalogue and its photos.',
  options: "The shop's delivery, congestion and calendar options.",
  auth: 'Sign-up, log in and out, password recovery by e-mailed code.',
  clients: "The signed-in client's profile.",
  addresses: "The signed-in client's address book.",
  maps: 'Address suggestions, postcodes and delivery distances.',
  orders: 'Orders sent as requests for a price.',
  uploads: 'Photos a client adds to an order.',
  payments: 'Paid checkout, transactions, provider webhooks and the offline sandbox.',
  health: 'Whether the API can serve.',
} as const

/** A documented answer; any status of 400 and above carries the error body. */
export interface DocumentedAnswer {
  description: string
  /** The JSON body; none for an empty answer or when `mediaType` is not JSON. */
  schema?: z.ZodType
  mediaType?: string
}

/**
 * One public route as clients call it: where it is, the very schemas its handler parses with, and
 * what it answers. The OpenAPI description is built from this table, and `docs.test.ts` checks the
 * table against the routes the app really registers and the answers their handlers really give.
 */
export interface PublicOperation {
  operationId: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** Relative to the API prefix, in Fastify's syntax (`:id`, a final `*`). */
  path: string
  tag: keyof typeof API_TAGS
  summary: string
  description?: string
  /** `client` needs the session cookie of a signed-in client (401 without). */
  access: 'anyone' | 'client'
  /** The JSON body; a pair when a visitor and a signed-in client send different ones. */
  body?: z.ZodType | { client: z.ZodType; visitor: z.ZodType }
  query?: z.ZodObject
  /** The path parameters' schema when the handler checks them; otherwise they are plain strings. */
  params?: z.ZodObject
  /** A multipart form: its text fields and the name its files go under. */
  multipart?: { fields: z.ZodObject; files: string }
  /** Needs an `Idempotency-Key` header: the same key never creates two orders. */
  idempotent?: boolean
  /** Limited per IP address (429 with `Retry-After`). */
  rateLimited?: boolean
  responses: Record<number, DocumentedAnswer>
}

const DistanceAnswerSchema = z.object({
  origin: z.string(),
  distance: z.number().describe('Miles by road from the shop.'),
  isEstimate: z
    .literal(true)
    .optional()
    .describe("Set when the offline provider's estimate answers."),
  approximate: z
    .literal(true)
    .optional()
    .describe("Set when the place is known only to its postcode district's centre."),
}) satisfies z.ZodType<DistanceAnswer>

/** Answers shown under their own names wherever they appear; the others are named after their operation. */
export const NAMED_ANSWERS: Record<string, z.ZodType> = {
  Section: SectionSchema,
  AppOptions: AppOptionsSchema,
  User: UserSchema,
  Address: AddressSchema,
  Order: OrderSchema,
  Transaction: TransactionSchema,
  PlacePrediction: PlacePredictionSchema,
  PlaceDetails: PlaceDetailsSchema,
  Distance: DistanceAnswerSchema,
  PaymentHandOff: PaymentHandOffSchema,
  PayLink: PayLinkSchema,
  SandboxPayment: SandboxPaymentSchema,
  SandboxOutcome: SandboxOutcomeSchema,
}

/** Request bodies several operations share, under their own names. */
export const NAMED_REQUESTS: Record<string, z.ZodType> = {
  AddressRequest: AddressCreateRequestSchema,
  ClientCheckout: ClientCheckoutSchema,
  GuestCheckout: GuestCheckoutSchema,
}

const USER: DocumentedAnswer = { description: 'The signed-in client.', schema: UserSchema }
const ORDER: DocumentedAnswer = { description: 'The order as it now is.', schema: OrderSchema }
const NO_ORDER = { 404: { description: 'No such order of this client.' } }
const CHECKOUT_REFUSED = {
  409: { description: 'The cart no longer matches the catalogue, or the day or slot is closed.' },
}

/** Every public (non-admin) route of the API; `now` dates the rules some schemas check. */
export function createPublicOperations(now: Date): readonly PublicOperation[] {
  return [
    {
      operationId: 'getCatalogue',
      method: 'GET',
      path: '/products-sections/client',
      tag: 'catalogue',
      summary: 'The active sections and products, sorted',
      description: 'Revalidated by ETag: `If-None-Match` with the last ETag answers 304.',
      access: 'anyone',
      responses: {
        200: { description: 'The catalogue.', schema: z.array(SectionSchema) },
        304: { description: 'The catalogue has not changed since the ETag sent.' },
      },
    },
    {
      operationId: 'getCataloguePhoto',
      method: 'GET',
      path: `/${CATALOG_IMAGE_PATH}/*`,
      tag: 'catalogue',
      summary: 'A catalogue photo, cached for a year',
      access: 'anyone',
      responses: {
        200: { description: 'The photo.', mediaType: 'image/*' },
        404: { description: 'No such photo.' },
      },
    },
    ...[
      { path: `/${CATALOG_UPLOAD_PATH}/:name`, size: 'full size', operationId: 'getProductPhoto' },
      {
        path: `/${CATALOG_UPLOAD_PATH}/${CATALOG_SMALL_WIDTH}/:name`,
        size: '400 px wide',
        operationId: 'getSmallProductPhoto',
      },
    ].map(({ path, size, operationId }): PublicOperation => ({
      operationId,
      method: 'GET',
      path,
      tag: 'catalogue',
      summary: `A photo the baker uploaded, ${size}, cached for good`,
      access: 'anyone',
      responses: {
        200: { description: 'The photo.', mediaType: 'image/webp' },
        404: { description: 'No such photo.' },
      },
    })),
    {
      operationId: 'getAppOptions',
      method: 'POST',
      path: '/app-options',
      tag: 'options',
      summary: "The shop's options, or `actual` when the copy sent is current",
      access: 'anyone',
      body: AppOptionsRequestSchema,
      responses: {
        200: {
          description: 'The options, or the JSON string `actual` when `updatedAt` is current.',
          schema: z.union([AppOptionsSchema, z.literal(APP_OPTIONS_ACTUAL)]),
        },
      },
    },
    {
      operationId: 'signUp',
      method: 'POST',
      path: '/clients/auth/signup',
      tag: 'auth',
      summary: 'Create an account and sign in',
      access: 'anyone',
      rateLimited: true,
      body: SignupRequestSchema,
      responses: {
        201: { ...USER, description: 'The new client, signed in (session cookie set).' },
        409: { description: 'An account with this e-mail exists.' },
      },
    },
    {
      operationId: 'logIn',
      method: 'POST',
      path: '/clients/auth/login',
      tag: 'auth',
      summary: 'Sign in with e-mail and password',
      access: 'anyone',
      rateLimited: true,
      body: LoginSchema,
      responses: {
        200: { ...USER, description: 'The client, signed in (a fresh session cookie).' },
        401: { description: 'Wrong e-mail or password.' },
      },
    },
    {
      operationId: 'logOut',
      method: 'GET',
      path: '/clients/auth/logout',
      tag: 'auth',
      summary: 'Sign out and end the session',
      access: 'anyone',
      responses: {
        204: { description: 'Signed out.' },
        403: { description: 'Asked from a foreign site.' },
      },
    },
    {
      operationId: 'requestRecovery',
      method: 'POST',
      path: '/clients/auth/recovery',
      tag: 'auth',
      summary: 'E-mail a 6-digit recovery code',
      description: 'Answers 204 whether or not the account exists.',
      access: 'anyone',
      rateLimited: true,
      body: RecoveryRequestSchema,
      responses: { 204: { description: 'A code is on its way if the account exists.' } },
    },
    {
      operationId: 'confirmRecovery',
      method: 'POST',
      path: '/clients/auth/recovery/confirm',
      tag: 'auth',
      summary: 'Check the recovery code',
      access: 'anyone',
      rateLimited: true,
      body: RecoveryConfirmSchema,
      responses: {
        204: { description: 'The code is right: a short-lived recovery grant cookie is set.' },
      },
    },
    {
      operationId: 'completeRecovery',
      method: 'POST',
      path: '/clients/auth/recovery/change',
      tag: 'auth',
      summary: 'Set a new password with the recovery grant',
      access: 'anyone',
      rateLimited: true,
      body: RecoveryChangeRequestSchema,
      responses: {
        200: { ...USER, description: 'The client, signed in with the new password.' },
      },
    },
    {
      operationId: 'changePassword',
      method: 'POST',
      path: '/clients/auth/password',
      tag: 'auth',
      summary: 'Change the password; every other session ends',
      access: 'client',
      body: ChangePasswordRequestSchema,
      responses: { 204: { description: 'Changed; this browser has a fresh session.' } },
    },
    {
      operationId: 'getProfile',
      method: 'GET',
      path: '/clients/auth/profile',
      tag: 'clients',
      summary: 'The signed-in client, with addresses and orders',
      access: 'client',
      responses: { 200: USER },
    },
    {
      operationId: 'updateProfile',
      method: 'PATCH',
      path: '/clients',
      tag: 'clients',
      summary: 'Change profile fields; only the changed ones are sent',
      description:
        'A new e-mail needs `currentPassword`, checked under the sign-in lockout: 400 on `currentPassword` when it is missing or wrong. The old address is told of the change.',
      access: 'client',
      body: createProfilePatchSchema(now),
      responses: {
        200: USER,
        409: { description: 'Another account has this e-mail.' },
        429: { description: 'Too many wrong passwords for this account; see `Retry-After`.' },
      },
    },
    {
      operationId: 'deleteAccount',
      method: 'DELETE',
      path: '/clients',
      tag: 'clients',
      summary: 'Delete the account and its sessions',
      access: 'client',
      body: ClientDeleteRequestSchema,
      responses: { 200: { description: 'Deleted.', schema: z.literal(true) } },
    },
    ...['/clients/address', '/clients/address/new'].map((path): PublicOperation => ({
      operationId: path.endsWith('/new') ? 'addAddressAlias' : 'addAddress',
      method: 'POST',
      path,
      tag: 'addresses',
      summary: path.endsWith('/new') ? 'Save a new address (alias)' : 'Save a new address',
      access: 'client',
      body: AddressCreateRequestSchema,
      responses: {
        200: {
          description: 'The saved address, with its congestion flag and distance.',
          schema: z.object({ address: AddressSchema }),
        },
      },
    })),
    {
      operationId: 'updateAddress',
      method: 'PATCH',
      path: '/clients/address/data',
      tag: 'addresses',
      summary: 'Change a saved address',
      access: 'client',
      body: AddressUpdateRequestSchema,
      responses: {
        200: { description: 'The address book.', schema: z.array(AddressSchema) },
        404: { description: 'No such address of this client.' },
      },
    },
    {
      operationId: 'removeAddress',
      method: 'DELETE',
      path: '/clients/address/data',
      tag: 'addresses',
      summary: 'Remove a saved address',
      access: 'client',
      body: AddressDeleteRequestSchema,
      responses: {
        200: { description: 'The address book.', schema: z.array(AddressSchema) },
        404: { description: 'No such address of this client.' },
      },
    },
    {
      operationId: 'suggestAddresses',
      method: 'GET',
      path: '/maps/autocomplete',
      tag: 'maps',
      summary: 'UK address suggestions for the text typed',
      access: 'anyone',
      rateLimited: true,
      query: AutocompleteQuerySchema,
      responses: {
        200: { description: 'Up to a few suggestions.', schema: z.array(PlacePredictionSchema) },
      },
    },
    {
      operationId: 'getPlacePostCode',
      method: 'GET',
      path: '/maps/place/:placeId',
      tag: 'maps',
      summary: "A suggested place's postcode",
      access: 'anyone',
      rateLimited: true,
      params: PlaceParamsSchema,
      responses: {
        200: { description: 'The address line and postcode.', schema: PlaceDetailsSchema },
        404: { description: 'No such place.' },
      },
    },
    {
      operationId: 'getDeliveryDistance',
      method: 'GET',
      path: '/maps/distance',
      tag: 'maps',
      summary: 'Miles by road from the shop to a place',
      access: 'anyone',
      rateLimited: true,
      query: DistanceQuerySchema,
      responses: {
        200: { description: 'The distance.', schema: DistanceAnswerSchema },
        404: { description: 'No such place, or no route to it.' },
      },
    },
    {
      operationId: 'listOrders',
      method: 'GET',
      path: '/orders/client',
      tag: 'orders',
      summary: "The signed-in client's orders, newest first",
      access: 'client',
      responses: { 200: { description: 'The orders.', schema: z.array(OrderSchema) } },
    },
    {
      operationId: 'requestOrder',
      method: 'POST',
      path: '/orders/client',
      tag: 'orders',
      summary: 'Send an order as a request for a price (signed-in client)',
      description: 'The server prices every line itself; prices sent are hints, never charged.',
      access: 'client',
      idempotent: true,
      rateLimited: true,
      body: ClientCheckoutSchema,
      responses: { 201: { ...ORDER, description: 'The order created.' }, ...CHECKOUT_REFUSED },
    },
    {
      operationId: 'requestOrderAsGuest',
      method: 'POST',
      path: '/orders/client/clear',
      tag: 'orders',
      summary: 'Send an order as a request for a price (guest)',
      access: 'anyone',
      idempotent: true,
      rateLimited: true,
      body: GuestCheckoutSchema,
      responses: { 201: { ...ORDER, description: 'The order created.' }, ...CHECKOUT_REFUSED },
    },
    {
      operationId: 'addOrderPhotos',
      method: 'POST',
      path: '/orders/images',
      tag: 'uploads',
      summary: 'Add photos (JPEG, PNG, SVG) to an order',
      description:
        'Send `orderId` ahead of the files: the order is checked before any file is read. Photos ' +
        'are re-encoded without their metadata (at most 50 megapixels); SVGs of at most 1 MB are sanitised.',
      access: 'client',
      multipart: { fields: OrderImagesUploadSchema, files: 'files' },
      responses: {
        200: ORDER,
        ...NO_ORDER,
        409: {
          description:
            'The order would hold more than ten photos, has no Custom Made product, or is being prepared.',
        },
        413: {
          description:
            'A file over 10 MB, a photo over 50 megapixels, an SVG over 1 MB, or more than ten files.',
        },
        415: { description: 'Not a multipart form, or a file that is not a JPEG, PNG or SVG.' },
      },
    },
    {
      operationId: 'removeOrderPhoto',
      method: 'DELETE',
      path: '/orders/images',
      tag: 'uploads',
      summary: 'Remove a photo from an order',
      access: 'client',
      body: OrderImageDeleteSchema,
      responses: { 200: ORDER, ...NO_ORDER },
    },
    {
      operationId: 'getOrderPhoto',
      method: 'GET',
      path: '/uploads/orders/:orderId/:name',
      tag: 'uploads',
      summary: "A photo of the client's order",
      description: 'Served with a sandboxing CSP, so an SVG can never run as a page.',
      access: 'client',
      responses: {
        200: { description: 'The photo.', mediaType: 'image/*' },
        404: { description: 'No such photo of this client.' },
      },
    },
    {
      operationId: 'listTransactions',
      method: 'POST',
      path: '/payments/customer/transactions',
      tag: 'payments',
      summary: "The signed-in client's transactions",
      access: 'client',
      body: TransactionsRequestSchema,
      responses: { 200: { description: 'The transactions.', schema: z.array(TransactionSchema) } },
    },
    {
      operationId: 'getPayLink',
      method: 'POST',
      path: '/payments/customer/transactions/:id/pay',
      tag: 'payments',
      summary: "A fresh payment page link for the client's pending transaction",
      access: 'client',
      responses: {
        200: { description: 'Where the browser goes to pay.', schema: PayLinkSchema },
        404: { description: 'No such transaction of this client.' },
        409: { description: 'The transaction is no longer waiting to be paid.' },
      },
    },
    {
      operationId: 'checkoutAndPay',
      method: 'POST',
      path: '/payments/customer/transactions/clear',
      tag: 'payments',
      summary: 'Create an order and its pending transaction',
      description:
        'A visitor sends a guest checkout, a signed-in client a client checkout. The answer names ' +
        'the payment page (online) or the bank details (bank transfer).',
      access: 'anyone',
      idempotent: true,
      rateLimited: true,
      body: { client: ClientCheckoutSchema, visitor: GuestCheckoutSchema },
      responses: {
        201: { description: 'The hand-off to payment.', schema: PaymentHandOffSchema },
        ...CHECKOUT_REFUSED,
      },
    },
    {
      operationId: 'receivePaymentWebhook',
      method: 'POST',
      path: '/payments/webhooks/:provider',
      tag: 'payments',
      summary: "A payment provider's signed events",
      description: "The provider's own body and signature header, checked over the raw bytes.",
      access: 'anyone',
      responses: {
        204: { description: 'Verified; each event applies once.' },
        404: { description: 'Not the configured provider.' },
        498: { description: 'The signature is not valid; nothing changed.' },
      },
    },
    {
      operationId: 'getSandboxPayment',
      method: 'GET',
      path: '/payments/sandbox/:id',
      tag: 'payments',
      summary: 'A test payment of the offline sandbox provider',
      access: 'anyone',
      responses: {
        200: { description: 'The test payment.', schema: SandboxPaymentSchema },
        404: { description: 'No such payment.' },
      },
    },
    {
      operationId: 'getPaymentReceipt',
      method: 'GET',
      path: '/payments/receipts/:id',
      tag: 'payments',
      summary: "A payment's order number and amount, for the thank-you dialog after paying",
      access: 'anyone',
      responses: {
        200: { description: 'The receipt.', schema: PaymentReceiptSchema },
        404: { description: 'No such payment.' },
      },
    },
    {
      operationId: 'viewOrderLink',
      method: 'GET',
      path: '/orders/link/:token',
      tag: 'orders',
      summary: 'The order behind a signed link from an e-mail, for guests and clients alike',
      description: 'The signed, expiring token is the permission; no session is needed.',
      access: 'anyone',
      responses: {
        200: { description: 'The order and its payment.', schema: OrderLinkViewSchema },
        404: { description: 'The link is forged, altered or expired.' },
      },
    },
    {
      operationId: 'payOrderLink',
      method: 'POST',
      path: '/orders/link/:token/pay',
      tag: 'orders',
      summary: 'A payment page link for the order behind a signed e-mail link',
      access: 'anyone',
      responses: {
        200: { description: 'Where the browser goes to pay.', schema: PayLinkSchema },
        404: { description: 'The link is forged, altered or expired.' },
        409: { description: 'The order has nothing left to pay online.' },
      },
    },
    {
      operationId: 'bakerCalendarFeed',
      method: 'GET',
      path: '/calendar/:token/orders.ics',
      tag: 'orders',
      summary: "The baker's calendar feed: every order as an iCalendar event",
      description:
        'The secret token the back office gives is the permission; calendar apps read it without a session.',
      access: 'anyone',
      responses: {
        200: { description: 'The orders as iCalendar events.', mediaType: 'text/calendar' },
        404: { description: 'The feed is off, or the address was replaced.' },
      },
    },
    ...(['pay', 'cancel'] as const).map((outcome): PublicOperation => ({
      operationId: outcome === 'pay' ? 'paySandboxPayment' : 'cancelSandboxPayment',
      method: 'POST',
      path: `/payments/sandbox/:id/${outcome}`,
      tag: 'payments',
      summary: `${outcome === 'pay' ? 'Pay' : 'Cancel'} a test payment of the offline sandbox`,
      access: 'anyone',
      responses: {
        200: { description: 'Where the browser goes next.', schema: SandboxOutcomeSchema },
        404: { description: 'No such payment.' },
        409: { description: 'The payment is no longer waiting to be paid.' },
      },
    })),
    {
      operationId: 'checkHealth',
      method: 'GET',
      path: '/health',
      tag: 'health',
      summary: 'Alive while the database answers',
      access: 'anyone',
      responses: {
        200: { description: 'Serving.', schema: z.object({ status: z.literal('ok') }) },
        503: { description: 'The database is not answering.' },
      },
    },
    {
      operationId: 'checkReadiness',
      method: 'GET',
      path: '/ready',
      tag: 'health',
      summary: 'Ready while the database and Redis (when configured) answer',
      description: 'For a proxy: send customers only to instances that can serve them.',
      access: 'anyone',
      responses: {
        200: { description: 'Ready.', schema: z.object({ status: z.literal('ready') }) },
        503: { description: 'The database or Redis is not answering.' },
      },
    },
  ]
}
