import { act, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
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

function shownHeadings(): string[] {
  return screen.queryAllByRole('heading').map((heading) => heading.textContent)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('nothing but the placeholder until ready, then every block in order and no placeholder', async () => {
  const { rerender } = render(<Blocks ready={false} />)
  expect(screen.getByText('Holding the place')).toBeTruthy()
  expect(screen.queryByRole('heading')).toBeNull()

  rerender(<Blocks ready />)
  expect(await screen.findByRole('heading', { name: 'Third' })).toBeTruthy()
  expect(shownHeadings()).toEqual(['First', 'Second', 'Third'])
  expect(screen.queryByText('Holding the place')).toBeNull()
})

/**
 * A screen that reaches as far as `blocksInReach` blocks: the placeholder under the blocks is near
 * while fewer are shown. Scrolling reaches further and tells every observer again.
 */
class ScrolledObserver {
  static blocksInReach = 0
  static observers = new Set<ScrolledObserver>()
  private readonly report: (entries: { isIntersecting: boolean }[]) => void
  constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
    this.report = report
  }
  observe() {
    ScrolledObserver.observers.add(this)
    queueMicrotask(() => this.tell())
  }
  disconnect() {
    ScrolledObserver.observers.delete(this)
  }
  tell() {
    if (!ScrolledObserver.observers.has(this)) return
    this.report([{ isIntersecting: shownHeadings().length < ScrolledObserver.blocksInReach }])
  }
  static scrollToReach(blocks: number) {
    ScrolledObserver.blocksInReach = blocks
    for (const observer of ScrolledObserver.observers) observer.tell()
  }
}

test('a block below the reach of the screen waits until the visitor scrolls near it', async () => {
  ScrolledObserver.blocksInReach = 1
  vi.stubGlobal('IntersectionObserver', ScrolledObserver)
  render(<Blocks ready />)
  expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy()
  // The placeholder is measured again after the first block and is now out of reach.
  await act(async () => {
    await Promise.resolve()
  })
  expect(shownHeadings()).toEqual(['First'])
  expect(screen.getByText('Holding the place')).toBeTruthy()

  await act(async () => ScrolledObserver.scrollToReach(3))
  expect(await screen.findByRole('heading', { name: 'Third' })).toBeTruthy()
  expect(shownHeadings()).toEqual(['First', 'Second', 'Third'])
  expect(screen.queryByText('Holding the place')).toBeNull()
})
