import { reportStorefrontPages } from './storefront-report'

// Only the storefront part of the bench, on the build already made, for working on page speed:
// `npm run bench:storefront -w @sweet-art/bench -- 5` takes the median of five runs per page.
const runsArgument = process.argv[2]
const runsPerPage = runsArgument === undefined ? undefined : Number(runsArgument)
if (runsPerPage !== undefined && !(Number.isInteger(runsPerPage) && runsPerPage > 0)) {
  throw new Error(`The number of runs per page must be a whole number from 1, not ${runsArgument}`)
}
await reportStorefrontPages(runsPerPage)
