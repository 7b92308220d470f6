import { formatAttackTable, runAttackSuite } from './attack-table'
import { FUZZ_REQUESTS, measureRouteFuzz } from './fuzz-routes'

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

/** The proof parts of issue 9, each runnable alone: `npm run bench -- <part>`. */
export const PROOF_PARTS: Record<string, () => Promise<void>> = {
  attack: reportAttacks,
  fuzz: reportFuzz,
}

/** Runs the named proof part, or says which parts there are. */
export async function runProofPart(name: string): Promise<void> {
  const part = PROOF_PARTS[name]
  if (!part) throw new Error(`no bench part ${name}; parts: ${Object.keys(PROOF_PARTS).join(', ')}`)
  await part()
}
