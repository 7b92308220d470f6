import { measureCatalogThroughput } from './catalog-throughput'
import { CHECKOUT_CONNECTIONS, measureCheckoutThroughput } from './checkout-throughput'
import { measureServerRssMiB } from './server-memory'
import { reportStorefrontPages } from './storefront-report'
import { PROOF_PARTS, runProofPart } from './proof'

// `npm run bench -- attack` runs that part alone; without a name every part runs.
const requestedPart = process.argv[2]
if (requestedPart !== undefined) {
  await runProofPart(requestedPart)
  process.exit(0)
}

const GOALS = {
  catalogRatio: 0.8,
  ordersPerSecond: 200,
  checkoutP99Ms: 100,
  rssMiB: 400,
}

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

const throughput = await measureCatalogThroughput()
const ratio = throughput.real / throughput.bare
console.log(
  `catalogue route: ${throughput.real.toFixed(0)} req/s vs bare Fastify ${throughput.bare.toFixed(0)} req/s = ${ratio.toFixed(2)} (goal ≥ ${GOALS.catalogRatio}: ${verdict(ratio >= GOALS.catalogRatio)})`,
)

const checkout = await measureCheckoutThroughput()
console.log(
  `checkout on PGlite: ${checkout.ordersPerSecond.toFixed(0)} orders/s (goal ≥ ${GOALS.ordersPerSecond}: ${verdict(checkout.ordersPerSecond >= GOALS.ordersPerSecond)}); p99 at ${CHECKOUT_CONNECTIONS} concurrent ${checkout.p99Ms.toFixed(0)} ms (goal ≤ ${GOALS.checkoutP99Ms}: ${verdict(checkout.p99Ms <= GOALS.checkoutP99Ms)}); ${checkout.non2xx} non-2xx answers, ${checkout.errors} errors; acknowledged ${checkout.acknowledged}, stored ${checkout.stored}${checkout.acknowledged === checkout.stored ? '' : ' (ORDERS LOST OR INVENTED)'}`,
)

await reportStorefrontPages()

const rss = await measureServerRssMiB()
console.log(
  `server RSS after start on PGlite: ${rss.restart.toFixed(0)} MiB (goal ≤ ${GOALS.rssMiB}: ${verdict(rss.restart <= GOALS.rssMiB)}); on the very first start, which also creates and seeds the database: ${rss.firstStart.toFixed(0)} MiB`,
)

for (const part of Object.keys(PROOF_PARTS)) await runProofPart(part)
