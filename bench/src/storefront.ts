import { SLOW_MODE, STANDARD_MODE, type MeasureMode } from './storefront-lighthouse'
import { reportStorefrontPages } from './storefront-report'

// Only the storefront part of the bench, on the build already made, for working on page speed:
// `npm run bench:storefront -w @sweet-art/bench -- slow 3` runs only the 8× mode, three runs a
// page; `standard` only the 4× one; with no mode both, with their own numbers of runs.
const MODES: Record<string, MeasureMode> = { standard: STANDARD_MODE, slow: SLOW_MODE }
const [modeArgument, runsArgument] = process.argv.slice(2)
const chosen = modeArgument === undefined ? undefined : MODES[modeArgument]
if (modeArgument !== undefined && chosen === undefined) {
  throw new Error(`No storefront mode ${modeArgument}; modes: ${Object.keys(MODES).join(', ')}`)
}
const runsPerPage = runsArgument === undefined ? undefined : Number(runsArgument)
if (runsPerPage !== undefined && !(Number.isInteger(runsPerPage) && runsPerPage > 0)) {
  throw new Error(`The number of runs per page must be a whole number from 1, not ${runsArgument}`)
}
await reportStorefrontPages(
  chosen === undefined
    ? undefined
    : [{ ...chosen, runsPerPage: runsPerPage ?? chosen.runsPerPage }],
)
