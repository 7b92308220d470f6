import { BaseSequencer, type TestSpecification } from 'vitest/node'

// The files that each run for minutes on a busy machine: the attack suite and the route fuzzer,
// the tests that start whole servers or several instances, the lockout bursts, and the files that
// run on every test day (docs/architecture.md › Tests). Vitest's own
// order puts the larger files first on a clean checkout, and these are small files, so they
// started last and left one worker finishing a five-minute file alone.
const LONG_FILES = [
  /\/proof\/[^/]+\.test\.ts$/,
  /\.scale-out\.test\.ts$/,
  /\/src\/server\.test\.ts$/,
  /\/lockout-burst\.test\.ts$/,
  /\.every-day\.test\.tsx?$/,
]

const isLong = (file: TestSpecification) =>
  LONG_FILES.some((pattern) => pattern.test(file.moduleId))

/** Vitest's order, with the long files moved to the front so no worker ends the run alone. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))]
  }
}
