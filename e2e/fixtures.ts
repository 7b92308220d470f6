import { test as base } from '@playwright/test'
import { onShopDay } from './shop-day'

export { expect } from '@playwright/test'

/** Playwright's `test`, whose browser context runs on the journeys' day (`shop-day.ts`). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onShopDay(context))
  },
})
