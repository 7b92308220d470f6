import { randomBytes, randomUUID } from 'node:crypto'
import type { Database, DatabaseTransaction, Executor } from '@sweet-art/db/database'
import { fullyBookedMessage } from '@sweet-art/domain/capacity'
import { isInCongestionZone } from '@sweet-art/domain/congestion'
import { AppError } from '@sweet-art/domain/errors'
import { quoteOrder, type OrderQuote, type QuotePlace } from '@sweet-art/domain/order-quote'
import type { AppOptions } from '@sweet-art/domain/schemas/app-options'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import type { CheckoutBody } from '@sweet-art/domain/schemas/forms'
import type { Order } from '@sweet-art/domain/schemas/orders'
import { BANK_REFERENCE_RANDOM_LENGTH, formatBankReference } from '@sweet-art/domain/bank-reference'
import { toPounds } from '@sweet-art/domain/money'
import {
  toOrderAnswer,
  type AdminOrderRecord,
  type OrderRecord,
} from '@sweet-art/domain/order-record'
import { formatOrderNumber } from '@sweet-art/domain/orders'
import { holdEndsAt, lastDayOfHold, type UnpaidHoldTerms } from '@sweet-art/domain/unpaid-holds'
import type { PaymentChoice, PaymentHandOff } from '@sweet-art/domain/schemas/payments'
import type { ClientNetwork } from '../../lib/client-network'
import type { Clock } from '../../lib/clock'
import { createBatcher } from '../../lib/batcher'
import { fingerprintRequest, type IdempotencyStore, type ScopedKey } from '../../lib/idempotency'
import { isUuid } from '../../lib/ownership'
import type { MapsProvider } from '../../providers/maps/maps-provider'
import type { PaymentProvider, PaymentRequest } from '../../providers/payments/payment-provider'
import type { AddressesService } from '../addresses/addresses.service'
import type { CapacityService } from '../capacity/capacity.service'
import type { ClientAccounts } from '../clients/client-accounts.service'
import type { MailOutbox } from '../../providers/mail/mail-outbox'
import type { RateLimiter } from '../../plugins/rate-limit'
import type { Contact } from './order-contact'
import { countOrder, type OrderRules } from './orders.limits'
import { newOrderNoticeMail, orderReceivedMail, type OrderMailFacts } from './orders.mails'
import {
  findOrder,
  findOrderContact,
  insertOrders,
  listClientOrders,
  listOrdersForBakery,
  type BakeryOrdersQuery,
  type NewOrderLine,
  type NewOrderWithLines,
} from './orders.repository'

const SAVED_ADDRESS_NOT_FOUND = 'This address is not in your address book.'
const SIGN_IN_FOR_SAVED_ADDRESS = 'Please log in to use a saved address.'
const PLACE_NOT_FOUND = 'We could not find this address. Please choose it from the suggestions.'
const NEEDS_PAYMENT =
  'Every product in your cart has a price, so this order is paid online. Please press Pay.'
const NEEDS_REQUEST =
  'Some products in your cart are priced on request, so this order is sent as a request. Please press Create Order.'
// Orders written in one database transaction at most; a busy shop's batch is its requests in flight.
const MAX_ORDERS_PER_COMMIT = 100

/** How an order is placed: paid online at once, or sent as a request for a price (docs/product.md › Product prices). */
export type CheckoutKind = 'payment' | 'request'

/** Whom an order is for: a guest with the details they typed, or the signed-in client. */
export type Customer = { kind: 'guest'; contact: Contact } | { kind: 'client'; clientId: string }

/** One checkout attempt as the routes hand it over, already parsed with the shared schema. */
export interface CheckoutAttempt {
  kind: CheckoutKind
  body: CheckoutBody
  customer: Customer
  idempotencyKey: string
  /** The network the request came from, for the per-network order limit. */
  network: ClientNetwork
}

/** A created order's answer, or the same answer replayed for a repeated key. */
export type CheckoutAnswer<K extends CheckoutKind> = K extends 'payment' ? PaymentHandOff : Order

/**
 * Places orders: prices them on the server, writes them in one transaction, starts the payment;
 * and answers the orders to the other modules (payments, uploads, the back office).
 */
export interface OrdersService {
  checkout: <K extends CheckoutKind>(
    attempt: CheckoutAttempt & { kind: K },
  ) => Promise<CheckoutAnswer<K>>
  /** A client's orders, newest first. */
  listForClient: (clientId: string) => Promise<Order[]>
  /** One order by id; with `clientId`, only if it is that client's (another's is as good as missing). */
  find: (orderId: string, clientId?: string) => Promise<OrderRecord | null>
  /** The name and contact details stored on an order (a guest's as typed, a client's as they were). */
  findContact: (orderId: string) => Promise<Contact | null>
  /**
   * The order and its customer as a transaction sees them, so the e-mail a change owes is
   * written in that change's transaction (docs/product.md › E-mails); null when either is missing.
   */
  readForMail: (
    executor: Executor,
    orderId: string,
  ) => Promise<{ order: OrderRecord; contact: Contact } | null>
  /** The orders the bakery asks for, by delivery date and time, with customer and payment state. */
  listForBakery: (query: BakeryOrdersQuery) => Promise<AdminOrderRecord[]>
}

/** The line a customer recognises on the payment page, e.g. `Sweet Art order 1A2B3C`. */
export function paymentDescription(orderId: string): string {
  return `Sweet Art order ${formatOrderNumber(orderId)}`
}

/** The shop's bank account, shown to customers who pay by bank transfer (docs/product.md › Payments). */
export interface BankAccount {
  accountName: string
  sortCode: string
  accountNumber: string
}

/** The contact fields of a guest's checkout body, which the guest schema made required and valid. */
export function guestContactOf(body: Contact): Contact {
  const { firstName, lastName, email, phone } = body
  return { firstName, lastName, email, phone }
}

function clientIdOf(customer: Customer): string | null {
  return customer.kind === 'client' ? customer.clientId : null
}

/** A priced order waiting for its commit, under the idempotency key it was sent with. */
interface OrderDraft {
  claim: ScopedKey & { requestHash: string }
  write: NewOrderWithLines
  /** The answer of a paid checkout; a request is answered with the order as written. */
  handOff: PaymentHandOff | null
  /** Who the order's e-mails go to. */
  contact: Contact
}

/** A committed order and the answer stored under its key. */
interface WrittenOrder {
  order: OrderRecord
  answer: PaymentHandOff | Order
}

/** Builds the orders service over the database, the in-memory catalogue and options, maps and payments. */
export function createOrdersService(deps: {
  db: Database
  sections: () => Promise<Section[]>
  options: () => Promise<AppOptions>
  maps: MapsProvider
  payments: PaymentProvider
  idempotency: IdempotencyStore
  clock: Clock
  mail: Pick<MailOutbox, 'oweAll'>
  limiter: RateLimiter
  /** Orders per hour per network and per e-mail address. */
  orderRules: OrderRules
  /** Where the bakery's new-order notices go. */
  shopEmail: string
  /** The account customers pay into by bank transfer. */
  bankAccount: BankAccount
  /** The order page's signed links and the collection address the e-mails quote. */
  mailFacts: OrderMailFacts
  /** A signed-in customer's own account, whose contact details their order carries. */
  accounts: Pick<ClientAccounts, 'findById'>
  /** A signed-in customer's saved addresses, one of which the order may go to. */
  addresses: Pick<AddressesService, 'findSaved'>
  /** The kitchen's days, booked in the orders' own transaction (docs/product.md › Daily capacity). */
  capacity: Pick<CapacityService, 'book' | 'bookingsChanged'>
}): OrdersService {
  const { db, maps, payments, idempotency, clock, mail, shopEmail, bankAccount, mailFacts } = deps

  /**
   * Starts collecting a priced order: online through the provider (its flow link), or by bank
   * transfer (the shop's account and a fresh reference, paid by hand and marked by the baker).
   * Either holds the order's day until the baker's terms end (docs/product.md › Unpaid holds).
   */
  async function startPayment(
    choice: PaymentChoice,
    request: PaymentRequest,
    hold: { terms: UnpaidHoldTerms; now: Date; deliveryDate: string },
  ) {
    const base = { orderId: request.orderId, transactionId: request.transactionId }
    const stamped = { createdAt: hold.now, updatedAt: hold.now }
    if (choice === 'bankTransfer') {
      const reference = formatBankReference(
        request.orderId,
        randomBytes(BANK_REFERENCE_RANDOM_LENGTH),
      )
      const offered = { offeredAt: hold.now, deliveryDate: hold.deliveryDate }
      const holdEnds = holdEndsAt({ offer: 'bankTransfer', ...offered }, hold.terms)
      return {
        transaction: {
          method: 'bankTransfer' as const,
          amountPence: request.amount,
          reference,
          holdEndsAt: holdEnds,
          ...stamped,
        },
        handOff: {
          ...base,
          flowLink: null,
          bankTransfer: {
            ...bankAccount,
            reference,
            amount: toPounds(request.amount),
            dueBy: lastDayOfHold(holdEnds),
          },
        },
      }
    }
    const flow = await payments.createFlow(request)
    return {
      transaction: {
        method: payments.method,
        amountPence: request.amount,
        flowLink: flow.flowLink,
        flowExpiresAt: flow.expiresAt,
        providerRef: flow.providerRef,
        holdEndsAt: holdEndsAt(
          { offer: 'checkoutPage', offeredAt: hold.now, deliveryDate: hold.deliveryDate },
          hold.terms,
        ),
        ...stamped,
      },
      handOff: { ...base, flowLink: flow.flowLink, bankTransfer: null },
    }
  }

  /** The customer's "order received" and the bakery's notice, owed in the order's transaction. */
  function announcements(order: OrderRecord, contact: Contact, handOff: PaymentHandOff | null) {
    const options = { orderId: order.id }
    return [
      { message: orderReceivedMail(order, contact, handOff, mailFacts), options },
      { message: newOrderNoticeMail(order, contact, handOff, shopEmail, mailFacts), options },
    ]
  }

  async function contactOf(customer: Customer): Promise<Contact> {
    if (customer.kind === 'guest') return customer.contact
    // A client's own record is used, whatever the browser sent
    // (docs/product.md › Cart and checkout).
    const client = await deps.accounts.findById(customer.clientId)
    if (!client) throw new AppError('UNAUTHORIZED', 'Please log in to continue.')
    return {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: client.phone,
    }
  }

  /**
   * Where the order goes, as the server knows it: a saved address of this client, or a place
   * chosen from the suggestions (address line, postcode and distance all from the maps provider,
   * so the address charged is the address driven to), or text typed by hand (no distance). Only
   * the floor and flat, which no map knows, are the customer's. The browser's address text for a
   * place, postcode, congestion flag and distance are never trusted.
   */
  async function resolvePlace(
    attempt: CheckoutAttempt,
    origin: string,
  ): Promise<QuotePlace & { floor: string; flat: string }> {
    const place = attempt.body.deliveryPlace
    if (place.addressId) {
      const clientId = clientIdOf(attempt.customer)
      if (clientId === null) throw new AppError('FORBIDDEN', SIGN_IN_FOR_SAVED_ADDRESS)
      const saved = isUuid(place.addressId)
        ? await deps.addresses.findSaved(clientId, place.addressId)
        : null
      if (!saved)
        throw new AppError('NOT_FOUND', SAVED_ADDRESS_NOT_FOUND, {
          'deliveryPlace.address': SAVED_ADDRESS_NOT_FOUND,
        })
      const isCurrent = saved.distanceOrigin === origin && saved.distanceMiles !== null
      const distanceMiles = isCurrent
        ? saved.distanceMiles
        : saved.placeId
          ? await maps.distanceMiles(origin, saved.placeId)
          : null
      return {
        address: saved.address,
        postCode: saved.postCode,
        floor: saved.floor,
        flat: saved.flat,
        distanceMiles,
      }
    }
    const typed = { floor: place.floor, flat: place.flat }
    const placeId = place.placeId?.trim()
    if (placeId) {
      const details = await maps.placeDetails(placeId)
      if (!details)
        throw new AppError('VALIDATION', PLACE_NOT_FOUND, {
          'deliveryPlace.address': PLACE_NOT_FOUND,
        })
      return { ...typed, ...details, distanceMiles: await maps.distanceMiles(origin, placeId) }
    }
    return { ...typed, address: place.address, postCode: place.postCode, distanceMiles: null }
  }

  async function priceAttempt(attempt: CheckoutAttempt, now: Date) {
    const [sections, options] = await Promise.all([deps.sections(), deps.options()])
    const place = await resolvePlace(attempt, options.appDelivery.originDeliveryAddress)
    const result = quoteOrder({
      products: attempt.body.products,
      delivery: attempt.body.delivery,
      place,
      sections,
      options,
      now,
    })
    if (!result.ok) {
      const { refusal } = result
      if (refusal.kind === 'catalogue') throw new AppError('CONFLICT', refusal.message)
      throw new AppError(
        'VALIDATION',
        refusal.message,
        refusal.field ? { [refusal.field]: refusal.message } : undefined,
      )
    }
    const isPriced = result.quote.total !== null
    if (attempt.kind === 'payment' && !isPriced) throw new AppError('CONFLICT', NEEDS_REQUEST)
    if (attempt.kind === 'request' && isPriced) throw new AppError('CONFLICT', NEEDS_PAYMENT)
    return { quote: result.quote, place, options }
  }

  /**
   * Writes drafts in one transaction: the keys claimed, the orders of the keys won, their answers
   * recorded. A draft whose key another request holds is not written (null).
   */
  async function writeDrafts(
    tx: DatabaseTransaction,
    drafts: OrderDraft[],
  ): Promise<(WrittenOrder | null)[]> {
    const claimed = await idempotency.claim(
      tx,
      drafts.map((draft) => draft.claim),
    )
    const winners = drafts.filter((_, index) => claimed[index])
    // Room is booked only for the orders written, after their keys are won, so a replay takes none.
    const fits = await deps.capacity.book(
      tx,
      winners.map(({ write }) => ({
        date: write.order.deliveryDate,
        load: write.order.capacityUnits ?? 0,
      })),
    )
    const full = winners.find((_, index) => !fits[index])
    // A batch holding an order that no longer fits fails whole and is written again one order at
    // a time (ADR 010), so only that order is refused, in its own words.
    if (full) {
      const message = fullyBookedMessage(full.write.order.deliveryDate)
      throw new AppError('CONFLICT', message, { 'delivery.date': message })
    }
    const orders = await insertOrders(
      tx,
      winners.map((draft) => draft.write),
    )
    const written = new Map<OrderDraft, WrittenOrder>()
    for (const [index, draft] of winners.entries()) {
      const order = orders[index]
      if (order) written.set(draft, { order, answer: draft.handOff ?? toOrderAnswer(order) })
    }
    // Every order's mail in one statement, as its rows are (ADR 010).
    await mail.oweAll(
      tx,
      [...written].flatMap(([draft, { order }]) =>
        announcements(order, draft.contact, draft.handOff),
      ),
    )
    await idempotency.record(
      tx,
      [...written].map(([draft, { answer }]) => ({
        ...draft.claim,
        answer: { statusCode: 201, body: answer },
      })),
    )
    return drafts.map((draft) => written.get(draft) ?? null)
  }

  // Group commit (ADR 010): checkouts priced in the same turn of the event loop, or while a
  // transaction is being written, share one transaction; each is answered only after it commits.
  const writeOrder = createBatcher(async (drafts: OrderDraft[]) => {
    const written = await db.transaction((tx) => writeDrafts(tx, drafts))
    deps.capacity.bookingsChanged()
    return written
  }, MAX_ORDERS_PER_COMMIT)

  function orderLinesOf(quote: OrderQuote): NewOrderLine[] {
    return quote.lines.map(({ line, unitCost, quantity, allergens }, position) => ({
      position,
      productId: line.productId,
      name: line.name,
      sectionName: line.sectionName,
      quantity,
      costPence: unitCost,
      salePercent: null,
      options: line.options,
      allergens,
    }))
  }

  return {
    async checkout<K extends CheckoutKind>(attempt: CheckoutAttempt & { kind: K }) {
      const clientId = clientIdOf(attempt.customer)
      const scope = `checkout:${clientId ?? 'guest'}`
      const requestHash = fingerprintRequest([attempt.kind, attempt.body])
      const earlier = await idempotency.find(scope, attempt.idempotencyKey, requestHash)
      if (earlier) return earlier.body as CheckoutAnswer<K>

      // One instant for the whole order: its quote, its record and its payment's hold.
      const now = clock()
      const { quote, place, options } = await priceAttempt(attempt, now)
      const contact = await contactOf(attempt.customer)
      // Counted once the order would be written (a replay above is not a new order), and before
      // the payment provider is asked, so a refused order costs nothing and mails nobody.
      await countOrder(deps.limiter, deps.orderRules, {
        network: attempt.network,
        placer: clientId === null ? { guestEmail: contact.email } : { clientId },
      })
      const orderId = randomUUID()
      const transactionId = randomUUID()
      // The provider is asked before the write, so no pending transaction is ever stored without its link.
      const payment =
        attempt.kind === 'payment' && quote.total !== null
          ? await startPayment(
              attempt.body.paymentChoice,
              {
                transactionId,
                orderId,
                amount: quote.total,
                description: paymentDescription(orderId),
                customer: contact,
                attempt: 1,
              },
              { terms: options.unpaidHolds, now, deliveryDate: attempt.body.delivery.date },
            )
          : null
      const { delivery, message } = attempt.body

      const written = await writeOrder({
        claim: { scope, key: attempt.idempotencyKey, requestHash },
        write: {
          order: {
            id: orderId,
            clientId,
            ...contact,
            message,
            deliveryMethod: delivery.method,
            deliveryDate: delivery.date,
            deliveryTime: delivery.time,
            deliverySecondTime: delivery.secondTime,
            deliveryPence: quote.delivery,
            congestionPence: quote.congestion,
            totalPence: quote.total,
            address: place.address,
            postCode: place.postCode,
            floor: place.floor,
            flat: place.flat,
            isCongestionZone: isInCongestionZone(
              place.postCode,
              options.appDelivery.congestionChargeZone,
            ),
            distanceOrigin:
              place.distanceMiles === null ? null : options.appDelivery.originDeliveryAddress,
            distanceMiles: place.distanceMiles,
            capacityUnits: quote.load,
            createdAt: now,
            updatedAt: now,
          },
          lines: orderLinesOf(quote),
          transaction: payment && { ...payment.transaction, id: transactionId, orderId, clientId },
        },
        handOff: payment?.handOff ?? null,
        contact,
      })
      // Stored with its e-mails: the answer never waits on the mail server.
      if (written) return written.answer as CheckoutAnswer<K>
      // Another request with this key won the race; its answer is committed by now.
      const replay = await idempotency.find(scope, attempt.idempotencyKey, requestHash)
      if (!replay)
        throw new AppError('CONFLICT', 'Your order could not be placed. Please try again.')
      return replay.body as CheckoutAnswer<K>
    },
    listForClient: async (clientId) => (await listClientOrders(db, clientId)).map(toOrderAnswer),
    find: (orderId, clientId) => findOrder(db, orderId, clientId),
    findContact: (orderId) => findOrderContact(db, orderId),
    async readForMail(executor, orderId) {
      const order = await findOrder(executor, orderId)
      const contact = order && (await findOrderContact(executor, orderId))
      return order && contact ? { order, contact } : null
    },
    listForBakery: (query) => listOrdersForBakery(db, query),
  }
}
