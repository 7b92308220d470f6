import { expect, test } from 'vitest'
import { chooseToastEdge, type ScreenBox } from './toast-placement'

// A 390 × 844 phone: a full-width stack 70 px high, 16 px from the edges, under a 72 px header.
const stack: ScreenBox = { top: 758, bottom: 828, left: 16, right: 374 }
const phone = { stack, screenHeight: 844, topInset: 72, gap: 16 }

function box(top: number, height: number, left = 200, width = 120): ScreenBox {
  return { top, bottom: top + height, left, right: left + width }
}

test.each<[string, ScreenBox[], 'bottom' | 'top']>([
  ['no action on screen', [], 'bottom'],
  ['a Save button in the middle of the screen', [box(400, 48)], 'bottom'],
  ['a Save button at the bottom of the screen', [box(780, 48)], 'top'],
  ['Save at the bottom and Submit just under the header', [box(780, 48), box(100, 48)], 'bottom'],
  ['a Save button at the bottom but left of the stack', [box(780, 48, 0, 10)], 'bottom'],
])('with %s the stack goes to the %s', (_name, actions, edge) => {
  expect(chooseToastEdge({ ...phone, actions })).toBe(edge)
})

test('a measured DOMRect is read through its getters', () => {
  const measured = new DOMRect(16, 758, 358, 70)
  expect(chooseToastEdge({ ...phone, stack: measured, actions: [box(780, 48)] })).toBe('top')
})

test('on a desktop a Save button left of the bottom-right stack leaves it at the bottom', () => {
  const desktop = { top: 800, bottom: 876, left: 836, right: 1256 }
  expect(
    chooseToastEdge({
      stack: desktop,
      screenHeight: 900,
      topInset: 0,
      gap: 24,
      actions: [box(820, 48, 600, 120)],
    }),
  ).toBe('bottom')
})
