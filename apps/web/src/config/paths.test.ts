import fc from 'fast-check'
import { matchRoutes } from 'react-router'
import { expect, test } from 'vitest'
import { isAppPagePath } from '@sweet-art/domain/app-paths'
import { paths } from './paths'

const ROUTES = Object.values(paths).map(({ path }) => ({ path }))
// Every fixed segment of the table, so generated paths hit each page as well as near misses.
const WORDS = [
  ...new Set(
    ROUTES.flatMap(({ path }) => path.split('/')).filter((word) => /^[a-z_]+$/.test(word)),
  ),
]
const segment = fc.oneof(fc.constantFrom(...WORDS), fc.stringMatching(/^[A-Za-z0-9._~-]{1,16}$/))

test('the server answers with the app exactly the paths the router has a page for', () => {
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), (segments, trailing) => {
      const path = `/${segments.join('/')}${trailing && segments.length > 0 ? '/' : ''}`
      expect(isAppPagePath(path)).toBe(matchRoutes(ROUTES, path) !== null)
    }),
    { numRuns: 2_000 },
  )
})
