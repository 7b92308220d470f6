import { expect, test } from 'vitest'
import type { z } from 'zod'
import { makeCartLine } from '../testing/fixtures'
import {
  AddressCreateRequestSchema,
  AddressFormSchema,
  ChangePasswordFormSchema,
  ClientCheckoutSchema,
  createProfileFormSchema,
  createProfilePatchSchema,
  EmailSchema,
  filterPhoneInput,
  FlatSchema,
  FloorSchema,
  FORM_MESSAGES,
  GuestCheckoutFormSchema,
  GuestCheckoutSchema,
  hasChangedFields,
  LoginSchema,
  PersonNameSchema,
  PhoneSchema,
  pickChangedFields,
  RecoveryChangeFormSchema,
  RecoveryConfirmSchema,
  RecoveryRequestSchema,
  SignupFormSchema,
} from './forms'

/** The first message per field path, the way the forms show errors. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  const found: Record<string, string> = {}
  if (result.success) return found
  for (const issue of result.error.issues) {
    const key = issue.path.join('.')
    found[key] ??= issue.message
  }
  return found
}

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  return Object.values(messages(schema, value))[0] ?? null
}

test.each([
  ['', 'The field is required'],
  [undefined, 'The field is required'],
  ['anna', 'Enter email'],
  ['anna@', 'Enter email'],
  [' anna@example.co.uk ', null],
])('e-mail %j gives %j', (value, message) => {
  expect(firstMessage(EmailSchema, value)).toBe(message)
})

test.each([
  ['Anna Maria', null],
  ['Анна', null],
  ['Louis 14', null],
  ["O'Brien", null],
  ['O’Brien', null],
  ['Hopper-Smith', null],
  ['Zoë', null],
  ['Zoe\u0308', null],
  ['José', null],
  ["Zoë O'Brien-José", null],
  ['Łukasz Żółć', null],
  ['Ἀλέξανδρος', null],
  ['Nguyễn', null],
  ['محمد', null],
  ['Grace!', 'Only letters and spaces'],
  ['ada@lovelace', 'Only letters and spaces'],
  ['Ada_Lovelace', 'Only letters and spaces'],
  ['Ada.', 'Only letters and spaces'],
  ['<b>Ada</b>', 'Only letters and spaces'],
  ['Ada 😀', 'Only letters and spaces'],
  ['-', 'Only letters and spaces'],
  ["' -", 'Only letters and spaces'],
  ['', 'The field is required'],
  ['   ', 'The field is required'],
])('name %j gives %j', (value, message) => {
  expect(firstMessage(PersonNameSchema, value)).toBe(message)
})

test.each([
  ['+44 20 7946 0958', null],
  ['020-7946.0958', null],
  ['+44 (0)20 7946 0958', null],
  ['07946095800', null],
  ['+', 'Only numbers and a sign +'],
  ['44+20', 'Only numbers and a sign +'],
  ['phone me', 'Only numbers and a sign +'],
  ['020/7946', 'Only numbers and a sign +'],
  ['()', 'Only numbers and a sign +'],
  ['', 'The field is required'],
])('phone %j gives %j', (value, message) => {
  expect(firstMessage(PhoneSchema, value)).toBe(message)
})

test.each([
  ['+44 20 79', '+442079'],
  ['07 946-095', '07946095'],
  ['12/34', '12/34'],
  ['1+2', '12'],
  [' +7abc', '+7'],
  ['', ''],
])('typing %j into the phone field keeps %j', (typed, kept) => {
  expect(filterPhoneInput(typed)).toBe(kept)
})

test.each([
  ['', null],
  ['3', null],
  ['12-B', 'Only numbers, no letters'],
  ['Б2', 'Only numbers, no letters'],
  ['1/2', null],
])('floor %j gives %j', (value, message) => {
  expect(firstMessage(FloorSchema, value)).toBe(message)
})

test.each([
  ['', null],
  ['2B', null],
  ['Flat 12-B', null],
  ['Basement', null],
  ['x'.repeat(21), 'Must be at most 20 characters'],
])('flat %j gives %j', (value, message) => {
  expect(firstMessage(FlatSchema, value)).toBe(message)
})

test('log in needs an e-mail and a password', () => {
  expect(messages(LoginSchema, { email: '', password: '' })).toEqual({
    email: 'The field is required',
    password: 'The field is required',
  })
  expect(LoginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
})

const signup = {
  firstName: 'Anna',
  lastName: 'Smith',
  email: 'anna@example.com',
  phone: '+447946095800',
  password: 'sugarplum',
  passwordConfirm: 'sugarplum',
}

test.each([
  ['a valid sign-up', {}, {}],
  [
    'a short password',
    { password: 'short', passwordConfirm: 'short' },
    { password: FORM_MESSAGES.passwordTooShort },
  ],
  [
    'an empty confirmation',
    { passwordConfirm: '' },
    { passwordConfirm: 'Password confirm is required' },
  ],
  [
    'a different confirmation',
    { passwordConfirm: 'sugarplum!' },
    { passwordConfirm: 'Passwords do not match' },
  ],
  [
    'a mismatch beside another invalid field',
    { firstName: '', passwordConfirm: 'nope' },
    { firstName: 'The field is required', passwordConfirm: 'Passwords do not match' },
  ],
])('sign-up with %s', (_name, change, expected) => {
  expect(messages(SignupFormSchema, { ...signup, ...change })).toEqual(expected)
})

test('a password of 8 characters is enough', () => {
  expect(FORM_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters')
  expect(
    SignupFormSchema.safeParse({ ...signup, password: '12345678', passwordConfirm: '12345678' })
      .success,
  ).toBe(true)
})

test('recovery validates only the e-mail, then the 6-digit code', () => {
  expect(RecoveryRequestSchema.safeParse({ email: 'a@b.co', code: 'anything' }).success).toBe(true)
  expect(messages(RecoveryConfirmSchema, { email: 'a@b.co', code: '' })).toEqual({
    code: 'The field is required',
  })
  expect(messages(RecoveryConfirmSchema, { email: 'a@b.co', code: '12345' })).toEqual({
    code: 'Enter the 6-digit code',
  })
  expect(RecoveryConfirmSchema.safeParse({ email: 'a@b.co', code: ' 123456 ' }).success).toBe(true)
})

test('the recovery change form needs a matching new password', () => {
  expect(
    messages(RecoveryChangeFormSchema, { newPassword: 'sugarplum', newPasswordConfirm: 'x' }),
  ).toEqual({
    newPasswordConfirm: 'Passwords do not match',
  })
})

test('changing a password needs the old one (This field required)', () => {
  expect(
    messages(ChangePasswordFormSchema, {
      oldPassword: '',
      newPassword: 'sugarplum',
      newPasswordConfirm: 'sugarplum',
    }),
  ).toEqual({
    oldPassword: 'This field required',
  })
})

const now = new Date('2024-06-01T12:00:00Z')
const profile = {
  firstName: 'Anna',
  lastName: 'Smith',
  email: 'anna@example.com',
  phone: '07946095800',
  birthDate: '',
}

test.each([
  ['no birth date', '', null],
  ['the earliest birth date', '1920-01-01', null],
  ['1 January next year', '2025-01-01', null],
  ['before 1920', '1919-12-31', 'Choose a date from 01.01.1920 to 01.01.2025'],
  ['after 1 January next year', '2025-01-02', 'Choose a date from 01.01.1920 to 01.01.2025'],
  ['not a date', '31.12.1990', 'Enter a valid date'],
])('a profile with %s gives %j', (_name, birthDate, message) => {
  const schema = createProfileFormSchema(now, profile.email)
  expect(firstMessage(schema, { ...profile, currentPassword: '', birthDate })).toBe(message)
})

test('a profile form asks for the current password only when the e-mail changes', () => {
  const schema = createProfileFormSchema(now, profile.email)
  const same = { ...profile, email: ` ${profile.email} `, currentPassword: '' }
  expect(firstMessage(schema, same)).toBeNull()
  const moved = { ...profile, email: 'anna@elsewhere.example', currentPassword: '' }
  expect(firstMessage(schema, moved)).toBe(FORM_MESSAGES.passwordForEmailChange)
  expect(firstMessage(schema, { ...moved, currentPassword: 'my password' })).toBeNull()
  // Reported with the other fields' errors, so the form marks them all at once.
  const result = schema.safeParse({ ...moved, firstName: '' })
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
    'firstName',
    'currentPassword',
  ])
})

test('a profile patch accepts only changed fields and a cleared birth date', () => {
  const schema = createProfilePatchSchema(now)
  expect(schema.safeParse({ phone: '+44 7946 095800' }).success).toBe(true)
  expect(schema.safeParse({ birthDate: null }).success).toBe(true)
  expect(schema.safeParse({ firstName: 'R2/D2' }).success).toBe(false)
})

test('a profile patch carries the current password that confirms a new e-mail', () => {
  const schema = createProfilePatchSchema(now)
  expect(schema.parse({ email: 'b@example.com', currentPassword: 'secret' })).toEqual({
    email: 'b@example.com',
    currentPassword: 'secret',
  })
  expect(schema.safeParse({ currentPassword: 'x'.repeat(129) }).success).toBe(false)
})

test('pickChangedFields returns only the fields that differ', () => {
  const changed = pickChangedFields(profile, { ...profile, phone: '+44', birthDate: '1990-05-05' })
  expect(changed).toEqual({ phone: '+44', birthDate: '1990-05-05' })
  expect(hasChangedFields(profile, { ...profile })).toBe(false)
  expect(hasChangedFields(profile, { ...profile, lastName: 'Jones' })).toBe(true)
})

test('the address form needs an address and a postcode; floor and flat refuse letters', () => {
  expect(
    messages(AddressFormSchema, { address: '', postCode: '', floor: 'first', flat: '' }),
  ).toEqual({
    address: 'The field is required',
    postCode: 'The field is required',
    floor: 'Only numbers, no letters',
  })
  expect(
    AddressCreateRequestSchema.safeParse({
      address: '221B Baker Street',
      postCode: 'NW1 6XE',
      floor: '1',
      flat: '',
      isCongestionZone: true,
    }).success,
  ).toBe(true)
})

const guest = {
  firstName: 'Anna',
  lastName: 'Smith',
  email: 'anna@example.com',
  phone: '07946095800',
  message: '',
  delivery: { method: 'delivery', date: '2024-07-08', time: '11:00', secondTime: '12:00' },
  deliveryPlace: { address: '10 Downing Street', postCode: 'SW1A 2AA', floor: '', flat: '' },
}

test.each([
  ['a full delivery order', {}, {}],
  [
    'delivery without an address',
    { deliveryPlace: { address: ' ', postCode: '', floor: '', flat: '' } },
    { 'deliveryPlace.address': 'The field is required' },
  ],
  [
    'Royal Mail without an address',
    {
      delivery: { ...guest.delivery, method: 'royalMail' },
      deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    },
    { 'deliveryPlace.address': 'The field is required' },
  ],
  [
    'collection without an address',
    {
      delivery: { ...guest.delivery, method: 'orderCollection' },
      deliveryPlace: { address: '', postCode: '', floor: '', flat: '' },
    },
    {},
  ],
  [
    'Uber taxi without an address',
    { delivery: { ...guest.delivery, method: 'uberTaxi' }, deliveryPlace: {} },
    {},
  ],
  [
    'no method, date or time',
    { delivery: { method: '', date: '', time: '', secondTime: '' } },
    {
      'delivery.method': 'The field is required',
      'delivery.date': 'The field is required',
      'delivery.time': 'The field is required',
    },
  ],
  [
    'a missing address beside missing names',
    { firstName: '', deliveryPlace: { address: '' } },
    { firstName: 'The field is required', 'deliveryPlace.address': 'The field is required' },
  ],
  [
    'a malformed date and times',
    { delivery: { method: 'delivery', date: '08.07.2024', time: '11', secondTime: '25:00' } },
    {
      'delivery.date': 'Enter a valid date',
      'delivery.time': 'Enter a valid time',
      'delivery.secondTime': 'Enter a valid time',
    },
  ],
])('guest checkout with %s', (_name, change, expected) => {
  expect(messages(GuestCheckoutFormSchema, { ...guest, ...change })).toEqual(expected)
})

test('a guest checkout fills defaults for optional fields', () => {
  const parsed = GuestCheckoutFormSchema.parse({
    ...guest,
    message: undefined,
    delivery: { ...guest.delivery, secondTime: undefined },
  })
  expect(parsed.message).toBe('')
  expect(parsed.delivery.secondTime).toBe('')
})

test('a signed-in client’s personal fields are not validated', () => {
  const body = {
    ...guest,
    firstName: '',
    email: 'not an email',
    phone: undefined,
    products: [makeCartLine()],
  }
  expect(ClientCheckoutSchema.safeParse(body).success).toBe(true)
  expect(GuestCheckoutSchema.safeParse(body).success).toBe(false)
})

test('an order body needs at least one cart line', () => {
  expect(messages(GuestCheckoutSchema, { ...guest, products: [] })).toEqual({
    products: 'Cart is empty',
  })
})

test('a body that is not an object is refused without throwing', () => {
  expect(GuestCheckoutSchema.safeParse(null).success).toBe(false)
  expect(GuestCheckoutSchema.safeParse({ delivery: 'x', deliveryPlace: 7 }).success).toBe(false)
})
