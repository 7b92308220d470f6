import { measureCatalogThroughput } from './catalog-throughput'
import { reportCheckout } from './checkout-throughput'
import { reportPageHeadThroughput } from './page-heads-throughput'
import { measureServerRssMiB } from './server-memory'
import { reportStorefrontPages } from './storefront-report'
import { PROOF_PARTS, runProofPart } from './proof'

// `npm run bench -- attack` runs that part alone; without a name every part runs.
const requestedPart = process.argv[2]
if (requestedPart === 'checkout') {
  await reportCheckout()
  process.exit(0)
}
if (requestedPart === 'page-heads') {
  await reportPageHeadThroughput()
  process.exit(0)
}
if (requestedPart === 'storefront') {
  await reportStorefrontPages()
  process.exit(0)
}
if (requestedPart !== undefined) {
  await runProofPart(requestedPart)
  // With the exit code a missed fault goal set.
  process.exit()
}

const GOALS = {
  catalogRatio: 0.8,
  rssMiB: 400,
}

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

const throughput = await measureCatalogThroughput()
const ratio = throughput.real / throughput.bare
console.log(
  `catalogue route: ${throughput.real.toFixed(0)} req/s vs bare Fastify ${throughput.bare.toFixed(0)} req/s = ${ratio.toFixed(2)} (goal ≥ ${GOALS.catalogRatio}: ${verdict(ratio >= GOALS.catalogRatio)})`,
)

await reportPageHeadThroughput()

await reportCheckout()

await reportStorefrontPages()

const rss = await measureServerRssMiB()
console.log(
  `server RSS after start on PGlite: ${rss.restart.toFixed(0)} MiB (goal ≤ ${GOALS.rssMiB}: ${verdict(rss.restart <= GOALS.rssMiB)}); on the very first start, which also creates and seeds the database: ${rss.firstStart.toFixed(0)} MiB`,
)

for (const part of Object.keys(PROOF_PARTS)) await runProofPart(part)
