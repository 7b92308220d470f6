import { act, renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import { createProductChoice } from '@sweet-art/domain/product-config'
import { useToastStore } from '@/components/ui/toast-store'
import { makeProduct } from '@/test/fixtures'
import { useCartStore } from '../stores/cart-store'
import { useAddToCart } from './use-add-to-cart'

function lastToast() {
  return useToastStore.getState().toasts.at(-1)
}

test('adding a product with nothing missing creates a cart line and confirms it', () => {
  useCartStore.getState().dispatch({ type: 'clear' })
  const product = makeProduct({ id: 'p-box', sectionId: 's-offer', title: 'Tasting Box' })
  const { result } = renderHook(() => useAddToCart())

  let added = false
  act(() => {
    added = result.current(product, createProductChoice(product), 'Special Offer')
  })

  expect(added).toBe(true)
  const lines = useCartStore.getState().cart.products
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatchObject({
    productId: 'p-box',
    name: 'Tasting Box',
    sectionName: 'Special Offer',
    quantity: '1',
    cost: 60,
    status: 'created',
  })
  expect(lastToast()).toMatchObject({ message: 'Tasting Box added to cart', kind: 'success' })
})

test('a missing option group is named in a toast and nothing is added', () => {
  useCartStore.getState().dispatch({ type: 'clear' })
  const product = makeProduct({
    id: 'p-cake',
    sectionId: 's-cakes',
    filings: [{ id: 'f', title: 'Jam', photo: [], structure: [], ingredients: '', allergens: [] }],
    variants: [{ id: 'v', title: 'Gold', photo: [], allergens: [] }],
  })
  const { result } = renderHook(() => useAddToCart())

  act(() => {
    result.current(product, createProductChoice(product), 'Cakes')
  })

  expect(useCartStore.getState().cart.products).toHaveLength(0)
  expect(lastToast()).toMatchObject({ message: 'Please select: Filling, Options', kind: 'error' })
})
