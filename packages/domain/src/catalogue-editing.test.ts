import { expect, test } from 'vitest'
import { productAsInput } from './catalogue-editing'
import { ProductInputSchema } from './schemas/admin-catalog'
import type { Filling } from './schemas/catalog'
import { makeProduct } from './testing/fixtures'

const biscoff: Filling = {
  id: 'filling-1',
  title: 'Biscoff',
  photo: [{ path: 'images/catalog', name: 'biscoff.webp' }],
  structure: ['Biscoff sponge', 'Biscoff cream'],
  ingredients: 'Biscoff biscuits.',
  allergens: ['gluten', 'soya'],
}

test('a saved product opens in the back office as the baker wrote it, without what the server keeps', () => {
  const product = makeProduct({
    sectionId: '0b6c1f4e-8a43-4a55-9d59-2f1f8b6a6f10',
    title: 'Truffle Cake',
    leadTimeDays: 21,
    filings: [biscoff],
    extraFilings: {
      sectionTitle: 'Sponge cake-filling',
      filings: [{ ...biscoff, id: 'filling-2' }],
    },
    variants: [{ id: 'variant-1', title: 'Gold leaf', photo: [], allergens: ['milk'] }],
    collections: [{ id: 'flavour-1', title: 'Lemon', ingredients: 'Lemons.', allergens: [] }],
    allergens: ['eggs'],
  })

  const input = productAsInput(product)

  // Saving it unchanged is valid and changes nothing.
  expect(ProductInputSchema.parse(input)).toEqual(input)
  expect(input).toMatchObject({ title: 'Truffle Cake', leadTimeDays: 21, allergens: ['eggs'] })
  // Ids, photos, path and order are the server's, never sent back.
  expect(input).not.toHaveProperty('id')
  expect(input).not.toHaveProperty('photo')
  expect(input).not.toHaveProperty('path')
  expect(input).not.toHaveProperty('order')
  expect(input.filings).toEqual([
    {
      title: 'Biscoff',
      photo: biscoff.photo,
      structure: biscoff.structure,
      ingredients: 'Biscoff biscuits.',
      allergens: ['gluten', 'soya'],
    },
  ])
  expect(input.extraFilings.filings[0]).not.toHaveProperty('id')
  expect(input.variants).toEqual([{ title: 'Gold leaf', photo: [], allergens: ['milk'] }])
  expect(input.collections).toEqual([{ title: 'Lemon', ingredients: 'Lemons.', allergens: [] }])
})
