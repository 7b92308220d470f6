import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { User } from '@sweet-art/domain/schemas/users'
import { json, stubApi } from '@/test/api-stub'
import { USER } from '@/test/fixtures'
import { renderApp } from '@/test/render-app'
import { pollProfile } from '@/test/session'

// The profile's chunk loads on demand; give it time on a busy machine.
const RIGHT_PASSWORD = 'my own password'

async function openProfile(user: User = USER) {
  const api = stubApi({
    'GET /clients/auth/profile': () => json(user),
    'PATCH /clients': (request) => {
      const { currentPassword, ...change } = request.body as Partial<User> & {
        currentPassword?: string
      }
      // The API's answers to a new e-mail: the current password must come with it and be right.
      if (change.email !== undefined && currentPassword !== RIGHT_PASSWORD)
        return json(
          {
            code: 'VALIDATION',
            message: 'The current password is not correct.',
            fields: { currentPassword: 'The current password is not correct.' },
          },
          400,
        )
      return json({ ...user, ...change })
    },
    'GET /maps/autocomplete': (request) =>
      json(
        request.url.searchParams.get('input')?.startsWith('Baker')
          ? [
              { description: '221B Baker Street, London NW1 6XE, UK', place_id: 'p-baker' },
              { description: '', place_id: 'p-empty' },
            ]
          : [],
      ),
    'GET /maps/place/p-baker': () =>
      json({ address: '221B Baker Street, London NW1 6XE, UK', postCode: 'NW1 6XE' }),
    'GET /maps/distance': () => json({ origin: 'Barking', distance: 13.23 }),
    'POST /clients/address': (request) =>
      json({
        address: {
          id: 'a-new',
          isCongestionZone: false,
          deliveryDistance: { origin: 'Barking', distance: 13.23 },
          ...(request.body as object),
        },
      }),
  })
  const { queryClient } = renderApp('/account/profile')
  const form = await screen.findByRole(
    'form',
    { name: 'Personal information' },
    { timeout: 15_000 },
  )
  return { ...api, form, queryClient }
}

function field(container: HTMLElement, label: string): HTMLInputElement {
  return within(container).getByLabelText(label)
}

test('Save waits until the profile is changed and valid, and sends only the changed fields', async () => {
  const { form, calls } = await openProfile()
  const save = within(form).getByRole('button', { name: 'Save' })
  expect(field(form, 'First Name').value).toBe('Ada')
  expect(field(form, 'B-day Date').value).toBe('10.12.1990')
  expect(field(form, 'B-day Date').placeholder).toBe('Select Date')
  expect(save).toHaveProperty('disabled', true)

  fireEvent.change(field(form, 'First Name'), { target: { value: 'Ada 2' } })
  await waitFor(() => expect(save).toHaveProperty('disabled', false))
  fireEvent.change(field(form, 'First Name'), { target: { value: 'Ada!' } })
  await waitFor(() => expect(save).toHaveProperty('disabled', true))

  fireEvent.change(field(form, 'First Name'), { target: { value: 'Augusta' } })
  fireEvent.change(field(form, 'B-day Date'), { target: { value: '' } })
  await waitFor(() => expect(save).toHaveProperty('disabled', false))
  fireEvent.click(save)

  expect(await screen.findByText('Your details have been saved')).toBeTruthy()
  const patch = calls.find((call) => call.method === 'PATCH')
  expect(patch?.body).toEqual({ firstName: 'Augusta', birthDate: null })
  // The form starts again from the saved values: nothing left to save.
  expect(field(form, 'First Name').value).toBe('Augusta')
  await waitFor(() => expect(save).toHaveProperty('disabled', true))
  expect(field(form, 'First Name').value).toBe('Augusta')
  // Nothing but a new e-mail asks for the password.
  expect(within(form).queryByLabelText('Current Password')).toBeNull()
})

test('a change the profile poll brings fills the untouched fields and keeps what the client is typing', async () => {
  let held: User = USER
  const { form, queryClient } = await openProfile()
  const { fetchMock } = stubApi({ 'GET /clients/auth/profile': () => json(held) })
  held = { ...USER, lastName: 'King', phone: '+447700900999' }

  fireEvent.change(field(form, 'First Name'), { target: { value: 'Augusta' } })
  await pollProfile(queryClient)

  expect(fetchMock).toHaveBeenCalled()
  await waitFor(() => expect(field(form, 'Last Name').value).toBe('King'))
  expect(field(form, 'First Name').value).toBe('Augusta')
})

test('a new e-mail asks for the current password, and a wrong one is shown on that field', async () => {
  const { form, calls } = await openProfile()
  const save = within(form).getByRole('button', { name: 'Save' })
  expect(within(form).queryByLabelText('Current Password')).toBeNull()

  fireEvent.change(field(form, 'Email'), { target: { value: 'ada@elsewhere.example' } })
  const password = await within(form).findByLabelText('Current Password')
  expect(password.getAttribute('type')).toBe('password')
  expect(within(form).getByText('Needed to change your e-mail')).toBeTruthy()
  await waitFor(() => expect(save).toHaveProperty('disabled', true))
  fireEvent.blur(password)
  expect(
    await within(form).findByText('Enter your current password to change the e-mail'),
  ).toBeTruthy()

  fireEvent.change(password, { target: { value: 'a wrong guess' } })
  await waitFor(() => expect(save).toHaveProperty('disabled', false))
  fireEvent.click(save)
  expect(await within(form).findByText('The current password is not correct.')).toBeTruthy()
  expect(password.getAttribute('aria-invalid')).toBe('true')
  expect(field(form, 'Email').value).toBe('ada@elsewhere.example')

  fireEvent.change(password, { target: { value: RIGHT_PASSWORD } })
  await waitFor(() => expect(save).toHaveProperty('disabled', false))
  fireEvent.click(save)
  await waitFor(() => expect(within(form).queryByLabelText('Current Password')).toBeNull())
  expect(field(form, 'Email').value).toBe('ada@elsewhere.example')
  const patches = calls.filter((call) => call.method === 'PATCH').map((call) => call.body)
  expect(patches).toEqual([
    { email: 'ada@elsewhere.example', currentPassword: 'a wrong guess' },
    { email: 'ada@elsewhere.example', currentPassword: RIGHT_PASSWORD },
  ])
})

test('typing the saved e-mail back hides the password field and leaves nothing to save', async () => {
  const { form } = await openProfile()
  const save = within(form).getByRole('button', { name: 'Save' })
  fireEvent.change(field(form, 'Email'), { target: { value: 'ada@elsewhere.example' } })
  fireEvent.change(await within(form).findByLabelText('Current Password'), {
    target: { value: RIGHT_PASSWORD },
  })
  fireEvent.change(field(form, 'Email'), { target: { value: USER.email } })
  await waitFor(() => expect(within(form).queryByLabelText('Current Password')).toBeNull())
  await waitFor(() => expect(save).toHaveProperty('disabled', true))
})

test('the birth date calendar offers month and year dropdowns, starts weeks on Monday and fills dd.MM.yyyy', async () => {
  const { form } = await openProfile({ ...USER, birthDate: null })
  fireEvent.click(within(form).getByRole('button', { name: 'Choose date from calendar' }))
  const calendar = screen.getByRole('dialog', { name: 'Calendar' })

  const years = within(calendar).getByRole('combobox', { name: /year/i })
  const yearOptions = within(years).getAllByRole('option')
  expect(yearOptions[0]?.textContent).toBe('1920')
  expect(yearOptions.at(-1)?.textContent).toBe(String(new Date().getFullYear() + 1))
  expect(within(calendar).getByRole('combobox', { name: /month/i })).toBeTruthy()
  // Weekday headers are hidden from the accessibility tree in favour of each day's full label.
  expect(calendar.querySelector('th')?.textContent).toBe('Mo')

  fireEvent.change(years, { target: { value: '1990' } })
  fireEvent.click(
    within(calendar).getAllByRole('button', { name: /^\w+, 15 \w+ 1990/ })[0] as HTMLElement,
  )
  expect(field(form, 'B-day Date').value).toMatch(/^15\.\d{2}\.1990$/)
  expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull()
})

test('an address is found through autocomplete after more than 3 characters and saved', async () => {
  const { calls } = await openProfile({ ...USER, addressesData: [] })
  fireEvent.click(screen.getByRole('button', { name: /Add address/ }))
  const draft = screen.getByRole('form', { name: 'New address' })
  const address = within(draft).getByRole('combobox', { name: 'Address' })
  const autocompleteCalls = () =>
    calls.filter((call) => call.url.pathname.endsWith('/autocomplete'))

  fireEvent.change(address, { target: { value: 'Bak' } })
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(autocompleteCalls()).toHaveLength(0)

  fireEvent.change(address, { target: { value: 'Baker' } })
  const option = await screen.findByRole('option', {
    name: '221B Baker Street, London NW1 6XE, UK',
  })
  expect(screen.getByRole('option', { name: 'Not found' })).toBeTruthy()
  expect(autocompleteCalls()[0]?.url.searchParams.get('input')).toBe('Baker')

  fireEvent.mouseDown(option)
  await waitFor(() => expect(field(draft, 'Postal Code').value).toBe('NW1 6XE'))
  expect(field(draft, 'Postal Code').readOnly).toBe(true)
  const lookups = calls.map((call) => call.url.pathname).filter((path) => path.includes('/maps/'))
  expect(lookups.slice(-2)).toEqual(['/api/maps/place/p-baker', '/api/maps/distance'])

  fireEvent.change(field(draft, 'Floor'), { target: { value: 'second' } })
  fireEvent.blur(field(draft, 'Floor'))
  expect(await within(draft).findByText('Only numbers, no letters')).toBeTruthy()
  fireEvent.change(field(draft, 'Floor'), { target: { value: '2' } })

  const save = within(draft).getByRole('button', { name: 'Save' })
  await waitFor(() => expect(save).toHaveProperty('disabled', false))
  fireEvent.click(save)

  expect(
    await screen.findByRole('form', { name: 'Address: 221B Baker Street, London NW1 6XE, UK' }),
  ).toBeTruthy()
  expect(
    calls.find((call) => call.method === 'POST' && call.url.pathname.endsWith('/address'))?.body,
  ).toEqual({
    address: '221B Baker Street, London NW1 6XE, UK',
    postCode: 'NW1 6XE',
    floor: '2',
    flat: '',
    placeId: 'p-baker',
  })
})

test('editing the address text after choosing drops the chosen postcode', async () => {
  await openProfile()
  const saved = screen.getByRole('form', { name: /^Address: 221B/ })
  expect(field(saved, 'Postal Code').value).toBe('NW1 6XE')

  fireEvent.change(within(saved).getByRole('combobox', { name: 'Address' }), {
    target: { value: '221B Baker St' },
  })
  expect(field(saved, 'Postal Code').value).toBe('')
  await waitFor(() =>
    expect(within(saved).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
  )
})
