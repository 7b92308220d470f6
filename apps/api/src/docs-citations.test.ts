import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

// Code cites the shop's own documents by heading (`docs/product.md › Unpaid holds`): a newcomer
// follows the citation to the rule. A heading renamed or a citation mistyped leaves a pointer to
// nowhere; this walks every citation in the repository and names each that finds no heading.

// apps/api/src, two folders below the repository's root.
const ROOT = join(import.meta.dirname, '..', '..', '..')
const DOCUMENTS = ['product', 'architecture', 'deploy'] as const
type Document = (typeof DOCUMENTS)[number]
const SEARCHED = [
  'apps/api/src',
  'apps/web/src',
  'packages',
  'e2e',
  'bench/src',
  'tools',
  'scripts',
  'docs',
]
const SKIPPED = new Set(['node_modules', 'dist', 'drizzle'])
const CITATION = /(?:docs\/)?(product|architecture|deploy)\.md((?:;? ›[^›\n]*)+)/g
// A comment's next lines, where a long citation wraps: their comment marks are not its words.
const COMMENT_MARK = /^\s*(?:\*|\/\/|>)?\s*/

/** The headings of a document, outside its code blocks, without a section number ("3. Settings"). */
function headingsOf(document: Document): string[] {
  let isCode = false
  const headings: string[] = []
  for (const line of readFileSync(join(ROOT, 'docs', `${document}.md`), 'utf8').split('\n')) {
    if (line.startsWith('```')) isCode = !isCode
    else if (!isCode && /^#+ /.test(line)) headings.push(line.replace(/^#+ (?:\d+\. )?/, '').trim())
  }
  return headings
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return /\.(ts|tsx|mjs|css|md)$/.test(entry.name) ? [path] : []
  })
}

/** Whether `text`, the words after a `›`, begins with one of the headings, whole. */
function citesAHeading(text: string, headings: readonly string[]): boolean {
  return headings.some(
    (heading) => text.startsWith(heading) && !/^[\p{L}\d]/u.test(text.slice(heading.length)),
  )
}

test('a citation names a heading only when its words begin with a whole heading', () => {
  const headings = ['Payments', 'Unpaid holds', 'Header, footer and navigation']
  expect(citesAHeading('Unpaid holds): an order…', headings)).toBe(true)
  expect(citesAHeading('Header, footer and navigation.', headings)).toBe(true)
  expect(citesAHeading('Payment states', headings)).toBe(false)
  expect(citesAHeading('Paymentsandmore', headings)).toBe(false)
})

test('every citation of docs/product.md, architecture.md and deploy.md names a heading there', () => {
  const headings = Object.fromEntries(DOCUMENTS.map((document) => [document, headingsOf(document)]))
  const broken: string[] = []
  let citations = 0
  for (const file of SEARCHED.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
    const lines = readFileSync(file, 'utf8').split('\n')
    lines.forEach((line, index) => {
      const wrapped = [1, 2].map((next) => (lines[index + next] ?? '').replace(COMMENT_MARK, ''))
      for (const [, document, cited] of line.matchAll(CITATION)) {
        const parts = (cited ?? '').split('›').slice(1)
        for (const [at, part] of parts.entries()) {
          citations += 1
          // Only the last heading of a line may go on to the next lines.
          const words = at === parts.length - 1 ? [part.trim(), ...wrapped].join(' ') : part.trim()
          if (!citesAHeading(words.trim(), headings[document as Document] ?? []))
            broken.push(
              `${relative(ROOT, file)}:${String(index + 1)}: ${document}.md › ${part.trim()}`,
            )
        }
      }
    })
  }
  expect(broken).toEqual([])
  // The walk found the citations it is about: the code cites its documents on every page.
  expect(citations).toBeGreaterThan(500)
})
