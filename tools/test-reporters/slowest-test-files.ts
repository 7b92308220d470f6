import type { Reporter, TestModule } from 'vitest/node'

/** The time a test file cost its worker: preparing, setting up, collecting and running it. */
function fileCost(module: TestModule): number {
  const diagnostic = module.diagnostic()
  return (
    diagnostic.environmentSetupDuration +
    diagnostic.prepareDuration +
    diagnostic.setupDuration +
    diagnostic.collectDuration +
    diagnostic.duration
  )
}

/**
 * Prints the test files that cost the most after every run, so the suite's time stays something
 * anyone can see and act on (docs/architecture.md › Tests).
 */
export function slowestTestFiles(count: number): Reporter {
  return {
    onTestRunEnd(testModules) {
      const slowest = [...testModules].sort((a, b) => fileCost(b) - fileCost(a)).slice(0, count)
      if (slowest.length === 0) return
      console.log(`\nSlowest ${slowest.length} test files:`)
      for (const module of slowest) {
        const seconds = (fileCost(module) / 1000).toFixed(1).padStart(6)
        console.log(`${seconds} s  ${module.project.name}  ${module.relativeModuleId}`)
      }
    },
  }
}
