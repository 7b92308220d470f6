import { SESSION_HINT_COOKIE } from '@sweet-art/domain/constants'

// A visitor who has never signed in on this browser should not wait for the profile check before
// the shop renders (docs/product.md › Loading and restoring state: routes wait only when the user
// is signed in). The session cookie is HttpOnly, so the browser keeps this hint of its own: set
// while signed in, dropped on sign-out.
const SESSION_HINT_KEY = 'sweet-art-signed-in'

/** Whether this browser was signed in when it last knew. */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1'
  } catch {
    // Storage blocked (private mode): wait for the check, the safe choice.
    return true
  }
}

/** Records whether this browser is signed in. */
export function setSessionHint(isSignedIn: boolean): void {
  try {
    if (isSignedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1')
    else window.localStorage.removeItem(SESSION_HINT_KEY)
  } catch {
    // Nothing to remember with; the hint is an optimisation only.
  }
}

/**
 * Whether a session may exist: the server's readable hint, set and cleared with its HttpOnly
 * session cookie, or this browser's own record of a sign-in. Without either, the profile call
 * could only answer 401, which the browser's console would report on every page a visitor opens
 * (docs/product.md › Staying current; decision 024).
 */
export function maySessionExist(): boolean {
  return document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`) || hasSessionHint()
}
