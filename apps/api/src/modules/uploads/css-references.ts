// A CSS escape: a backslash and up to six hex digits (one following white space belongs to it), or a
// backslash and any other character, which stands for itself.
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([^\n\r\f]))/gi
const CSS_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g
// What makes a browser fetch or run something from CSS, once escapes and comments are gone.
const FETCHES =
  /@import|expression\s*\(|(?:image-set|image|cross-fade|element|src)\s*\(|-moz-binding|behaviou?r\s*:/
const URL_CALL = /url\s*\(\s*(['"]?)\s*([^'")\s]*)/g

/** CSS text as the browser reads it: escapes decoded (`u\72l(` is `url(`) and comments dropped. */
export function decodeCss(text: string): string {
  return text
    .replace(CSS_ESCAPE, (_, hex: string | undefined, char: string | undefined) => {
      if (hex === undefined) return char ?? ''
      const code = Number.parseInt(hex, 16)
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\uFFFD'
        : String.fromCodePoint(code)
    })
    .replace(CSS_COMMENT, '')
}

/**
 * Whether a style or presentation attribute could make the browser fetch from outside the picture
 * or run script: any `url()` but one to an element of the picture itself (`url(#gradient)`), and
 * any `@import`, `image-set()`, `expression()` or binding, however escaped or split by comments.
 */
export function cssReachesOutside(text: string): boolean {
  const css = decodeCss(text).toLowerCase()
  if (FETCHES.test(css)) return true
  for (const [, , target] of css.matchAll(URL_CALL)) if (!target?.startsWith('#')) return true
  return false
}
