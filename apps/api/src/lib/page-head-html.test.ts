import { expect, test } from 'vitest'
import { MISSING_PAGE_HEAD } from '@sweet-art/domain/page-heads'
import { escapeHtml } from './html'
import { jsonForScript, renderHeadTags } from './page-head-html'

test('text for an element or attribute has its five special characters escaped', () => {
  expect(escapeHtml(`Tom's "Cake" & <b>`)).toBe('Tom&#39;s &quot;Cake&quot; &amp; &lt;b&gt;')
})

test('JSON-LD cannot close its script or open a comment, and still reads back the same', () => {
  const node = { name: 'A </script><script>x</script> <!-- & \u2028 line' }
  const json = jsonForScript(node)
  expect(json).not.toMatch(/[<>&\u2028]/)
  expect(JSON.parse(json)).toEqual(node)
})

test('a page nobody should keep says noindex and has no canonical link or preview', () => {
  const tags = renderHeadTags(MISSING_PAGE_HEAD)
  expect(tags).toContain('<meta name="robots" content="noindex">')
  expect(tags).not.toContain('canonical')
  expect(tags).not.toContain('og:')
})

test('a preview without a picture is a small card', () => {
  const tags = renderHeadTags({
    ...MISSING_PAGE_HEAD,
    canonicalUrl: 'https://sweetart.london/sections/s1',
    preview: { title: 'Cakes', type: 'website', image: null },
  })
  expect(tags).toContain('<meta name="twitter:card" content="summary">')
  expect(tags).not.toContain('og:image')
})
