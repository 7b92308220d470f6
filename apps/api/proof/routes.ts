import type { FastifyInstance } from 'fastify'

/** One method and URL pattern the app answers, as its router holds it. */
export interface AppRoute {
  method: string
  /** The pattern with its `:params` and `*` wildcards, e.g. `/api/maps/place/:placeId`. */
  url: string
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// "│   ├── /clear (POST)": the tree drawing before the segment is four characters per level.
const LINE = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/

/**
 * Every route of a ready app, read from Fastify's own route tree, so the proofs cover routes added
 * later without anyone listing them. HEAD twins of GET routes are left out.
 */
export function listRoutes(app: FastifyInstance): AppRoute[] {
  const parents: string[] = []
  const routes: AppRoute[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const url = (parents[depth - 1] ?? '') + (match[2] ?? '')
    parents[depth] = url
    parents.length = depth + 1
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push({ method, url })
    }
  }
  return routes
}

/** The routes a browser's cookies could be ridden on: every state-changing method. */
export function isStateChanging(route: AppRoute): boolean {
  return STATE_CHANGING.has(route.method)
}
