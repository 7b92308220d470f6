import '@tanstack/react-query'

// Lets a query opt into surviving a reload with `meta: { persist: true }` (see lib/persist.ts).
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      persist?: boolean
    }
  }
}
