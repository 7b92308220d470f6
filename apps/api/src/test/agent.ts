import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { TEST_ORIGIN } from './test-app'

/** The cookies one browser holds, updated from every answer's Set-Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  /** Stores or removes (Max-Age=0, past Expires) the cookies an answer sets. */
  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string
      value: string
      maxAge?: number
      expires?: Date
    }[]) {
      const isRemoval =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now())
      if (isRemoval) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
  }

  /** The Cookie header value, or undefined when empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value)
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A browser on the shop's own pages: sends its cookies and the shop's Origin, keeps what is set. */
export interface Agent {
  jar: CookieJar
  request: (
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>
  get: (url: string) => Promise<LightMyRequestResponse>
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>
  put: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>
  patch: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>
  delete: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>
}

/** Creates a browser with an empty cookie jar, on the network of `remoteAddress` when given. */
export function createAgent(app: FastifyInstance, network: { remoteAddress?: string } = {}): Agent {
  const jar = new CookieJar()
  const request: Agent['request'] = async (method, url, payload, headers = {}) => {
    const cookie = jar.header()
    const options: InjectOptions = {
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      ...(network.remoteAddress === undefined ? {} : { remoteAddress: network.remoteAddress }),
    }
    if (payload !== undefined) options.payload = payload as InjectOptions['payload']
    const response = await app.inject(options)
    jar.store(response)
    return response
  }
  return {
    jar,
    request,
    get: (url) => request('GET', url),
    post: (url, payload) => request('POST', url, payload ?? {}),
    put: (url, payload) => request('PUT', url, payload ?? {}),
    patch: (url, payload) => request('PATCH', url, payload ?? {}),
    delete: (url, payload) => request('DELETE', url, payload),
  }
}
