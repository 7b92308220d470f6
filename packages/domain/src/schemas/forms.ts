import { z } from 'zod'
import { PaymentChoiceSchema } from './payments'
import { CartLineSchema } from '../cart'
import { PASSWORD_MIN_LENGTH, RECOVERY_CODE_LENGTH } from '../constants'
import {
  birthDateRange,
  formatDisplayDate,
  isBirthDateAllowed,
  isClockTime,
  isIsoDate,
} from '../dates'
import { isAddressRequired } from '../delivery'
import { CART_IS_EMPTY } from '../messages'
import { DELIVERY_METHODS } from './catalog'
import { DeliveryDistanceSchema } from './orders'

/** Every validation message of the forms, in the shop's own words (docs/product.md › Validation; › Accounts). */
export const FORM_MESSAGES = {
  required: 'The field is required',
  enterEmail: 'Enter email',
  onlyLetters: 'Only letters and spaces',
  onlyNumbers: 'Only numbers and a sign +',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordConfirmRequired: 'Password confirm is required',
  thisFieldRequired: 'This field required',
  fillOutFields: 'Fill out of the fields',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  noLetters: 'Only numbers, no letters',
  recoveryCode: `Enter the ${RECOVERY_CODE_LENGTH}-digit code`,
  invalidDate: 'Enter a valid date',
  invalidTime: 'Enter a valid time',
  birthDateRange: (max: string) => `Choose a date from 01.01.1920 to ${max}`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  passwordForEmailChange: 'Enter your current password to change the e-mail',
} as const

const LETTER = /[A-Za-z\u0400-\u04FF]/
/**
 * The characters of a first or last name: letters of any script with their combining marks (Zoë,
 * José, typed precomposed or as a letter and an accent), digits, spaces, hyphens (Hopper-Smith) and
 * straight or curly apostrophes (O'Brien, O’Brien). Symbols such as ! @ . _ stay out.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}0-9 '’-]+$/u
// Punctuation alone ("-", "''") is not a name: at least one letter or digit.
const NAME_CORE = /[\p{L}0-9]/u
const RECOVERY_CODE_PATTERN = new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`)
/** An optional leading plus, then digit groups with dashes, dots, spaces or bracketed groups (docs/product.md › Phone, e-mail and passwords). */
export const PHONE_PATTERN = /^\+?(?:\(\d+\)|\d)(?:[\d .-]|\(\d+\))*$/

/** Filters phone typing: keeps digits and slashes, and a plus only as the first character (docs/product.md › Phone, e-mail and passwords). */
export function filterPhoneInput(value: string): string {
  const body = value.replace(/[^\d/]/g, '')
  return value.trimStart().startsWith('+') ? `+${body}` : body
}

// Checks after "required" let an empty value through, so an empty field reports only "required";
// none of them aborts, because an aborted issue would stop the cross-field rules (password match, address) from running.
function requiredText(max: number, message: string = FORM_MESSAGES.required) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: FORM_MESSAGES.tooLong(max) })
}

function emptyOr(test: (value: string) => boolean): (value: string) => boolean {
  return (value) => value === '' || test(value)
}

const EMAIL_FORMAT = z.email()

/** E-mail: required, then a valid address (docs/product.md › Phone, e-mail and passwords). */
export const EmailSchema = requiredText(254).refine(
  emptyOr((value) => EMAIL_FORMAT.safeParse(value).success),
  { error: FORM_MESSAGES.enterEmail },
)
/** First or last name: required; letters of any script, digits, spaces, hyphens and apostrophes, with at least one letter or digit. */
export const PersonNameSchema = requiredText(60).refine(
  emptyOr((value) => NAME_PATTERN.test(value) && NAME_CORE.test(value)),
  {
    error: FORM_MESSAGES.onlyLetters,
  },
)
/** Phone: required, digits with an optional leading plus and separators (docs/product.md › Phone, e-mail and passwords). */
export const PhoneSchema = requiredText(30).refine(
  emptyOr((value) => PHONE_PATTERN.test(value)),
  {
    error: FORM_MESSAGES.onlyNumbers,
  },
)
/** A password being checked (log in): required only (docs/product.md › Phone, e-mail and passwords). */
export const PasswordSchema = z
  .string({ error: FORM_MESSAGES.required })
  .min(1, { error: FORM_MESSAGES.required })
  .max(128, { error: FORM_MESSAGES.tooLong(128) })
/** A password being set: required and at least 8 characters, the shared password rule (docs/product.md › Phone, e-mail and passwords). */
export const NewPasswordSchema = z
  .string({ error: FORM_MESSAGES.required })
  .min(1, { error: FORM_MESSAGES.required })
  .refine(
    emptyOr((value) => value.length >= PASSWORD_MIN_LENGTH),
    { error: FORM_MESSAGES.passwordTooShort },
  )
  .max(128, { error: FORM_MESSAGES.tooLong(128) })
/** A password confirmation field: required (docs/product.md › Phone, e-mail and passwords). */
export const PasswordConfirmSchema = z
  .string({ error: FORM_MESSAGES.passwordConfirmRequired })
  .min(1, { error: FORM_MESSAGES.passwordConfirmRequired })
/** Floor: optional, any text without a Latin or Cyrillic letter (docs/product.md › Addresses). */
export const FloorSchema = z
  .string()
  .trim()
  .max(20, { error: FORM_MESSAGES.tooLong(20) })
  .refine((value) => !LETTER.test(value), { error: FORM_MESSAGES.noLetters })
/** Flat: optional, letters allowed, as London's flats are `2B` or `Basement` (docs/product.md › Addresses). */
export const FlatSchema = z
  .string()
  .trim()
  .max(20, { error: FORM_MESSAGES.tooLong(20) })
/** A client id sent by the browser; never trusted, only compared with the session's (docs/product.md › Accounts). */
const ClientIdSchema = z.string().max(100).optional()

function hasStrings(value: unknown, keys: readonly string[]): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')
  )
}

/** Adds the check that a confirm field equals its password, reported on the confirm field even while other fields are invalid (docs/product.md › Validation). */
function withMatchingConfirm<T extends z.ZodObject>(
  schema: T,
  passwordKey: string,
  confirmKey: string,
) {
  return schema.refine(
    (value: Record<string, unknown>) =>
      value[confirmKey] === '' || value[passwordKey] === value[confirmKey],
    {
      error: FORM_MESSAGES.passwordsDoNotMatch,
      path: [confirmKey],
      when: (payload) => hasStrings(payload.value, [passwordKey, confirmKey]),
    },
  )
}

/** Log in form and body of `POST /clients/auth/login` (docs/product.md › Accounts). */
export const LoginSchema = z.object({ email: EmailSchema, password: PasswordSchema })
/** Log in form (docs/product.md › Accounts). */
export type LoginValues = z.infer<typeof LoginSchema>

const signupShape = {
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  password: NewPasswordSchema,
}

/** Body of `POST /clients/auth/signup` (docs/product.md › Accounts). */
export const SignupRequestSchema = z.object(signupShape)
/** Body of the sign-up call. */
export type SignupRequest = z.infer<typeof SignupRequestSchema>
/** Create an account form: the sign-up fields and a matching `passwordConfirm` (docs/product.md › Accounts; › Phone, e-mail and passwords). */
export const SignupFormSchema = withMatchingConfirm(
  z.object({ ...signupShape, passwordConfirm: PasswordConfirmSchema }),
  'password',
  'passwordConfirm',
)
/** Create an account form (docs/product.md › Accounts). */
export type SignupFormValues = z.infer<typeof SignupFormSchema>

/** Password Recovery step 1 and body of `POST /clients/auth/recovery`: only the e-mail is validated (docs/product.md › Phone, e-mail and passwords). */
export const RecoveryRequestSchema = z.object({ email: EmailSchema })
/** Password Recovery step 2 and body of `POST /clients/auth/recovery/confirm`: e-mail and the 6-digit code (docs/product.md › Accounts). */
export const RecoveryConfirmSchema = z.object({
  email: EmailSchema,
  code: requiredText(RECOVERY_CODE_LENGTH + 10).refine(
    emptyOr((value) => RECOVERY_CODE_PATTERN.test(value)),
    {
      error: FORM_MESSAGES.recoveryCode,
    },
  ),
})
/** Body of `POST /clients/auth/recovery/change`. */
export const RecoveryChangeRequestSchema = z.object({ newPassword: NewPasswordSchema })
/** Change Password tab of the auth modal: New Password and New Password Confirm (docs/product.md › Accounts; › Phone, e-mail and passwords). */
export const RecoveryChangeFormSchema = withMatchingConfirm(
  z.object({ newPassword: NewPasswordSchema, newPasswordConfirm: PasswordConfirmSchema }),
  'newPassword',
  'newPasswordConfirm',
)

/** Body of `POST /clients/auth/password`: the current and the new password (docs/product.md › Accounts). */
export const ChangePasswordRequestSchema = z.object({
  clientId: ClientIdSchema,
  oldPassword: z
    .string({ error: FORM_MESSAGES.thisFieldRequired })
    .min(1, { error: FORM_MESSAGES.thisFieldRequired }),
  newPassword: NewPasswordSchema,
})
/** The profile's Change Password modal: old password (`This field required`), new password and its confirmation (docs/product.md › Phone, e-mail and passwords). */
export const ChangePasswordFormSchema = withMatchingConfirm(
  z.object({
    oldPassword: ChangePasswordRequestSchema.shape.oldPassword,
    newPassword: NewPasswordSchema,
    newPasswordConfirm: PasswordConfirmSchema,
  }),
  'newPassword',
  'newPasswordConfirm',
)

/** A birth date, `YYYY-MM-DD` from 1920-01-01 to 1 January next year in London, or empty (docs/product.md › Phone, e-mail and passwords). */
export function createBirthDateSchema(now: Date) {
  const { max } = birthDateRange(now)
  return z
    .string()
    .refine(emptyOr(isIsoDate), { error: FORM_MESSAGES.invalidDate })
    .refine(
      emptyOr((value) => !isIsoDate(value) || isBirthDateAllowed(value, now)),
      {
        error: FORM_MESSAGES.birthDateRange(formatDisplayDate(max)),
      },
    )
}

/** The current password that confirms a change of e-mail; the server checks it. */
const CurrentPasswordSchema = z.string().max(128, { error: FORM_MESSAGES.tooLong(128) })

/** Whether a profile's e-mail changes, so the current password must confirm it. */
export function isEmailChange(savedEmail: string, email: string): boolean {
  return email.trim() !== savedEmail
}

/**
 * The Personal information form; `birthDate` empty when unknown. A new
 * e-mail also needs the current password: recovery codes go to that address.
 */
export function createProfileFormSchema(now: Date, savedEmail: string) {
  return z
    .object({
      firstName: PersonNameSchema,
      lastName: PersonNameSchema,
      email: EmailSchema,
      phone: PhoneSchema,
      birthDate: createBirthDateSchema(now),
      currentPassword: CurrentPasswordSchema,
    })
    .refine((value) => !isEmailChange(savedEmail, value.email) || value.currentPassword !== '', {
      error: FORM_MESSAGES.passwordForEmailChange,
      path: ['currentPassword'],
      when: (payload) => hasStrings(payload.value, ['email', 'currentPassword']),
    })
}
/** The Personal information form (docs/product.md › Account area). */
export type ProfileFormValues = z.infer<ReturnType<typeof createProfileFormSchema>>

/** Body of `PATCH /clients`: only the changed fields; `birthDate` null clears it; a new e-mail comes with `currentPassword`. */
export function createProfilePatchSchema(now: Date) {
  return z.object({
    clientId: ClientIdSchema,
    firstName: PersonNameSchema.optional(),
    lastName: PersonNameSchema.optional(),
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    birthDate: z.union([createBirthDateSchema(now), z.null()]).optional(),
    currentPassword: CurrentPasswordSchema.optional(),
  })
}

/** The fields of `values` that differ from `initial`: a profile save sends only these (docs/product.md › Forms). */
export function pickChangedFields<T extends Record<string, unknown>>(
  initial: T,
  values: T,
): Partial<T> {
  const changed: Partial<T> = {}
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] !== initial[key]) changed[key] = values[key]
  }
  return changed
}

/** Whether a form differs from its initial values, so Save may be active (docs/product.md › Forms). */
export function hasChangedFields<T extends Record<string, unknown>>(
  initial: T,
  values: T,
): boolean {
  return Object.keys(pickChangedFields(initial, values)).length > 0
}

/** The address form: address (required) and postcode filled from the chosen place, floor and flat without letters (docs/product.md › Account area; › Addresses). */
export const AddressFormSchema = z.object({
  address: requiredText(300),
  postCode: requiredText(10),
  floor: FloorSchema,
  flat: FlatSchema,
  placeId: z.string().max(500).optional(),
})
/** The address form (docs/product.md › Account area). */
export type AddressFormValues = z.infer<typeof AddressFormSchema>

/** Body of `POST /clients/address` (and `/new`); congestion flag and distance are hints the server recomputes (docs/product.md › Address search; › Product prices). */
export const AddressCreateRequestSchema = AddressFormSchema.extend({
  clientId: ClientIdSchema,
  isCongestionZone: z.boolean().optional(),
  deliveryDistance: DeliveryDistanceSchema.nullable().optional(),
})
/** Body of `PATCH /clients/address/data`: the address fields and its id. */
export const AddressUpdateRequestSchema = AddressCreateRequestSchema.extend({
  id: z.string().min(1).max(100),
})
/** Body of `DELETE /clients/address/data`. */
export const AddressDeleteRequestSchema = z.object({
  clientId: ClientIdSchema,
  addressId: z.string().min(1).max(100),
})
/** Body of `DELETE /clients`. */
export const ClientDeleteRequestSchema = z.object({ clientId: ClientIdSchema })
/** Body of `POST /payments/customer/transactions`. */
export const TransactionsRequestSchema = z.object({ clientId: ClientIdSchema })
/** Fields of `POST /orders/images` besides the files. */
export const OrderImagesUploadSchema = z.object({ orderId: z.string().min(1).max(100) })
/** Body of `DELETE /orders/images` (docs/product.md › Photos on custom orders). */
export const OrderImageDeleteSchema = z.object({
  orderId: z.string().min(1).max(100),
  name: z.string().min(1).max(300),
})

/** The checkout's delivery block: method, date and `From` time required; `To` optional (docs/product.md › Dates and time slots; › Wire names). */
export const CheckoutDeliverySchema = z.object({
  method: z.enum(DELIVERY_METHODS, { error: FORM_MESSAGES.required }),
  date: requiredText(10).refine(emptyOr(isIsoDate), { error: FORM_MESSAGES.invalidDate }),
  time: requiredText(5).refine(emptyOr(isClockTime), { error: FORM_MESSAGES.invalidTime }),
  secondTime: z
    .string()
    .refine(emptyOr(isClockTime), { error: FORM_MESSAGES.invalidTime })
    .default(''),
})

/** The checkout's delivery place; `placeId` from autocomplete, `addressId` for a saved address (docs/product.md › Address search). */
export const DeliveryPlaceSchema = z.object({
  address: z.string().trim().max(300).default(''),
  postCode: z.string().trim().max(10).default(''),
  floor: FloorSchema.default(''),
  flat: FlatSchema.default(''),
  placeId: z.string().max(500).optional(),
  addressId: z.string().max(100).optional(),
})

const guestPersonalShape = {
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
}
// A signed-in client's own record is used; whatever the browser sends in these fields is not
// validated (docs/product.md › Cart and checkout).
const clientPersonalShape = {
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
}

/** Who checks out: a guest gives personal details, a signed-in client does not (docs/product.md › Cart and checkout). */
export type CheckoutKind = 'guest' | 'client'

/** Requires an address when the method is delivery or Royal Mail, reported on `deliveryPlace.address` (docs/product.md › Cart and checkout). */
function withAddressRule<T extends z.ZodObject>(schema: T) {
  return schema.superRefine(
    (value: Record<string, unknown>, ctx) => {
      const method = readString(value, 'delivery', 'method')
      const address = readString(value, 'deliveryPlace', 'address').trim()
      if (isAddressRequired(method) && address === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['deliveryPlace', 'address'],
          message: FORM_MESSAGES.required,
        })
      }
    },
    // Runs even while other fields are invalid, so the form marks the address at the same time as them.
    { when: () => true },
  )
}

function readString(value: unknown, group: string, key: string): string {
  if (typeof value !== 'object' || value === null) return ''
  const inner = (value as Record<string, unknown>)[group]
  if (typeof inner !== 'object' || inner === null) return ''
  const field = (inner as Record<string, unknown>)[key]
  return typeof field === 'string' ? field : ''
}

function checkoutFormShape<P extends z.ZodRawShape>(personal: P) {
  return {
    ...personal,
    message: z
      .string()
      .trim()
      .max(2000, { error: FORM_MESSAGES.tooLong(2000) })
      .default(''),
    delivery: CheckoutDeliverySchema,
    deliveryPlace: DeliveryPlaceSchema,
    paymentChoice: PaymentChoiceSchema.default('online'),
  }
}

function buildCheckoutFormSchema<P extends z.ZodRawShape>(personal: P) {
  return withAddressRule(z.object(checkoutFormShape(personal)))
}

/** The body of every order call: the checkout form plus the cart lines, at least one (docs/product.md › Wire names). */
function buildCheckoutSchema<P extends z.ZodRawShape>(personal: P) {
  return withAddressRule(
    z.object({
      ...checkoutFormShape(personal),
      products: z.array(CartLineSchema).min(1, { error: CART_IS_EMPTY }).max(100),
    }),
  )
}

/** The checkout form for a guest or a signed-in client, without the cart lines (docs/product.md › Cart and checkout). */
export function createCheckoutFormSchema(kind: CheckoutKind) {
  return kind === 'guest'
    ? buildCheckoutFormSchema(guestPersonalShape)
    : buildCheckoutFormSchema(clientPersonalShape)
}

/** The checkout form of a guest (docs/product.md › Cart and checkout). */
export const GuestCheckoutFormSchema = buildCheckoutFormSchema(guestPersonalShape)
/** The checkout form of a signed-in client (docs/product.md › Cart and checkout). */
export const ClientCheckoutFormSchema = buildCheckoutFormSchema(clientPersonalShape)
/** The order body of a guest: `POST /orders/client/clear` and `/payments/customer/transactions/clear` (docs/product.md › Wire names). */
export const GuestCheckoutSchema = buildCheckoutSchema(guestPersonalShape)
/** The order body of a signed-in client: `POST /orders/client` and `/payments/customer/transactions/clear` (docs/product.md › Accounts). */
export const ClientCheckoutSchema = buildCheckoutSchema(clientPersonalShape)
/** A guest's order body as parsed: every personal field present and valid (docs/product.md › Cart and checkout). */
export type GuestCheckout = z.infer<typeof GuestCheckoutSchema>
/** A checkout body as parsed; a guest's body fits it too, with every personal field present (docs/product.md › Wire names). */
export type CheckoutBody = z.infer<typeof ClientCheckoutSchema>
