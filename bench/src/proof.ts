import { formatAttackTable, runAttackSuite } from './attack-table'
import { measureBackingOutages, measureKillNine, type FaultFigures } from './faults'
import { FUZZ_REQUESTS, measureRouteFuzz } from './fuzz-routes'
import {
  measureKillNineWithSlowMail,
  measureMailServerAway,
  measureSharedOutbox,
} from './mail-faults'
import {
  LOAD_RATE,
  LOAD_SECONDS,
  measureMixedLoadOnPglite,
  measureMixedLoadScaledOut,
  type LoadFigures,
} from './load-mixed'

const verdict = (isMet: boolean) => (isMet ? 'goal met' : 'GOAL MISSED')

async function reportAttacks(): Promise<void> {
  const rows = await runAttackSuite()
  const tried = rows.reduce((sum, row) => sum + row.tried, 0)
  const held = rows.reduce((sum, row) => sum + row.held, 0)
  console.log(
    `attack suite: ${held} of ${tried} attempts held (goal: all: ${verdict(held === tried)})`,
  )
  console.log(formatAttackTable(rows))
}

async function reportFuzz(): Promise<void> {
  const fuzz = await measureRouteFuzz()
  const isMet =
    fuzz.requests >= FUZZ_REQUESTS && fuzz.serverErrors === 0 && fuzz.unhandledRejections === 0
  console.log(
    `fuzz: ${fuzz.requests} generated requests across every route in ${fuzz.seconds.toFixed(0)} s; ${fuzz.serverErrors} 5xx, ${fuzz.unhandledRejections} unhandled rejections (goal: none: ${verdict(isMet)}); answers ${fuzz.statuses}`,
  )
  if (fuzz.firstServerError) console.log(`  first 5xx: ${fuzz.firstServerError}`)
}

function printLoad(figures: LoadFigures): void {
  const isExact = figures.found === figures.acknowledged && figures.stored === figures.acknowledged
  console.log(
    `mixed load, ${figures.setup}: ${figures.requests} requests (browse, cart, checkout) at ${LOAD_RATE}/s planned, done in ${figures.seconds.toFixed(0)} s (${(figures.requests / figures.seconds).toFixed(0)}/s achieved); p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms; ${figures.serverErrors} 5xx, ${figures.transportErrors} transport errors (goal: no 5xx: ${verdict(figures.serverErrors === 0)}); answers ${figures.statuses}`,
  )
  console.log(
    `  orders: ${figures.acknowledged} acknowledged, ${figures.found} of them in the database, ${figures.stored} stored in all (goal: each exactly once: ${verdict(isExact)})`,
  )
}

async function reportLoad(): Promise<void> {
  printLoad(await measureMixedLoadOnPglite(LOAD_SECONDS))
  printLoad(await measureMixedLoadScaledOut(LOAD_SECONDS))
}

/** Prints one fault's figures; a fault whose goal is missed fails the bench run. */
function printFault(figures: FaultFigures): void {
  console.log(`fault, ${figures.fault}: ${verdict(figures.isHeld)}`)
  for (const line of figures.lines) console.log(`  ${line}`)
  if (!figures.isHeld) process.exitCode = 1
}

async function reportFaults(): Promise<void> {
  printFault(await measureKillNine())
  for (const figures of await measureBackingOutages()) printFault(figures)
  printFault(await measureKillNineWithSlowMail())
  printFault(await measureSharedOutbox())
  printFault(await measureMailServerAway())
}

/** The proof parts (docs/product.md › Speed and resilience), each runnable alone: `npm run bench -- <part>`. */
export const PROOF_PARTS: Record<string, () => Promise<void>> = {
  load: reportLoad,
  faults: reportFaults,
  attack: reportAttacks,
  fuzz: reportFuzz,
}

/** Runs the named proof part, or says which parts there are. */
export async function runProofPart(name: string): Promise<void> {
  const part = PROOF_PARTS[name]
  if (!part) throw new Error(`no bench part ${name}; parts: ${Object.keys(PROOF_PARTS).join(', ')}`)
  await part()
}
