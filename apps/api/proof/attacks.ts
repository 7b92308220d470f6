import { createSandboxPaymentProvider } from '../src/providers/payments/sandbox-payment-provider'
import { createTestApp } from '../src/test/test-app'
import type { Section } from '@sweet-art/domain/schemas/catalog'
import type { Attack, AttackTarget } from './attack-kit'
import { csrf, idor, sessionFixationAndReuse } from './attacks-access'
import {
  emailTakeoverWithStolenSession,
  parallelPasswordBursts,
  strangerShutsAccount,
} from './attacks-auth'
import {
  bruteForce,
  injectionStrings,
  maliciousFiles,
  oversizedBodies,
  webhookForgeryAndReplay,
} from './attacks-input'
import { amountsPastTheCeiling, priceTampering, quantityTampering } from './attacks-money'
import {
  addressSwap,
  deliveryDateTampering,
  dressedMailboxFlood,
  guestOrderFlood,
} from './attacks-orders'
import {
  accidentalSandboxPayments,
  addressesOfOneNetwork,
  billedMapsCalls,
  madeUpHosts,
  secretsInLogs,
  slowClients,
  spoofedClientAddress,
} from './attacks-edge'
import { customerTextInMail, orderLinkForgery } from './attacks-mail'
import { escapedSvgStyles, parallelPhotoCap, pixelBombs, unreadBodies } from './attacks-uploads'

/** The attack suite (docs/product.md › Speed and resilience) over a fresh shop, and the attacks to run against it. */
export async function createAttackSuite(): Promise<{
  target: AttackTarget
  attacks: Attack[]
  close: () => Promise<void>
}> {
  const sandbox = createSandboxPaymentProvider()
  const shop = await createTestApp({ payments: sandbox })
  await shop.app.ready()
  const catalogue = await shop.app.inject({ method: 'GET', url: '/api/products-sections/client' })
  const target: AttackTarget = { shop, sections: catalogue.json<Section[]>() }
  return {
    target,
    attacks: [
      priceTampering,
      quantityTampering,
      amountsPastTheCeiling,
      idor,
      sessionFixationAndReuse,
      csrf,
      webhookForgeryAndReplay(sandbox),
      bruteForce,
      maliciousFiles,
      oversizedBodies,
      injectionStrings,
      addressSwap,
      deliveryDateTampering,
      guestOrderFlood,
      dressedMailboxFlood,
      spoofedClientAddress,
      addressesOfOneNetwork,
      billedMapsCalls,
      slowClients,
      accidentalSandboxPayments,
      madeUpHosts,
      secretsInLogs,
      customerTextInMail,
      orderLinkForgery,
      parallelPasswordBursts,
      emailTakeoverWithStolenSession,
      strangerShutsAccount,
      pixelBombs,
      unreadBodies,
      parallelPhotoCap,
      escapedSvgStyles,
    ],
    close: () => shop.close(),
  }
}
