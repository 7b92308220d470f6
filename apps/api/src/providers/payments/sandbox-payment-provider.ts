import type { PaymentProvider } from './payment-provider'

/**
 * The embedded default (decisions §4): the flow link is the shop's own `/payment/{id}` page, where
 * the customer pays or cancels a clearly marked test payment. No money moves and nothing leaves
 * the machine.
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    method: 'sandbox',
    createFlow: (request) =>
      Promise.resolve({
        flowLink: `/payment/${encodeURIComponent(request.transactionId)}`,
        providerRef: null,
      }),
  }
}
