/**
 * Sends the whole browser to another address, leaving the app, e.g. to a payment provider's page
 * (docs/product.md › Payments: the browser is redirected), or loads the page again. Methods of one
 * object, so that tests replace them for every file that imports it (src/test/setup.ts) and watch
 * where the shop sends a customer, without jsdom trying to navigate.
 */
export const browserNavigation = {
  goTo: (url: string): void => {
    window.location.assign(url)
  },
  reload: (): void => {
    window.location.reload()
  },
}
