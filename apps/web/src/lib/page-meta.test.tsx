import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { usePageMeta } from './page-meta'

function Meta({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description })
  return null
}

function description(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null
}

test('a page sets the title and description, and leaving it restores the previous ones', () => {
  document.title = 'Default'
  const { rerender, unmount } = render(<Meta title="Cakes · Sweet Art" description="Cakes." />)
  expect(document.title).toBe('Cakes · Sweet Art')
  expect(description()).toBe('Cakes.')

  rerender(<Meta title="Cupcakes · Sweet Art" description="Cupcakes." />)
  expect(document.title).toBe('Cupcakes · Sweet Art')
  expect(description()).toBe('Cupcakes.')

  unmount()
  expect(document.title).toBe('Default')
})
