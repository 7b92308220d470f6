import { z } from 'zod'

// The one place the web app reads its build-time settings (DESIGN.md: config).
const EnvSchema = z.object({
  // The API is served from the same origin under a prefix (decisions §1), so only the prefix varies.
  VITE_API_PREFIX: z
    .string()
    .regex(/^\/[\w-]*$/, 'must start with / and hold no trailing slash')
    .default('/api'),
})

const parsed = EnvSchema.parse(import.meta.env)

/** Path prefix of every API call, e.g. `/api`. */
export const API_PREFIX = parsed.VITE_API_PREFIX
