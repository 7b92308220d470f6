import { expect, test } from 'vitest'
import { createGoogleMapsProvider } from './google-maps-provider'

interface Call {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
}

function stubFetch(answer: { status?: number; body: unknown }) {
  const calls: Call[] = []
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    })
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  return { calls, fetchStub }
}

test('autocomplete calls Places API (New) restricted to GB with the session token and the key in a header', async () => {
  const { calls, fetchStub } = stubFetch({
    body: {
      suggestions: [
        {
          placePrediction: {
            placeId: 'ChIJ-downing',
            text: { text: '10 Downing Street, London, UK' },
          },
        },
        { queryPrediction: { text: { text: 'downing street pubs' } } },
      ],
    },
  })
  const maps = createGoogleMapsProvider({ apiKey: 'secret-key', fetch: fetchStub })
  const answer = await maps.autocomplete('10 Downing', 'token-123')
  expect(answer).toEqual([
    { description: '10 Downing Street, London, UK', place_id: 'ChIJ-downing' },
  ])
  const [call] = calls
  expect(call?.url).toBe('https://places.googleapis.com/v1/places:autocomplete')
  expect(call?.method).toBe('POST')
  expect(call?.url).not.toContain('secret-key')
  expect(call?.headers['x-goog-api-key']).toBe('secret-key')
  expect(call?.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId')
  expect(call?.body).toMatchObject({
    input: '10 Downing',
    includedRegionCodes: ['gb'],
    sessionToken: 'token-123',
  })
})

test('place details asks for the formatted address and address components and reads both', async () => {
  const { calls, fetchStub } = stubFetch({
    body: {
      formattedAddress: '10 Downing St, London SW1A 2AA, UK',
      addressComponents: [
        { longText: 'London', shortText: 'London', types: ['postal_town'] },
        { longText: 'SW1A 2AA', shortText: 'SW1A 2AA', types: ['postal_code'] },
      ],
    },
  })
  const maps = createGoogleMapsProvider({ apiKey: 'k', fetch: fetchStub })
  expect(await maps.placeDetails('ChIJ/odd id', 'token-9')).toEqual({
    address: '10 Downing St, London SW1A 2AA, UK',
    postCode: 'SW1A 2AA',
  })
  expect(calls[0]?.url).toMatch(
    /^https:\/\/places\.googleapis\.com\/v1\/places\/ChIJ%2Fodd%20id\?.*sessionToken=token-9/,
  )
  expect(calls[0]?.headers['x-goog-fieldmask']).toBe('formattedAddress,addressComponents')
})

test('a place without a postcode or an address line, or unknown to Google, gives null', async () => {
  const none = stubFetch({
    body: { formattedAddress: 'UK', addressComponents: [{ longText: 'UK', types: ['country'] }] },
  })
  expect(
    await createGoogleMapsProvider({ apiKey: 'k', fetch: none.fetchStub }).placeDetails('x'),
  ).toBeNull()
  const lineless = stubFetch({
    body: { addressComponents: [{ longText: 'SW1A 2AA', types: ['postal_code'] }] },
  })
  expect(
    await createGoogleMapsProvider({ apiKey: 'k', fetch: lineless.fetchStub }).placeDetails('x'),
  ).toBeNull()
  const missing = stubFetch({ status: 404, body: { error: { status: 'NOT_FOUND' } } })
  expect(
    await createGoogleMapsProvider({ apiKey: 'k', fetch: missing.fetchStub }).placeDetails('x'),
  ).toBeNull()
})

test('distance calls computeRouteMatrix in imperial units from the origin address to the place', async () => {
  const { calls, fetchStub } = stubFetch({
    body: [
      {
        originIndex: 0,
        destinationIndex: 0,
        status: {},
        condition: 'ROUTE_EXISTS',
        distanceMeters: 18_000,
        localizedValues: { distance: { text: '11.2 mi' } },
      },
    ],
  })
  const maps = createGoogleMapsProvider({ apiKey: 'k', fetch: fetchStub })
  expect(await maps.distanceMiles('Abbey Road, Barking IG11 7BT, UK', 'ChIJ-place')).toBe(11.2)
  const [call] = calls
  expect(call?.url).toBe('https://routes.googleapis.com/distanceMatrix/v2:computeRouteMatrix')
  expect(call?.body).toMatchObject({
    origins: [{ waypoint: { address: 'Abbey Road, Barking IG11 7BT, UK' } }],
    destinations: [{ waypoint: { placeId: 'ChIJ-place' } }],
    travelMode: 'DRIVE',
    units: 'IMPERIAL',
  })
  expect(call?.headers['x-goog-fieldmask']).toContain('localizedValues')
})

test('a distance in feet is rounded to miles, metres are the fallback, no route is null', async () => {
  const feet = stubFetch({
    body: [
      {
        condition: 'ROUTE_EXISTS',
        distanceMeters: 259,
        localizedValues: { distance: { text: '850 ft' } },
      },
    ],
  })
  expect(
    await createGoogleMapsProvider({ apiKey: 'k', fetch: feet.fetchStub }).distanceMiles('o', 'p'),
  ).toBe(0.16)
  const metres = stubFetch({ body: [{ condition: 'ROUTE_EXISTS', distanceMeters: 16_093.44 }] })
  expect(
    await createGoogleMapsProvider({ apiKey: 'k', fetch: metres.fetchStub }).distanceMiles(
      'o',
      'p',
    ),
  ).toBe(10)
  const noRoute = stubFetch({ body: [{ condition: 'ROUTE_NOT_FOUND' }] })
  expect(
    await createGoogleMapsProvider({ apiKey: 'k', fetch: noRoute.fetchStub }).distanceMiles(
      'o',
      'p',
    ),
  ).toBeNull()
})

test('an outage becomes a 503-coded AppError with a customer-readable message', async () => {
  const down = stubFetch({ status: 500, body: {} })
  const maps = createGoogleMapsProvider({ apiKey: 'k', fetch: down.fetchStub })
  await expect(maps.autocomplete('abcd', 't')).rejects.toMatchObject({ code: 'UNAVAILABLE' })
  const broken = createGoogleMapsProvider({
    apiKey: 'k',
    fetch: () => Promise.reject(new Error('ECONNRESET')),
  })
  await expect(broken.distanceMiles('o', 'p')).rejects.toMatchObject({
    code: 'UNAVAILABLE',
    message: 'The address service is not answering. Please try again in a moment.',
  })
})
