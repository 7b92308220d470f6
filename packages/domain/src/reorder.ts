/** Which way the back office moves an item in a list: up is earlier, down is later (docs/product.md › The back office). */
export type MoveDirection = 'up' | 'down'

/**
 * The list with the item at `index` swapped with its neighbour in `direction`; the same list when
 * the item is already first (up) or last (down), or the index is outside it
 * (docs/product.md › The back office: reorder).
 */
export function moveOnePlace<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = direction === 'up' ? index - 1 : index + 1
  const moved = [...items]
  const item = moved[index]
  const neighbour = moved[target]
  if (index < 0 || item === undefined || neighbour === undefined) return moved
  moved[index] = neighbour
  moved[target] = item
  return moved
}
