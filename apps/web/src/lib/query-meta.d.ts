import '@tanstack/react-query'

// Lets a query opt into surviving a reload with `meta: { persist: true }` (see lib/persist.ts),
// and out of the shared error toast with `meta: { quiet: true }` when its page shows the answer.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      persist?: boolean
      quiet?: boolean
    }
  }
}
