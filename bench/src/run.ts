import { measureCatalogThroughput } from './catalog-throughput'
import { measureInitialJsKb } from './initial-js'
import { measureServerRssMiB } from './server-memory'

const GOALS = { catalogRatio: 0.8, initialJsKb: 130, rssMiB: 400 }

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

const throughput = await measureCatalogThroughput()
const ratio = throughput.real / throughput.bare
console.log(
  `catalogue route: ${throughput.real.toFixed(0)} req/s vs bare Fastify ${throughput.bare.toFixed(0)} req/s = ${ratio.toFixed(2)} (goal ≥ ${GOALS.catalogRatio}: ${verdict(ratio >= GOALS.catalogRatio)})`,
)

const initialJs = measureInitialJsKb()
console.log(
  `home page initial JS: ${initialJs.kb.toFixed(1)} KB gzip in ${initialJs.files.length} files (goal ≤ ${GOALS.initialJsKb}: ${verdict(initialJs.kb <= GOALS.initialJsKb)})`,
)

const rss = await measureServerRssMiB()
console.log(
  `server RSS after start on PGlite: ${rss.restart.toFixed(0)} MiB (goal ≤ ${GOALS.rssMiB}: ${verdict(rss.restart <= GOALS.rssMiB)}); on the very first start, which also creates and seeds the database: ${rss.firstStart.toFixed(0)} MiB`,
)
