/**
 * Sends the whole browser to another address, leaving the app, e.g. to a payment provider's page
 * (docs/product.md › Payments: the browser is redirected). Kept in one place so tests can watch
 * where the shop sends a customer without jsdom trying to navigate.
 */
export function navigateBrowserTo(url: string): void {
  window.location.assign(url)
}
