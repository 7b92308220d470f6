import { expect, test } from 'vitest'
import { sanitizeSvg } from './svg-sanitizer'

function svgWith(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">${body}</svg>`
}

const OUTSIDE = 'https://evil.example/p'

test.each([
  ['an escaped letter', `fill:u\\72l(${OUTSIDE})`],
  ['an escaped first letter', `fill:\\75rl(${OUTSIDE})`],
  ['a six-digit escape', `fill:u\\000072l(${OUTSIDE})`],
  ['an escape ended by a space', `fill:\\75 rl(${OUTSIDE})`],
  ['upper-case escapes', `fill:U\\52L(${OUTSIDE})`],
  ['an escaped parenthesis', `fill:url\\28${OUTSIDE})`],
  ['a comment inside the word', `fill:u/**/rl(${OUTSIDE})`],
  ['an escaped @import', `@\\69mport '${OUTSIDE}'`],
  ['image-set with a string', `fill:-webkit-image-set('${OUTSIDE}' 1x)`],
])('a style attribute that fetches from outside through %s is dropped', (_, style) => {
  const clean = sanitizeSvg(svgWith(`<rect width="20" height="20" style="${style}"/>`))
  expect(clean).toContain('<rect')
  expect(clean).not.toContain('evil.example')
})

test.each([
  ['fill', `u\\72l(${OUTSIDE})`],
  ['filter', `url(${OUTSIDE}#f)`],
  ['mask', `\\75rl("${OUTSIDE}")`],
])('a %s attribute that fetches from outside is dropped', (attribute, value) => {
  const clean = sanitizeSvg(svgWith(`<rect width="20" height="20" ${attribute}='${value}'/>`))
  expect(clean).toContain('<rect')
  expect(clean).not.toContain('evil.example')
})

test.each([`u\\72l(${OUTSIDE})`, `u/**/rl(${OUTSIDE})`, `u\\000072l(${OUTSIDE})`])(
  'a <style> element is dropped whatever it holds: %s',
  (value) => {
    const clean = sanitizeSvg(svgWith(`<style>rect{fill:${value}}</style><rect width="20"/>`))
    expect(clean).toContain('<rect')
    expect(clean).not.toContain('evil.example')
  },
)

test('references to the picture itself and plain styles are kept', () => {
  const clean = sanitizeSvg(
    svgWith(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="pink"/></linearGradient></defs>' +
        '<rect width="20" height="20" fill="url(#g)" style="stroke:url(\'#g\');stroke-width:2"/>' +
        '<circle r="5" style="fill:#f0c;opacity:0.5"/>',
    ),
  )
  expect(clean).toContain('fill="url(#g)"')
  expect(clean).toContain("stroke:url('#g')")
  expect(clean).toContain('fill:#f0c;opacity:0.5')
})
