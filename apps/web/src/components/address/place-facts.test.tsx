import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { json, stubApi } from '@/test/api-stub'
import { resolvePlace } from './api/resolve-place'
import { PlaceFacts } from './place-facts'

// The offline maps provider places a postcode it does not list at its district's centre and says
// so: the customer sees that the distance, and so the delivery price, is approximate.

async function showChosenPlace(distanceAnswer: object) {
  stubApi({
    'GET /maps/place/pc_SK117NX': () =>
      json({ address: 'SK11 7NX, Macclesfield, UK', postCode: 'SK11 7NX' }),
    'GET /maps/distance': () => json(distanceAnswer),
  })
  const place = await resolvePlace({
    description: 'SK11 7NX, Macclesfield, UK',
    place_id: 'pc_SK117NX',
  })
  render(<PlaceFacts distance={place?.distance ?? null} isCongestionZone={false} />)
}

test('a distance to a place known only to its postcode district reads approximate', async () => {
  await showChosenPlace({
    origin: 'Barking',
    distance: 196.18,
    isEstimate: true,
    approximate: true,
  })
  expect(screen.getByText('196.2 miles from our kitchen (approximate)')).toBeTruthy()
})

test('a distance to a place found exactly reads without the word', async () => {
  await showChosenPlace({ origin: 'Barking', distance: 12.47, isEstimate: true })
  expect(screen.getByText('12.5 miles from our kitchen')).toBeTruthy()
  expect(screen.queryByText(/approximate/)).toBeNull()
})
