import DOMPurify from 'isomorphic-dompurify'
import { cssReachesOutside } from './css-references'

/** What the hook uses of a DOM element; the API is compiled without the DOM's types. */
interface AttributeHolder {
  getAttribute: (name: string) => string | null
  removeAttribute: (name: string) => void
}

// Only references inside the picture itself (`#id`) survive: no script URLs, no outside fetches.
DOMPurify.addHook('afterSanitizeAttributes', (node: AttributeHolder) => {
  for (const attribute of ['href', 'xlink:href']) {
    const value = node.getAttribute(attribute)
    if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(attribute)
  }
})
// Styles and presentation attributes (`fill`, `filter`, `mask`, …) are read as CSS, escapes and all.
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (cssReachesOutside(data.attrValue)) data.keepAttr = false
})

/**
 * An SVG without scripts, event handlers, `javascript:` links or external references
 * (docs/product.md › Photos on custom orders); null when the text is not an SVG picture at all.
 */
export function sanitizeSvg(text: string): string | null {
  const clean = DOMPurify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <style> can fetch with @import or url(); <foreignObject> can carry HTML.
    FORBID_TAGS: ['style', 'foreignObject'],
  })
  return /^<svg[\s>]/i.test(clean.trim()) ? clean : null
}

/** Whether bytes read as text look like an SVG document (file-type cannot tell SVG apart from other XML). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)
}
