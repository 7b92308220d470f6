import { useToastStore } from '@/components/ui/toast-store'

// A toast hides itself after a few seconds, and on a loaded machine a test's next look at the
// store can come later than that: tests read every toast shown since the test began instead.
const shownIds = new Set<number>()
const shownMessages: string[] = []

useToastStore.subscribe(({ toasts }) => {
  for (const toast of toasts) {
    if (shownIds.has(toast.id)) continue
    shownIds.add(toast.id)
    shownMessages.push(toast.message)
  }
})

/** Every toast message shown since the test began, oldest first, whether or not it still shows. */
export function shownToastMessages(): string[] {
  return [...shownMessages]
}

/** Called between tests (setup.ts). */
export function forgetShownToasts(): void {
  shownIds.clear()
  shownMessages.length = 0
}
