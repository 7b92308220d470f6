// Makes sure Debian's Chromium is there for the browser tests: installs it when we may (root),
// otherwise stops with one line saying how. Playwright never downloads a browser of its own here.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then npm test again.`,
    )
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  })
}
