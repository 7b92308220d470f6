import { afterEach, expect, test, vi } from 'vitest'
import { SECTIONS } from '@/test/fixtures'
import { getSections } from './get-sections'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubAnswer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  )
}

test('the catalogue answer is kept as served', async () => {
  stubAnswer(SECTIONS)
  await expect(getSections()).resolves.toEqual(SECTIONS)
})

test.each([
  ['a product without its price', [{ ...SECTIONS[0], products: [{ id: 'p', title: 'Cake' }] }]],
  [
    'an unknown price type',
    SECTIONS.map((section) => ({
      ...section,
      products: section.products.map((product) => ({
        ...product,
        price: { ...product.price, type: 'free' },
      })),
    })),
  ],
  ['a section instead of a list', SECTIONS[0]],
])('a catalogue with %s is refused as a bad answer', async (_case, body) => {
  stubAnswer(body)
  await expect(getSections()).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
})
