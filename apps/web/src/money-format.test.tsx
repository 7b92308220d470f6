import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { screen } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import { productRoute, sectionRoute } from '@sweet-art/domain/catalog'
import type { Price, Section } from '@sweet-art/domain/schemas/catalog'
import { makeCartLine, makeProduct, makeSection, SECTIONS } from '@/test/fixtures'
import { storeCart } from '@/test/cart'
import { mockApi, renderApp } from '@/test/render-app'

// Money is written one way everywhere (docs/product.md › Money): `£ 12.50`, by the domain's
// formatPounds. Two guards: no source of the web app (nor of the domain rules whose texts it shows)
// writes money another way, and no page of the storefront shows money another way.

const WEB_SRC = import.meta.dirname
const DOMAIN_SRC = join(WEB_SRC, '../../../packages/domain/src')

// What writing money by hand looks like: the symbol straight before a number or a value put in,
// two decimals made on the spot, the platform's currency formats, the domain's bare amount.
const HAND_WRITTEN_MONEY: readonly [string, RegExp][] = [
  ['£ straight before a digit', /£\d/],
  ['£ straight before a value put in', /£\$?\{/],
  ['two decimals made on the spot', /\.toFixed\(2\)/],
  [
    "the platform's currency formats",
    /Intl\.NumberFormat|style:\s*['"]currency['"]|currency:\s*['"]GBP/,
  ],
  ["the domain's bare amount, which is for machines", /\bformatAmount\b/],
]

// The one formatter itself, and schema.org's offers, whose price is a bare amount for search engines.
const WRITERS_OF_MONEY = new Set(['money.ts', 'structured-data.ts'])

function sourcesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split(/[\\/]/).includes('test') && !WRITERS_OF_MONEY.has(file))
    .map((file) => join(root, file))
}

test('no source of the web app or the domain writes money but through formatPounds', () => {
  const sources = [...sourcesUnder(WEB_SRC), ...sourcesUnder(DOMAIN_SRC)]
  expect(sources.length).toBeGreaterThan(100)
  const found: string[] = []
  for (const file of sources)
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [what, pattern] of HAND_WRITTEN_MONEY)
          if (pattern.test(line))
            found.push(`${relative(WEB_SRC, file)}:${index + 1}: ${what}: ${line.trim()}`)
      })
  expect(found).toEqual([])
})

const PRICES: Record<string, Partial<Price>> = {
  only: { type: 'only', value: 60, unit: 'cake' },
  variants: {
    type: 'variants',
    value: null,
    variants: [
      { cost: 65, unit: '8 inch' },
      { cost: 75, unit: '9 inch' },
    ],
  },
  interval: {
    type: 'interval',
    value: null,
    unit: 'cupcake',
    intervals: [
      { from: 6, to: 11, cost: 4.5 },
      { from: 12, to: 48, cost: 4 },
    ],
  },
  // A symbol the baker typed beside a price does not change how it is written.
  'only, with another symbol typed': { type: 'only', value: 1234.5, currency: 'GBP', unit: '' },
  custom: { type: 'custom', value: null, text: 'Price on request' },
}

const PRICED = makeSection({
  id: 's-priced',
  title: 'Priced',
  order: 5,
  products: Object.entries(PRICES).map(([name, price], index) =>
    makeProduct({
      id: `p-${String(index)}`,
      sectionId: 's-priced',
      title: `Cake priced ${name}`,
      path: `/cake_${String(index)}`,
      price: { ...makeProduct({ id: 'x', sectionId: 'x' }).price, ...price },
    }),
  ),
})
const CATALOGUE: Section[] = [...SECTIONS, PRICED]

/** Every amount of money the page shows, as written; an amount split across elements reads split. */
function amountsShown(): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '')
  return [...texts.join('\n').matchAll(/£\s*[\d.,]*\d|\d[\d.,]*[^\S\n]*£|GBP\s*\d/g)].map(
    ([amount]) => amount,
  )
}

beforeEach(() => {
  mockApi({ sections: CATALOGUE })
})

// The storefront's pages that quote prices: the static pages, the section and each product page.
test.each([
  ['/price', 'Prices'],
  ['/delivery', 'Delivery'],
  ['/about', 'About Us'],
  ['/custom_made', 'Custom Made'],
  ['/shop/tasting_box', 'Tasting Box'],
  [sectionRoute(PRICED.id), 'Priced'],
  ...PRICED.products
    .filter((product) => product.price.type !== 'custom')
    .map((product): [string, string] => [productRoute(PRICED.id, product.id), product.title]),
])('every amount on %s is £ and pounds and pence', async (path, heading) => {
  renderApp(path)
  await screen.findByRole('heading', { level: 1, name: heading })
  await screen.findAllByText(/£ \d/)
  for (const amount of amountsShown()) expect(amount, path).toMatch(/^£ \d+\.\d{2}$/)
})

test('every amount in the cart is £ and pounds and pence', async () => {
  storeCart({
    products: [
      { ...makeCartLine('p-0'), cost: 60, quantity: '2' },
      { ...makeCartLine('p-1'), cost: 65, sale: '10' },
    ],
    flowLink: '',
  })
  renderApp('/cart')
  await screen.findAllByText(/£ \d/)
  expect(amountsShown().length).toBeGreaterThan(2)
  for (const amount of amountsShown()) expect(amount).toMatch(/^£ \d+\.\d{2}$/)
})
