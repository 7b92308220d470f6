import { vi } from 'vitest'
import { APP_OPTIONS, SECTIONS } from './fixtures'
import { requestUrl } from './render-app'
import { holdSessionHintCookie } from './session'

/** What a stubbed API route sees of a call. */
export interface StubRequest {
  method: string
  url: URL
  body: unknown
}

type Handler = (request: StubRequest) => Response | Promise<Response>

/** A JSON answer with a status. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** An error answer in the API's shape (docs/product.md › Error answers). */
export function apiError(status: number, message: string, code = 'BAD_REQUEST'): Response {
  return json({ message, code }, status)
}

/**
 * Stubs `fetch` with routes keyed `METHOD /path` (the path after `/api`, without the query).
 * The catalogue and options answer as in `mockApi`; the profile check answers 401 and the back
 * office check 403, as for a client, unless a route says otherwise; anything else is a 404. Returns the mock and the calls made, in order.
 * A route for the profile means the browser holds a session, and so the server's hint of it.
 */
export function stubApi(routes: Record<string, Handler> = {}) {
  if (routes['GET /clients/auth/profile']) holdSessionHintCookie()
  const calls: StubRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const request = { method, url, body }
    calls.push(request)
    const path = url.pathname.replace(/^\/api/, '')
    const handler = routes[`${method} ${path}`]
    if (handler) return handler(request)
    if (path === '/products-sections/client') return json(SECTIONS)
    if (path === '/app-options') return json(APP_OPTIONS)
    if (path === '/clients/auth/profile')
      return apiError(401, 'Please log in to continue.', 'UNAUTHORIZED')
    if (path === '/admin/session')
      return apiError(403, 'This part of the shop is for the bakery team only.', 'FORBIDDEN')
    return apiError(404, 'Not found', 'NOT_FOUND')
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, calls }
}
