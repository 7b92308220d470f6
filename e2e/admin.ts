import { expect, type Page } from '@playwright/test'

// The bakery's admin in every back-office journey. playwright.config.ts makes it with the shop's
// own `npm run admin:create` on the e2e data directory before the server opens it (PGlite allows
// one process per directory), so the server itself has no way in for tests.

/** The baker's account, an admin from the first request on. */
export const BAKER = {
  email: 'baker@sweetart.test',
  password: 'baker-secret-1',
  firstName: 'Bea',
  lastName: 'Baker',
} as const

/** The shell command that creates the baker; `ADMIN_PASSWORD` comes from `bakerEnvironment`. */
export const CREATE_BAKER_COMMAND = [
  'node --import tsx ../apps/api/src/cli/create-admin.ts',
  `--email ${BAKER.email} --first-name ${BAKER.firstName} --last-name ${BAKER.lastName}`,
].join(' ')

/** What `CREATE_BAKER_COMMAND` reads besides the data directory. */
export const bakerEnvironment = { ADMIN_PASSWORD: BAKER.password }

/** Signs the page's browser context in as the baker through the shop's login API. */
export async function signInAsBaker(page: Page): Promise<void> {
  const response = await page.request.post('/api/clients/auth/login', {
    data: { email: BAKER.email, password: BAKER.password },
  })
  expect(response.status()).toBe(200)
}

/** What choosing a product's options needs of it. */
export interface ProductWithOptions {
  filings: { title: string }[]
  extraFilings?: { filings: { title: string }[] }
  variants?: { title: string }[]
  price: { type: string; variants: { unit: string }[] }
}

/** The first value of every option group the product offers, as its product page would choose. */
export function firstOptions(product: ProductWithOptions) {
  const groups: [string, string | undefined][] = [
    ['filings', product.filings[0]?.title],
    ['extraFilings', product.extraFilings?.filings[0]?.title],
    [
      'priceVariant',
      product.price.type === 'variants' ? product.price.variants[0]?.unit : undefined,
    ],
    ['variants', product.variants?.[0]?.title],
  ]
  return groups.flatMap(([title, value]) => (value === undefined ? [] : [{ title, value }]))
}
