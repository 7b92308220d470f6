// `npm test`: every check and test of the repo, in two rounds that each keep a two-core machine
// full (docs/architecture.md › Tests). The unit tests share the first round with the type check
// and the unused-code check; the journeys, whose browser and server want the machine most, share
// the second only with the linter, which is one steady thread with no time bound. Each task's
// output is printed whole when it ends, then every task's time. Exits non-zero when any failed.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

const ROUNDS = [
  [
    { name: 'typecheck', command: 'node scripts/typecheck.mjs' },
    { name: 'unused code', command: 'npx knip' },
    // Coverage slows every instrumented process, so only the domain's rules, whose figure the
    // gate checks, run under it.
    { name: 'domain rules', command: 'npx vitest run --project domain --coverage' },
    { name: 'api and web', command: "npx vitest run --project '!domain'" },
  ],
  [
    { name: 'lint', command: 'npx eslint . --max-warnings 0' },
    { name: 'journeys', command: 'npm run test:e2e' },
  ],
]

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
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`
      process.stdout.write(`\n===== ${name}: ${verdict} in ${seconds} s =====\n`)
      process.stdout.write(Buffer.concat(output))
      resolve({ name, seconds, passed: code === 0 })
    })
  })
}

const started = Date.now()
const results = []
for (const round of ROUNDS) results.push(...(await Promise.all(round.map(run))))
console.log(`\n===== npm test: ${Math.round((Date.now() - started) / 1000)} s in all =====`)
for (const { name, seconds, passed } of results) {
  console.log(`${passed ? 'passed' : 'FAILED'}  ${String(seconds).padStart(4)} s  ${name}`)
}
if (results.some((result) => !result.passed)) process.exit(1)
