// `npm test`: every check and test of the repo, all started at once so that a two-core machine
// stays full to the end (docs/architecture.md › Tests, decision 022). The journeys start first:
// they take longest and spend much of their time waiting on the browser, which the other tasks
// fill. Each task's output is printed whole when it ends, then every task's time and, on Linux,
// the CPU time it used, which says what a task costs a busy machine better than its time does.
// Exits non-zero when any failed.
//
// No task runs on the machine's day: the suite's today is TEST_NOW or a fixed day, the tests whose
// outcome depends on the date run on every test day within their runner, and the journeys on one
// of them (docs/architecture.md › Tests). `TEST_NOW=2027-10-31T00:30:00+01:00 npm test` runs the
// whole suite on another day.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

const TASKS = [
  { name: 'journeys', command: 'npm run test:e2e' },
  { name: 'api and web', command: "npx vitest run --project '!domain'" },
  {
    name: 'lint',
    command: 'npx eslint . --max-warnings 0 && npx oxlint --type-aware --deny-warnings',
  },
  { name: 'typecheck', command: 'node scripts/typecheck.mjs' },
  { name: 'unused code', command: 'npx knip' },
  // Coverage slows every instrumented process, so only the domain's rules, whose figure the gate
  // checks, run under it.
  { name: 'domain rules', command: 'npx vitest run --project domain --coverage' },
]

const CLOCK_TICKS_PER_SECOND = 100

/**
 * CPU seconds used so far by this process's finished children and their own waited-for children
 * (Linux's cutime and cstime), or null elsewhere. Read as each task ends, the growth is that
 * task's.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND
  } catch {
    return null
  }
}

let cpuSecondsCounted = childrenCpuSeconds()

function run({ name, command }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, FORCE_COLOR: '1' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      const cpuSecondsNow = childrenCpuSeconds()
      const cpuSeconds =
        cpuSecondsNow === null ? null : Math.round(cpuSecondsNow - cpuSecondsCounted)
      cpuSecondsCounted = cpuSecondsNow
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`
      process.stdout.write(`\n===== ${name}: ${verdict} in ${seconds} s =====\n`)
      process.stdout.write(Buffer.concat(output))
      resolve({ name, seconds, cpuSeconds, passed: code === 0 })
    })
  })
}

const started = Date.now()
const results = await Promise.all(TASKS.map(run))
console.log(`\n===== npm test: ${Math.round((Date.now() - started) / 1000)} s in all =====`)
for (const { name, seconds, cpuSeconds, passed } of results) {
  const cpu = cpuSeconds === null ? '' : `  ${String(cpuSeconds).padStart(4)} CPU s`
  console.log(`${passed ? 'passed' : 'FAILED'}  ${String(seconds).padStart(4)} s${cpu}  ${name}`)
}
if (results.some((result) => !result.passed)) process.exit(1)
