// The one place the web app reads its build-time settings (DESIGN.md: config). Checked by hand, not
// with zod, which the storefront does not load at start.

// The API is served from the same origin under a prefix, so only the prefix varies.
const API_PREFIX_FORMAT = /^\/[\w-]*$/
const DEFAULT_API_PREFIX = '/api'

function readApiPrefix(value: string | undefined): string {
  const prefix = value ?? DEFAULT_API_PREFIX
  if (!API_PREFIX_FORMAT.test(prefix)) {
    throw new Error(`VITE_API_PREFIX must start with / and hold no trailing slash: ${prefix}`)
  }
  return prefix
}

/** Path prefix of every API call, e.g. `/api`. */
export const API_PREFIX = readApiPrefix(import.meta.env.VITE_API_PREFIX as string | undefined)
