import { JOURNEY_DAY } from './shop-day'

/** Prints the journeys' day once per run, with the setting that runs them on it again. */
export default function sayJourneyDay(): void {
  console.log(`The journeys run on ${JOURNEY_DAY.name}: TEST_NOW=${JOURNEY_DAY.now}`)
}
