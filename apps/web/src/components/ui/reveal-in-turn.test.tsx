import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { RevealInTurn } from './reveal-in-turn'

function Blocks({ ready }: { ready: boolean }) {
  return (
    <RevealInTurn ready={ready} placeholder={<p>Holding the place</p>}>
      <h2>First</h2>
      <h2>Second</h2>
      <h2>Third</h2>
    </RevealInTurn>
  )
}

test('nothing but the placeholder until ready, then every block in order and no placeholder', async () => {
  const { rerender } = render(<Blocks ready={false} />)
  expect(screen.getByText('Holding the place')).toBeTruthy()
  expect(screen.queryByRole('heading')).toBeNull()

  rerender(<Blocks ready />)
  expect(await screen.findByRole('heading', { name: 'Third' })).toBeTruthy()
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
    'First',
    'Second',
    'Third',
  ])
  expect(screen.queryByText('Holding the place')).toBeNull()
})
