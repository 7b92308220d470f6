// Type-checks every TypeScript project of the repo with TypeScript 7, the native compiler: the
// same rules as TypeScript 6 at a fraction of the time (docs/decisions/017-the-suite-in-two-full-rounds.md).
// The type-aware lint rules run on TypeScript 7 too, in oxlint
// (docs/decisions/021-type-aware-lint-on-typescript-7.md).
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const PROJECTS = [
  'tsconfig.json',
  'packages/domain/tsconfig.json',
  'packages/db/tsconfig.json',
  'apps/api/tsconfig.json',
  'apps/web/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
]

const require = createRequire(import.meta.url)
const packageDir = dirname(require.resolve('typescript-7/package.json'))
const tsc = join(packageDir, require(join(packageDir, 'package.json')).bin.tsc)
const root = join(import.meta.dirname, '..')

let failed = 0
for (const project of PROJECTS) {
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' })
  } catch {
    failed += 1
  }
}
if (failed > 0) {
  console.error(`typecheck: ${failed} of ${PROJECTS.length} projects have type errors`)
  process.exit(1)
}
console.log(`typecheck: ${PROJECTS.length} projects, no type errors`)
