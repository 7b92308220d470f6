#!/usr/bin/env node
// Draws the seed catalogue's illustrated photos and the web app's brand images.
//
//   node tools/draw-images/draw-images.mjs                            # everything
//   node tools/draw-images/draw-images.mjs cake pop                   # only files whose name contains one of the words
//   PREVIEW=/tmp/prev node tools/draw-images/draw-images.mjs cake     # also write PNG previews there
//   RAW_PNG=1 PREVIEW=/tmp/prev ...                                   # and the lossless renders before WebP
//
// Every picture is an SVG built from layered shapes (a tiny orthographic 3-D projection for cakes,
// cupcakes and pops, flat lays for cookies) and rasterised with sharp into WebP.
// Output: packages/db/seed/images/*.webp (products 800x800, fillings 400x400)
//         apps/web/src/assets/brand/{logo.svg,loading-1..4.webp,hero.webp}

import { mkdir, writeFile, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const SEED_DIR = path.join(ROOT_DIR, 'packages', 'db', 'seed', 'images')
const BRAND_DIR = path.join(ROOT_DIR, 'apps', 'web', 'src', 'assets', 'brand')
const PREVIEW = process.env.PREVIEW ?? ''
const QUALITY = 80

// ───────────────────────────── utilities ─────────────────────────────

function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
function hashSeed(str) {
  let h = 2166136261
  for (const ch of str) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

const f = (n) => (Math.round(n * 10) / 10).toString()
const fmt1 = f
const fmt3 = (n) => (Math.round(n * 1000) / 1000).toString()
const rad = (deg) => (deg * Math.PI) / 180
const clamp = (v, a, b) => Math.max(a, Math.min(b, v))

function hexToRgb(hex) {
  const h = hex.replace('#', '')
  const n = parseInt(h.length === 3 ? h.replace(/./g, (c) => c + c) : h, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
function rgbToHex([r, g, b]) {
  return (
    '#' + [r, g, b].map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')
  )
}
function mix(a, b, t) {
  const A = hexToRgb(a)
  const B = hexToRgb(b)
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t))
}
const light = (c, t) => mix(c, '#fffaf3', t)
const dark = (c, t) => mix(c, '#2a1208', t)

/** Points to a smooth closed path (Catmull-Rom → cubic Bézier). */
function smoothPath(pts, closed = true, tension = 1, f = fmt1) {
  const n = pts.length
  if (n < 3) return 'M' + pts.map((p) => `${f(p[0])},${f(p[1])}`).join('L')
  const get = (i) => (closed ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)])
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`
  const last = closed ? n : n - 1
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension]
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension]
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`
  }
  return closed ? d + 'Z' : d
}
const poly = (pts) => 'M' + pts.map((p) => `${f(p[0])},${f(p[1])}`).join('L') + 'Z'
const polyline = (pts) => 'M' + pts.map((p) => `${f(p[0])},${f(p[1])}`).join('L')

// ───────────────────────────── SVG document ─────────────────────────────

class Svg {
  constructor(w, h, seed = 1) {
    this.w = w
    this.h = h
    this.defs = []
    this.body = []
    this.n = 0
    this.rnd = mulberry32(seed)
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rnd()
  }
  pick(arr) {
    return arr[Math.floor(this.rnd() * arr.length)]
  }
  id(p = 'i') {
    return `${p}${++this.n}`
  }
  def(s) {
    this.defs.push(s)
  }
  add(s) {
    this.body.push(s)
  }
  stops(stops) {
    return stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('')
  }
  /** Linear gradient; coordinates in object bounding box unless `user` is set. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.id('l')
    const u = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.def(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${u}>${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  linBox(stops, x1, y1, x2, y2) {
    const id = this.id('l')
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  /** Radial gradient in object bounding box units (0..1). */
  radBox(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.id('r')
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  /** Radial gradient in user space. */
  rad(stops, cx, cy, r, fx = cx, fy = cy, transform = '') {
    const id = this.id('r')
    const t = transform ? ` gradientTransform="${transform}"` : ''
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}"${t}>${this.stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  blur(sd) {
    const key = `blur${String(sd).replace('.', '_')}`
    if (!this.defs.some((d) => d.includes(`id="${key}"`)))
      this.def(
        `<filter id="${key}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      )
    return `url(#${key})`
  }
  /** Crumb texture: darker pores over the shape's own fill. */
  crumb(color, freq = 0.2, strength = 1) {
    const key = `crumb${hexToRgb(color).join('_')}_${String(freq).replace('.', '_')}_${String(strength).replace('.', '_')}`
    if (!this.defs.some((d) => d.includes(`id="${key}"`))) {
      const [r, g, b] = hexToRgb(dark(color, 0.45)).map((v) => (v / 255).toFixed(3))
      const [lr, lg, lb] = hexToRgb(light(color, 0.35)).map((v) => (v / 255).toFixed(3))
      this.def(`<filter id="${key}" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${Math.floor(freq * 1000)}" result="n"/>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  ${f(-3.4 * strength)} 0 0 0 ${(1.5 * strength).toFixed(2)}" result="pores"/>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${lr}  0 0 0 0 ${lg}  0 0 0 0 ${lb}  0 ${f(3 * strength)} 0 0 ${(-1.75 * strength).toFixed(2)}" result="lights"/>
<feMerge result="m"><feMergeNode in="SourceGraphic"/><feMergeNode in="pores"/><feMergeNode in="lights"/></feMerge>
<feComposite in="m" in2="SourceAlpha" operator="in"/></filter>`)
    }
    return `url(#${key})`
  }
  /** Fine grain used on backdrops so gradients do not band. */
  grain(opacity = 0.05) {
    const key = `grain${String(opacity).replace('.', '_')}`
    if (!this.defs.some((d) => d.includes(`id="${key}"`)))
      this.def(`<filter id="${key}" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="7" result="n"/>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 ${opacity * 4} 0"/></filter>`)
    return `url(#${key})`
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
  }
}

// ───────────────────────────── palettes ─────────────────────────────

const C = {
  cream: '#F6E7D3',
  ivory: '#FBF3E6',
  vanillaSponge: '#EBC98A',
  chocSponge: '#5A3424',
  redVelvet: '#A3242E',
  lemonSponge: '#F0D47A',
  pistachioSponge: '#B9BE78',
  biscoffSponge: '#C98F52',
  carrotSponge: '#C98A45',
  ganache: '#3B1F14',
  milkChoc: '#7A4527',
  caramel: '#C07A34',
  raspberry: '#C1304B',
  strawberry: '#D8363F',
  jam: '#A9192E',
  lemonCurd: '#F2C744',
  creamCheese: '#F7EEDD',
  buttercream: '#F8EBD4',
  pink: '#F2B8C0',
  blush: '#EFC7C2',
  lilac: '#CDB6E0',
  sage: '#A9BFA1',
  mint: '#BFE3D3',
  sky: '#B7D3EE',
  gold: '#D8B26A',
  goldLight: '#F3DFA6',
  goldDark: '#9C7430',
  brandGold: '#E6D2AA',
  teal: '#01303D',
}
const SPRINKLES = ['#F08FA8', '#F6D36B', '#8ED2C5', '#9EC1F0', '#C7A4EE', '#FFFFFF', '#F4A46A']

// ───────────────────────────── backdrops ─────────────────────────────

const BACKDROPS = {
  cream: { wall: ['#FBF1E4', '#EFDCC4'], table: ['#E9D2B6', '#D8BB98'], line: 0.66 },
  blush: { wall: ['#FBEAE6', '#F0CFC8'], table: ['#EAC2B9', '#D8A89E'], line: 0.66 },
  sage: { wall: ['#EEF2E6', '#D6E0CC'], table: ['#E4D6BF', '#CFBC9E'], line: 0.66 },
  peach: { wall: ['#FDEBD9', '#F5CFAE'], table: ['#EFC9A8', '#DFAE85'], line: 0.66 },
  lilac: { wall: ['#F3ECF6', '#DED0E8'], table: ['#E8DCCF', '#D4C2B1'], line: 0.66 },
  sky: { wall: ['#EEF4F8', '#D3E2EC'], table: ['#E7DCCB', '#D3C3AC'], line: 0.66 },
  teal: { wall: ['#0E4A57', '#06303A'], table: ['#2A5157', '#173A40'], line: 0.66, darkBg: true },
  wood: { wall: ['#F6E8D6', '#E8D0B2'], table: ['#B98A5E', '#8E6240'], line: 0.62, wood: true },
}

function backdrop(svg, name = 'cream', opts = {}) {
  const b = BACKDROPS[name]
  const { w, h } = svg
  const ly = h * (opts.line ?? b.line)
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.lin([
      [0, b.wall[0]],
      [1, b.wall[1]],
    ])}"/>`,
  )
  // soft window light from the upper left
  svg.add(
    `<ellipse cx="${f(w * 0.28)}" cy="${f(h * 0.18)}" rx="${f(w * 0.6)}" ry="${f(h * 0.45)}" fill="${svg.radBox(
      [
        [0, '#ffffff', b.darkBg ? 0.1 : 0.55],
        [1, '#ffffff', 0],
      ],
    )}"/>`,
  )
  svg.add(
    `<rect y="${f(ly)}" width="${w}" height="${f(h - ly)}" fill="${svg.lin([
      [0, b.table[0]],
      [1, b.table[1]],
    ])}"/>`,
  )
  if (b.wood) {
    for (let i = 0; i < 9; i++) {
      const y = ly + ((h - ly) * (i + 0.5)) / 9 + svg.r(-4, 4)
      svg.add(
        `<path d="M0,${f(y)} C${f(w * 0.3)},${f(y + svg.r(-6, 6))} ${f(w * 0.6)},${f(y + svg.r(-6, 6))} ${w},${f(y + svg.r(-4, 4))}" stroke="#6E4426" stroke-opacity="${f(svg.r(0.08, 0.18))}" stroke-width="${f(svg.r(1, 3))}" fill="none"/>`,
      )
    }
  }
  // the table's front edge catches light
  svg.add(
    `<rect y="${f(ly)}" width="${w}" height="${f(h * 0.012)}" fill="#ffffff" opacity="${b.darkBg ? 0.06 : 0.35}"/>`,
  )
  svg.add(
    `<rect y="${f(ly - h * 0.05)}" width="${w}" height="${f(h * 0.05)}" fill="${svg.lin([
      [0, '#000', 0],
      [1, '#3a1c0c', b.darkBg ? 0.25 : 0.06],
    ])}"/>`,
  )
  // vignette
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.radBox(
      [
        [0.55, '#000', 0],
        [1, b.darkBg ? '#000' : '#4a2410', b.darkBg ? 0.45 : 0.18],
      ],
      0.5,
      0.45,
      0.75,
    )}"/>`,
  )
  if (opts.confetti) confetti(svg, opts.confetti, 0, 0, w, ly * 0.95)
}

/** Loose soft bokeh / confetti dots in the background. */
function confetti(svg, n, x0, y0, x1, y1, colors = [C.goldLight, '#ffffff', C.pink]) {
  for (let i = 0; i < n; i++) {
    const x = svg.r(x0, x1)
    const y = svg.r(y0, y1)
    const r = svg.r(3, 14)
    svg.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${svg.pick(colors)}" opacity="${f(svg.r(0.15, 0.45))}" filter="${svg.blur(r > 9 ? 3 : 1.2)}"/>`,
    )
  }
}

/** A flat-lay surface seen from above. */
function surface(svg, kind = 'marble', tint = '#F4EEE8') {
  const { w, h } = svg
  if (kind === 'marble') {
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.lin(
        [
          [0, light(tint, 0.3)],
          [1, tint],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    )
    for (let i = 0; i < 7; i++) {
      const pts = []
      let x = svg.r(-0.2, 0.6) * w
      let y = svg.r(-0.1, 1.1) * h
      const dx = svg.r(0.5, 1) * w * 0.18
      const dy = svg.r(-0.6, 0.6) * h * 0.12
      for (let k = 0; k < 8; k++) {
        pts.push([x, y])
        x += dx + svg.r(-30, 30)
        y += dy + svg.r(-40, 40)
      }
      svg.add(
        `<path d="${smoothPath(pts, false)}" stroke="${dark(tint, 0.3)}" stroke-opacity="${f(svg.r(0.06, 0.16))}" stroke-width="${f(svg.r(1, 5))}" fill="none" filter="${svg.blur(2.2)}"/>`,
      )
    }
  } else if (kind === 'linen') {
    svg.add(`<rect width="${w}" height="${h}" fill="${tint}"/>`)
    svg.add(`<rect width="${w}" height="${h}" filter="${svg.grain(0.08)}"/>`)
  } else if (kind === 'wood') {
    svg.add(
      `<rect width="${w}" height="${h}" fill="${svg.lin(
        [
          [0, '#C79A6B'],
          [1, '#A87A4E'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    )
    const planks = 5
    for (let p = 0; p < planks; p++) {
      const x0 = (w / planks) * p
      svg.add(
        `<rect x="${f(x0)}" width="${f(w / planks)}" height="${h}" fill="${svg.pick(['#B88A5C', '#C39465', '#AD8054', '#BF9062'])}" opacity="0.6"/>`,
      )
      for (let i = 0; i < 6; i++) {
        const xx = x0 + svg.r(8, w / planks - 8)
        svg.add(
          `<path d="M${f(xx)},0 C${f(xx + svg.r(-10, 10))},${f(h * 0.3)} ${f(xx + svg.r(-10, 10))},${f(h * 0.7)} ${f(xx + svg.r(-6, 6))},${h}" stroke="#6E4426" stroke-opacity="${f(svg.r(0.08, 0.2))}" stroke-width="${f(svg.r(1, 2.5))}" fill="none"/>`,
        )
      }
      svg.add(`<rect x="${f(x0)}" width="2" height="${h}" fill="#5a3620" opacity="0.35"/>`)
    }
  } else {
    svg.add(`<rect width="${w}" height="${h}" fill="${tint}"/>`)
  }
  svg.add(
    `<rect width="${w}" height="${h}" fill="${svg.radBox(
      [
        [0.4, '#fff', 0.18],
        [1, '#3a1a0a', 0.18],
      ],
      0.35,
      0.3,
      0.9,
    )}"/>`,
  )
}

// ───────────────────────────── projection ─────────────────────────────

/** Orthographic view from above-front: x right, y up, z toward the viewer. */
function view(cx, cy, s, elevDeg = 24) {
  const e = rad(elevDeg)
  const ce = Math.cos(e)
  const se = Math.sin(e)
  return {
    cx,
    cy,
    s,
    se,
    ce,
    p: (x, y, z) => [cx + x * s, cy - y * ce * s + z * se * s],
    /** point on a circle of radius r at height y, angle a (deg; 90 = toward the viewer) */
    c: (r, a, y) => [
      cx + r * Math.cos(rad(a)) * s,
      cy - y * ce * s + r * Math.sin(rad(a)) * se * s,
    ],
  }
}
const arcPts = (V, r, a0, a1, y, n = 48) => {
  const pts = []
  for (let i = 0; i <= n; i++) pts.push(V.c(r, a0 + ((a1 - a0) * i) / n, y))
  return pts
}

// ───────────────────────────── sprites (decorations) ─────────────────────────────

function shadowBlob(svg, x, y, rx, ry, op = 0.25, blur = 6) {
  svg.add(
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#3a1a0a" opacity="${op}" filter="${svg.blur(blur)}"/>`,
  )
}

function strawberry(svg, x, y, s, rot = 0, halved = false) {
  const body =
    'M0,-0.55 C0.55,-0.62 0.72,-0.2 0.55,0.15 C0.4,0.5 0.12,0.75 0,0.8 C-0.12,0.75 -0.4,0.5 -0.55,0.15 C-0.72,-0.2 -0.55,-0.62 0,-0.55Z'
  let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})">`
  g += `<ellipse cx="0.06" cy="0.78" rx="0.5" ry="0.12" fill="#3a1a0a" opacity="0.25" filter="${svg.blur(0.06 * s)}"/>`
  if (halved) {
    g += `<path d="${body}" fill="${svg.radBox(
      [
        [0, '#F58A86'],
        [0.7, '#E2434B'],
        [1, '#B5202C'],
      ],
      0.45,
      0.35,
      0.7,
    )}"/>`
    g += `<path d="M0,-0.42 C0.38,-0.46 0.5,-0.14 0.38,0.12 C0.28,0.38 0.1,0.55 0,0.6 C-0.1,0.55 -0.28,0.38 -0.38,0.12 C-0.5,-0.14 -0.38,-0.46 0,-0.42Z" fill="#F9C2BE" opacity="0.85"/>`
    g += `<path d="M0,-0.35 C0.04,0 0.03,0.3 0,0.5" stroke="#FFF1EE" stroke-width="0.08" fill="none" opacity="0.9"/>`
    g += `<path d="M-0.05,-0.2 C-0.2,0 -0.2,0.2 -0.05,0.4 M0.05,-0.2 C0.2,0 0.2,0.2 0.05,0.4" stroke="#FFF1EE" stroke-width="0.04" fill="none" opacity="0.6"/>`
  } else {
    g += `<path d="${body}" fill="${svg.radBox(
      [
        [0, '#FF7A6E'],
        [0.55, '#E0323C'],
        [1, '#9E1522'],
      ],
      0.38,
      0.3,
      0.75,
    )}"/>`
    for (let i = 0; i < 16; i++) {
      const sx = ((i * 37) % 100) / 100 - 0.5
      const sy = ((i * 61) % 100) / 100 - 0.25
      if (Math.abs(sx) < 0.5 - Math.max(0, sy) * 0.45)
        g += `<ellipse cx="${f(sx * 1.0)}" cy="${f(sy * 0.95)}" rx="0.025" ry="0.04" fill="#FBE3A0" opacity="0.9"/>`
    }
    g += `<ellipse cx="-0.22" cy="-0.2" rx="0.14" ry="0.22" fill="#fff" opacity="0.28" transform="rotate(20)"/>`
    g += `<path d="M0,-0.5 L-0.35,-0.72 L-0.12,-0.55 L-0.22,-0.85 L0,-0.58 L0.22,-0.85 L0.12,-0.55 L0.35,-0.72Z" fill="#4E8A3A"/>`
    g += `<path d="M0,-0.6 L0.02,-0.88" stroke="#3C6E2C" stroke-width="0.07"/>`
  }
  svg.add(g + '</g>')
}

function raspberry(svg, x, y, s) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<ellipse cx="0.05" cy="0.55" rx="0.45" ry="0.12" fill="#3a1a0a" opacity="0.25" filter="${svg.blur(0.06 * s)}"/>`
  g += `<ellipse cx="0" cy="0.02" rx="0.44" ry="0.5" fill="#7E0E28"/>`
  const drupe = svg.radBox(
    [
      [0, '#F47A90'],
      [0.55, '#C6284A'],
      [1, '#85102C'],
    ],
    0.35,
    0.3,
    0.7,
  )
  // drupelets: an outer ring that makes the silhouette bumpy, then the face
  const pts = []
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    pts.push([Math.cos(a) * 0.36, Math.sin(a) * 0.42 + 0.02, 0.13])
  }
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.3
    pts.push([Math.cos(a) * 0.19, Math.sin(a) * 0.23, 0.13])
  }
  pts.push([0, 0, 0.13])
  pts.sort((p, q) => p[1] - q[1])
  for (const [px, py, r] of pts)
    g += `<circle cx="${f3(px)}" cy="${f3(py)}" r="${r}" fill="${drupe}"/>`
  g += `<ellipse cx="-0.14" cy="-0.18" rx="0.1" ry="0.07" fill="#fff" opacity="0.35"/>`
  svg.add(g + '</g>')
}

function blueberry(svg, x, y, s) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<circle r="0.5" fill="${svg.radBox(
    [
      [0, '#8C97C8'],
      [0.5, '#3F4A86'],
      [1, '#1E2350'],
    ],
    0.35,
    0.3,
    0.7,
  )}"/>`
  g += `<circle r="0.5" fill="#DDE3F5" opacity="0.18"/>`
  g += `<path d="M-0.1,-0.28 L0,-0.18 L0.1,-0.28 L0.07,-0.14 L0.16,-0.1 L0,-0.08 L-0.16,-0.1 L-0.07,-0.14Z" fill="#1B1B3A"/>`
  svg.add(g + '</g>')
}

function cherry(svg, x, y, s) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<path d="M0,-0.3 C0.1,-0.8 0.35,-1.0 0.55,-1.1" stroke="#5E7A2E" stroke-width="0.07" fill="none"/>`
  g += `<circle r="0.45" fill="${svg.radBox(
    [
      [0, '#F06070'],
      [0.5, '#B0102A'],
      [1, '#5E0614'],
    ],
    0.35,
    0.3,
    0.7,
  )}"/>`
  g += `<ellipse cx="-0.16" cy="-0.16" rx="0.1" ry="0.07" fill="#fff" opacity="0.7"/>`
  svg.add(g + '</g>')
}

function macaron(svg, x, y, s, color, fill = C.buttercream) {
  const shell = svg.lin([
    [0, light(color, 0.35)],
    [1, dark(color, 0.12)],
  ])
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<ellipse cx="0" cy="0.45" rx="0.6" ry="0.14" fill="#3a1a0a" opacity="0.2" filter="${svg.blur(0.05 * s)}"/>`
  g += `<path d="M-0.55,0.12 C-0.55,0.42 0.55,0.42 0.55,0.12 L0.55,0.05 L-0.55,0.05Z" fill="${shell}"/>`
  g += `<rect x="-0.56" y="0.02" width="1.12" height="0.1" rx="0.04" fill="${dark(color, 0.15)}" opacity="0.6"/>`
  g += `<path d="M-0.5,-0.06 L0.5,-0.06 L0.5,0.06 L-0.5,0.06Z" fill="${fill}"/>`
  g += `<path d="M-0.56,-0.08 C-0.58,-0.48 0.58,-0.48 0.56,-0.08 C0.4,-0.02 -0.4,-0.02 -0.56,-0.08Z" fill="${shell}"/>`
  g += `<path d="M-0.56,-0.1 C-0.4,-0.04 0.4,-0.04 0.56,-0.1 L0.56,-0.04 C0.4,0.02 -0.4,0.02 -0.56,-0.04Z" fill="${dark(color, 0.12)}" opacity="0.6"/>`
  g += `<ellipse cx="-0.18" cy="-0.3" rx="0.2" ry="0.05" fill="#fff" opacity="0.35"/>`
  svg.add(g + '</g>')
}

function chocShard(svg, x, y, s, rot, color = C.ganache) {
  let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})">`
  g += `<path d="M-0.2,0.5 L-0.28,-0.1 L0.05,-0.6 L0.22,-0.05 L0.18,0.5Z" fill="${svg.lin(
    [
      [0, light(color, 0.25)],
      [1, dark(color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  g += `<path d="M-0.2,0.5 L-0.28,-0.1 L0.05,-0.6" stroke="#fff" stroke-opacity="0.25" stroke-width="0.04" fill="none"/>`
  svg.add(g + '</g>')
}

function goldLeaf(svg, x, y, s, rot) {
  const pts = []
  const n = 7
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    const r = 0.35 + svg.r(0, 0.3)
    pts.push([Math.cos(a) * r, Math.sin(a) * r * 0.8])
  }
  svg.add(
    `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})"><path d="${poly(pts)}" fill="${svg.linBox(
      [
        [0, '#FFF1B8'],
        [0.45, '#E2B65A'],
        [0.7, '#B8892F'],
        [1, '#F4DA8A'],
      ],
      0,
      0,
      1,
      1,
    )}"/></g>`,
  )
}

function pearl(svg, x, y, r, color = '#FFF8EC') {
  svg.add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${svg.radBox(
      [
        [0, '#ffffff'],
        [0.5, color],
        [1, dark(color, 0.25)],
      ],
      0.35,
      0.3,
      0.7,
    )}"/>`,
  )
}

function rose(svg, x, y, s, color) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<ellipse cx="0.03" cy="0.2" rx="0.5" ry="0.22" fill="#3a1a0a" opacity="0.22" filter="${svg.blur(0.05 * s)}"/>`
  const petalFill = svg.radBox(
    [
      [0, dark(color, 0.25)],
      [0.55, color],
      [1, light(color, 0.45)],
    ],
    0.5,
    0.85,
    0.9,
  )
  const petal = (px, py, rx, ry, rot) =>
    `<g transform="translate(${f(px)},${f(py)}) rotate(${f(rot)})"><path d="M${f(-rx)},${f(ry * 0.4)} C${f(-rx)},${f(-ry * 0.9)} ${f(rx)},${f(-ry * 0.9)} ${f(rx)},${f(ry * 0.4)} C${f(rx * 0.5)},${f(ry * 0.9)} ${f(-rx * 0.5)},${f(ry * 0.9)} ${f(-rx)},${f(ry * 0.4)}Z" fill="${petalFill}" stroke="${light(color, 0.5)}" stroke-width="0.02"/></g>`
  const list = []
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3
    list.push({
      x: Math.cos(a) * 0.3,
      y: Math.sin(a) * 0.2,
      rx: 0.24,
      ry: 0.22,
      rot: (a * 180) / Math.PI + 90,
    })
  }
  list.sort((p, q) => p.y - q.y)
  for (const pt of list) g += petal(pt.x, pt.y, pt.rx, pt.ry, pt.rot)
  const inner = []
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 1.1
    inner.push({
      x: Math.cos(a) * 0.14,
      y: Math.sin(a) * 0.1 - 0.06,
      rot: (a * 180) / Math.PI + 90,
    })
  }
  inner.sort((p, q) => p.y - q.y)
  for (const pt of inner) g += petal(pt.x, pt.y, 0.18, 0.17, pt.rot)
  g += `<ellipse cx="0" cy="-0.08" rx="0.12" ry="0.09" fill="${dark(color, 0.2)}"/>`
  g += `<path d="M-0.07,-0.06 C-0.06,-0.14 0.07,-0.14 0.07,-0.07 C0.06,-0.02 -0.02,-0.02 -0.02,-0.07" stroke="${light(color, 0.4)}" stroke-width="0.025" fill="none"/>`
  svg.add(g + '</g>')
}

function blossom(svg, x, y, s, color, center = C.gold) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)}, ${f(s * 0.8)})">`
  for (let i = 0; i < 5; i++) {
    const a = i * 72 - 90
    g += `<ellipse cx="${f(Math.cos(rad(a)) * 0.28)}" cy="${f(Math.sin(rad(a)) * 0.28)}" rx="0.26" ry="0.2" transform="rotate(${a} ${f(Math.cos(rad(a)) * 0.28)} ${f(Math.sin(rad(a)) * 0.28)})" fill="${svg.radBox(
      [
        [0, light(color, 0.5)],
        [1, color],
      ],
      0.2,
      0.5,
      0.8,
    )}" stroke="${dark(color, 0.15)}" stroke-width="0.02"/>`
  }
  g += `<circle r="0.12" fill="${center}"/>`
  for (let i = 0; i < 6; i++)
    g += `<circle cx="${f(Math.cos(i) * 0.07)}" cy="${f(Math.sin(i) * 0.07)}" r="0.025" fill="${dark(center, 0.3)}"/>`
  svg.add(g + '</g>')
}

function leaf(svg, x, y, s, rot, color = '#7E9A63') {
  svg.add(
    `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})"><path d="M0,0 C0.3,-0.25 0.75,-0.2 1,0 C0.75,0.2 0.3,0.25 0,0Z" fill="${svg.linBox(
      [
        [0, light(color, 0.2)],
        [1, dark(color, 0.2)],
      ],
      0,
      0,
      0,
      1,
    )}"/><path d="M0.05,0 L0.9,0" stroke="${dark(color, 0.35)}" stroke-width="0.03"/></g>`,
  )
}

function meringue(svg, x, y, s, tint = '#FFFFFF') {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<ellipse cx="0" cy="0.32" rx="0.5" ry="0.12" fill="#3a1a0a" opacity="0.2" filter="${svg.blur(0.05 * s)}"/>`
  g += `<path d="M-0.5,0.3 C-0.55,0 -0.25,-0.15 -0.1,-0.45 C-0.05,-0.6 0,-0.75 0.05,-0.8 C0.1,-0.6 0.2,-0.4 0.25,-0.2 C0.45,-0.1 0.55,0.1 0.5,0.3 C0.2,0.4 -0.2,0.4 -0.5,0.3Z" fill="${svg.radBox(
    [
      [0, '#ffffff'],
      [0.7, tint],
      [1, dark(tint, 0.15)],
    ],
    0.35,
    0.3,
    0.8,
  )}"/>`
  g += `<path d="M-0.4,0.15 C-0.1,0.05 0.2,0.05 0.42,0.15 M-0.25,-0.1 C-0.05,-0.18 0.12,-0.15 0.25,-0.1" stroke="${dark(tint, 0.18)}" stroke-width="0.03" fill="none"/>`
  g += `<path d="M-0.02,-0.7 C0.04,-0.76 0.06,-0.7 0.05,-0.6" stroke="#C9894B" stroke-width="0.06" fill="none" opacity="0.6"/>`
  svg.add(g + '</g>')
}

function truffle(svg, x, y, s, color = C.ganache, dust = '#6B4030') {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<ellipse cx="0" cy="0.45" rx="0.5" ry="0.12" fill="#3a1a0a" opacity="0.25" filter="${svg.blur(0.05 * s)}"/>`
  g += `<circle r="0.5" fill="${svg.radBox(
    [
      [0, light(color, 0.35)],
      [0.6, color],
      [1, dark(color, 0.4)],
    ],
    0.35,
    0.3,
    0.7,
  )}"/>`
  g += `<circle r="0.5" fill="${dust}" opacity="0.25" filter="${svg.grain(0.2)}"/>`
  svg.add(g + '</g>')
}

function lemonSlice(svg, x, y, s, rot = 0) {
  let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)}, ${f(s * 0.55)})">`
  g += `<circle r="0.5" fill="#F2C230"/><circle r="0.44" fill="#FBEFA6"/>`
  for (let i = 0; i < 8; i++) {
    const a0 = rad(i * 45 + 4)
    const a1 = rad(i * 45 + 41)
    g += `<path d="M0,0 L${f(Math.cos(a0) * 0.4)},${f(Math.sin(a0) * 0.4)} A0.4,0.4 0 0 1 ${f(Math.cos(a1) * 0.4)},${f(Math.sin(a1) * 0.4)}Z" fill="${svg.radBox(
      [
        [0, '#FFF6C4'],
        [1, '#F6D55C'],
      ],
      0.5,
      0.5,
      0.8,
    )}"/>`
  }
  svg.add(g + '</g>')
}

function biscuit(svg, x, y, s, rot = 0) {
  let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(s)})">`
  g += `<rect x="-0.5" y="-0.32" width="1" height="0.64" rx="0.06" fill="${svg.linBox(
    [
      [0, '#D9964E'],
      [1, '#A9662C'],
    ],
    0,
    0,
    0,
    1,
  )}"/>`
  g += `<rect x="-0.42" y="-0.24" width="0.84" height="0.48" rx="0.04" fill="none" stroke="#8A5020" stroke-width="0.03" opacity="0.5"/>`
  for (let i = -3; i <= 3; i++)
    g += `<circle cx="${f(i * 0.11)}" cy="0" r="0.025" fill="#7A4418" opacity="0.5"/>`
  svg.add(g + '</g>')
}

function candle(svg, x, y, s, color = '#F4C7D0') {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<rect x="-0.06" y="-1" width="0.12" height="1" fill="${svg.linBox(
    [
      [0, light(color, 0.3)],
      [1, dark(color, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  for (let i = 0; i < 4; i++)
    g += `<path d="M-0.06,${f(-0.85 + i * 0.25)} L0.06,${f(-0.95 + i * 0.25)}" stroke="#fff" stroke-width="0.04"/>`
  g += `<path d="M0,-1 L0,-1.08" stroke="#333" stroke-width="0.02"/>`
  g += `<ellipse cx="0" cy="-1.25" rx="0.3" ry="0.4" fill="#FFD27A" opacity="0.35" filter="${svg.blur(0.08 * s)}"/>`
  g += `<path d="M0,-1.42 C0.1,-1.28 0.09,-1.12 0,-1.08 C-0.09,-1.12 -0.1,-1.28 0,-1.42Z" fill="${svg.radBox(
    [
      [0, '#FFFBE0'],
      [0.5, '#FFD666'],
      [1, '#F28C28'],
    ],
    0.5,
    0.7,
    0.6,
  )}"/>`
  svg.add(g + '</g>')
}

/** A piped star-tip rosette seen at 3/4, centred on its base. */
function rosette(svg, x, y, s, color, tall = 1) {
  const fill = svg.radBox(
    [
      [0, light(color, 0.5)],
      [0.55, color],
      [1, dark(color, 0.28)],
    ],
    0.4,
    0.3,
    0.75,
  )
  const ridge = dark(color, 0.3)
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<ellipse cx="0.04" cy="0.06" rx="0.55" ry="0.22" fill="#3a1a0a" opacity="0.25" filter="${svg.blur(0.05 * s)}"/>`
  const lobe = (lx, ly, rx, ry, rot) => {
    let o = `<g transform="translate(${f(lx)},${f(ly)}) rotate(${f(rot)})"><ellipse rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`
    o += `<path d="M${f(-rx * 0.5)},${f(-ry * 0.7)} Q${f(-rx * 0.1)},0 ${f(-rx * 0.45)},${f(ry * 0.75)} M${f(rx * 0.15)},${f(-ry * 0.8)} Q${f(rx * 0.35)},0 ${f(rx * 0.1)},${f(ry * 0.85)}" stroke="${ridge}" stroke-opacity="0.35" stroke-width="0.03" fill="none"/></g>`
    return o
  }
  const ring = (n, r, lift, rx, ry, off) => {
    const lobes = []
    for (let i = 0; i < n; i++) {
      const a = ((i + off) / n) * Math.PI * 2
      lobes.push({
        x: Math.cos(a) * r,
        y: Math.sin(a) * r * 0.5 - lift,
        rot: (a * 180) / Math.PI + 90,
      })
    }
    lobes.sort((p, q) => p.y - q.y)
    return lobes.map((l) => lobe(l.x, l.y, rx, ry, l.rot)).join('')
  }
  g += ring(8, 0.33, 0.08, 0.17, 0.14, 0)
  g += ring(5, 0.17, 0.24 * tall, 0.15, 0.12, 0.3)
  g += lobe(0, -0.36 * tall, 0.13, 0.1, 0)
  g += `<ellipse cx="-0.14" cy="${f(-0.3 * tall)}" rx="0.1" ry="0.04" fill="#fff" opacity="0.4"/>`
  svg.add(g + '</g>')
}

function sprinkle(svg, x, y, s, rot, color) {
  svg.add(
    `<rect x="${f(x - s)}" y="${f(y - s * 0.28)}" width="${f(s * 2)}" height="${f(s * 0.56)}" rx="${f(s * 0.28)}" fill="${color}" transform="rotate(${f(rot)} ${f(x)} ${f(y)})"/>`,
  )
}

/** Draws decorations given as {kind, x, y, s, ...} sorted back to front. */
function drawDecor(svg, items) {
  items.sort((a, b) => a.y - b.y)
  for (const d of items) {
    switch (d.kind) {
      case 'strawberry':
        strawberry(svg, d.x, d.y, d.s, d.rot ?? 0, d.halved)
        break
      case 'raspberry':
        raspberry(svg, d.x, d.y, d.s)
        break
      case 'blueberry':
        blueberry(svg, d.x, d.y, d.s)
        break
      case 'cherry':
        cherry(svg, d.x, d.y, d.s)
        break
      case 'macaron':
        macaron(svg, d.x, d.y, d.s, d.color, d.fill)
        break
      case 'shard':
        chocShard(svg, d.x, d.y, d.s, d.rot ?? 0, d.color)
        break
      case 'leafGold':
        goldLeaf(svg, d.x, d.y, d.s, d.rot ?? 0)
        break
      case 'pearl':
        pearl(svg, d.x, d.y, d.s, d.color)
        break
      case 'rose':
        rose(svg, d.x, d.y, d.s, d.color)
        break
      case 'blossom':
        blossom(svg, d.x, d.y, d.s, d.color, d.center)
        break
      case 'leaf':
        leaf(svg, d.x, d.y, d.s, d.rot ?? 0, d.color)
        break
      case 'meringue':
        meringue(svg, d.x, d.y, d.s, d.color)
        break
      case 'truffle':
        truffle(svg, d.x, d.y, d.s, d.color, d.dust)
        break
      case 'lemon':
        lemonSlice(svg, d.x, d.y, d.s, d.rot ?? 0)
        break
      case 'biscuit':
        biscuit(svg, d.x, d.y, d.s, d.rot ?? 0)
        break
      case 'candle':
        candle(svg, d.x, d.y, d.s, d.color)
        break
      case 'rosette':
        rosette(svg, d.x, d.y, d.s, d.color, d.tall)
        break
      case 'sprinkle':
        sprinkle(svg, d.x, d.y, d.s, d.rot ?? 0, d.color)
        break
      case 'pop':
        miniPop(svg, d)
        break
      case 'horn':
        horn(svg, d.x, d.y, d.s)
        break
      case 'ear':
        ear(svg, d.x, d.y, d.s, d.flip ?? 1, d.color, d.inner)
        break
      case 'lashes':
        lashes(svg, d.x, d.y, d.s)
        break
      default:
        throw new Error(`unknown decoration ${d.kind}`)
    }
  }
}

function horn(svg, x, y, s) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  g += `<path d="M-0.16,0 L0,-1 L0.16,0 C0.08,0.05 -0.08,0.05 -0.16,0Z" fill="${svg.linBox(
    [
      [0, '#FFF1B8'],
      [0.45, '#E2B65A'],
      [0.75, '#B8892F'],
      [1, '#E9C878'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  for (let i = 1; i < 5; i++) {
    const t = i / 5
    g += `<path d="M${f(-0.16 * (1 - t))},${f(-t)} Q0,${f(-t + 0.06)} ${f(0.16 * (1 - t))},${f(-t + 0.1)}" stroke="#9C7430" stroke-width="0.025" fill="none"/>`
  }
  svg.add(g + '</g>')
}
function ear(svg, x, y, s, flip = 1, color = '#FFFFFF', inner = '#F2B8C0') {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s * flip)},${f(s)})">`
  g += `<path d="M-0.25,0 C-0.2,-0.4 0,-0.7 0.1,-0.8 C0.2,-0.5 0.25,-0.25 0.25,0Z" fill="${svg.linBox(
    [
      [0, color],
      [1, dark(color, 0.12)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  g += `<path d="M-0.12,-0.05 C-0.08,-0.35 0.02,-0.55 0.08,-0.6 C0.14,-0.4 0.14,-0.2 0.12,-0.05Z" fill="${inner}"/>`
  svg.add(g + '</g>')
}
function lashes(svg, x, y, s) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})" stroke="#3A2A2A" stroke-linecap="round" fill="none">`
  g += `<path d="M-0.5,0 Q0,0.45 0.5,0" stroke-width="0.09"/>`
  for (const [a, b, c, d] of [
    [-0.38, 0.14, -0.5, 0.34],
    [-0.12, 0.24, -0.16, 0.46],
    [0.14, 0.24, 0.18, 0.46],
    [0.38, 0.14, 0.5, 0.34],
  ])
    g += `<path d="M${a},${b} L${c},${d}" stroke-width="0.07"/>`
  svg.add(g + '</g>')
}

function miniPop(svg, d) {
  // a small cake pop used as a cake topper: its stick goes into the cake
  popBall(svg, d.x, d.y - d.s * 1.1, d.s * 0.4, { ...d, stick: d.s * 1.1 })
}

// ───────────────────────────── cakes (3-D cylinders) ─────────────────────────────

const norm = (a) => ((a % 360) + 360) % 360

/** Runs of angles in [b0, b1] (degrees) that face the viewer (sin > 0). */
function visibleRuns(b0, b1) {
  const runs = []
  let cur = null
  const step = 0.5
  for (let a = b0; a <= b1 + 1e-9; a += step) {
    const vis = Math.sin(rad(a)) > 1e-6
    if (vis && !cur) cur = [a, a]
    else if (vis && cur) cur[1] = a
    else if (!vis && cur) {
      runs.push(cur)
      cur = null
    }
  }
  if (cur) runs.push(cur)
  return runs.filter(([a, b]) => b - a > 0.6)
}

function sideShade(svg, V, R, ox, color, strength = 1) {
  const x0 = V.cx + (ox - R) * V.s
  const x1 = V.cx + (ox + R) * V.s
  return svg.lin(
    [
      [0, dark(color, 0.34 * strength)],
      [0.12, dark(color, 0.12 * strength)],
      [0.34, light(color, 0.28 * strength)],
      [0.5, light(color, 0.12 * strength)],
      [0.8, dark(color, 0.08 * strength)],
      [1, dark(color, 0.36 * strength)],
    ],
    x0,
    0,
    x1,
    0,
    true,
  )
}

/** Translucent overlay giving any side band the same cylinder shading. */
function sideShadeOverlay(svg, V, R, ox) {
  const x0 = V.cx + (ox - R) * V.s
  const x1 = V.cx + (ox + R) * V.s
  return svg.lin(
    [
      [0, '#2a1208', 0.45],
      [0.14, '#2a1208', 0.15],
      [0.34, '#ffffff', 0.22],
      [0.5, '#ffffff', 0.06],
      [0.8, '#2a1208', 0.1],
      [1, '#2a1208', 0.5],
    ],
    x0,
    0,
    x1,
    0,
    true,
  )
}

/**
 * Draws a cake tier (or a slice of one). All sizes are world units; V is the view.
 *  R, H: radius and height; y0: base height; ox, oz: centre offset;
 *  span: [b0, b1] the angles the body covers (deg, default full);
 *  frost: coating colour; frostT: coating thickness; layers: bottom→top [{h, c, kind}];
 *  naked: 0..1 sponge showing through the side; drip: {c, n, min, max, base}; top: top colour.
 */
function cakeBody(svg, V, o) {
  const R = o.R
  const H = o.H
  const y0 = o.y0 ?? 0
  const ox = o.ox ?? 0
  const oz = o.oz ?? 0
  const [b0, b1] = o.span ?? [0, 360]
  const full = b1 - b0 >= 359.99
  const frost = o.frost
  const P = (r, a, y) => V.p(ox + r * Math.cos(rad(a)), y0 + y, oz + r * Math.sin(rad(a)))
  const runs = visibleRuns(b0, b1)

  // cut faces (interior), drawn first
  if (!full) {
    const faces = []
    if (Math.cos(rad(b0)) < 0) faces.push({ a: b0, nx: Math.sin(rad(b0)), nz: -Math.cos(rad(b0)) })
    if (Math.cos(rad(b1)) > 0) faces.push({ a: b1, nx: -Math.sin(rad(b1)), nz: Math.cos(rad(b1)) })
    faces.sort((p, q) => Math.sin(rad(p.a)) - Math.sin(rad(q.a)))
    for (const face of faces) cutFace(svg, V, o, face, P)
  }

  // outer side
  for (const [a0, a1] of runs) {
    const top = arcPts({ c: (r, a, y) => P(r, a, y) }, R, a0, a1, H, Math.ceil((a1 - a0) / 2))
    const bot = arcPts({ c: (r, a, y) => P(r, a, y) }, R, a1, a0, 0, Math.ceil((a1 - a0) / 2))
    const outline = poly([...top, ...bot])
    if (o.naked) {
      // semi-naked: sponge and filling bands show through a scraped coat
      let h = 0
      const total = o.layers.reduce((s, l) => s + l.h, 0)
      const k = (H - (o.frostT ?? 0.05)) / total
      for (const l of o.layers) {
        const hh = l.h * k
        const band = poly([
          ...arcPts({ c: P }, R, a0, a1, h + hh, 40),
          ...arcPts({ c: P }, R, a1, a0, h, 40),
        ])
        svg.add(
          `<path d="${band}" fill="${l.c}"${l.kind === 'sponge' ? ` filter="${svg.crumb(l.c, 0.18, 0.8)}"` : ''}/>`,
        )
        h += hh
      }
      svg.add(`<path d="${band0(P, R, a0, a1, h, H)}" fill="${frost}"/>`)
      // the scraped coat: a thin veil with opaque streaks where the scraper left more
      svg.add(`<path d="${outline}" fill="${frost}" opacity="${f((1 - o.naked) * 0.35)}"/>`)
      const clip = svg.id('nk')
      svg.def(`<clipPath id="${clip}"><path d="${outline}"/></clipPath>`)
      let streaks = ''
      const n = Math.round(20 * (1 - o.naked) + 4)
      for (let i = 0; i < n; i++) {
        const yy = svg.r(0.02, 0.98) * H
        const aa = svg.r(a0 - 20, a1 - 10)
        streaks += `<path d="${polyline(arcPts({ c: P }, R, aa, aa + svg.r(25, 90), yy, 24))}" stroke="${frost}" stroke-width="${f(svg.r(0.04, 0.11) * V.s)}" stroke-linecap="round" opacity="${f(svg.r(0.55, 0.95))}" fill="none"/>`
      }
      // heavier coat at the top edge and the base
      streaks += `<path d="${band0(P, R, a0 - 5, a1 + 5, H - 0.07, H + 0.02)}" fill="${frost}" opacity="0.9"/>`
      streaks += `<path d="${band0(P, R, a0 - 5, a1 + 5, -0.02, 0.05)}" fill="${frost}" opacity="0.8"/>`
      svg.add(`<g clip-path="url(#${clip})">${streaks}</g>`)
      svg.add(`<path d="${outline}" fill="${sideShadeOverlay(svg, V, R, ox)}"/>`)
    } else {
      svg.add(`<path d="${outline}" fill="${sideShade(svg, V, R, ox, frost, o.shade ?? 1)}"/>`)
      if (o.stripes) {
        // painted/ombre bands on a buttercream side
        for (const s of o.stripes) {
          const band = poly([
            ...arcPts({ c: P }, R, a0, a1, s.y1, 40),
            ...arcPts({ c: P }, R, a1, a0, s.y0, 40),
          ])
          svg.add(`<path d="${band}" fill="${s.c}" opacity="${s.op ?? 1}"/>`)
        }
        svg.add(`<path d="${outline}" fill="${sideShadeOverlay(svg, V, R, ox)}"/>`)
      }
      if (o.texture) {
        // palette-knife texture lines
        for (let i = 0; i < 10; i++) {
          const yy = ((i + 0.5) / 10) * H
          svg.add(
            `<path d="${polyline(arcPts({ c: P }, R, a0 + 2, a1 - 2, yy, 40))}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5" fill="none"/>`,
          )
        }
      }
    }
    if (o.sideSprinkles) {
      const rnd = mulberry32(hashSeed('ss' + a0 + a1 + R))
      for (let i = 0; i < o.sideSprinkles.n; i++) {
        const a = a0 + 4 + rnd() * (a1 - a0 - 8)
        const yy =
          (o.sideSprinkles.from ?? 0.04) * H +
          rnd() * ((o.sideSprinkles.to ?? 0.96) - (o.sideSprinkles.from ?? 0.04)) * H
        const [sx, sy] = P(R + 0.005, a, yy)
        sprinkle(
          svg,
          sx,
          sy,
          V.s * 0.022 * (0.5 + 0.5 * Math.sin(rad(a))),
          rnd() * 180,
          o.sideSprinkles.colors[i % o.sideSprinkles.colors.length],
        )
      }
    }
    if (o.drip) drip(svg, V, o, P, a0, a1)
  }

  // top surface
  const topColor = o.drip ? o.drip.c : (o.top ?? frost)
  let topPath
  if (full) {
    const [cx, cy] = P(0, 0, H)
    topPath = `M${f(cx - R * V.s)},${f(cy)} A${f(R * V.s)},${f(R * V.s * V.se)} 0 1 0 ${f(cx + R * V.s)},${f(cy)} A${f(R * V.s)},${f(R * V.s * V.se)} 0 1 0 ${f(cx - R * V.s)},${f(cy)}Z`
  } else {
    topPath = poly([P(0, 0, H), ...arcPts({ c: P }, R, b0, b1, H, Math.ceil((b1 - b0) / 3))])
  }
  const [tcx, tcy] = P(0, 0, H)
  svg.add(
    `<path d="${topPath}" fill="${svg.rad(
      [
        [0, light(topColor, o.drip ? 0.12 : 0.3)],
        [0.7, topColor],
        [1, dark(topColor, 0.1)],
      ],
      tcx - R * V.s * 0.25,
      tcy - R * V.s * V.se * 0.4,
      R * V.s * 1.1,
    )}"/>`,
  )
  if (o.drip) {
    // glossy ganache reflection
    svg.add(
      `<ellipse cx="${f(tcx - R * V.s * 0.25)}" cy="${f(tcy - R * V.s * V.se * 0.35)}" rx="${f(R * V.s * 0.45)}" ry="${f(R * V.s * V.se * 0.22)}" fill="#ffffff" opacity="0.16" filter="${svg.blur(6)}"/>`,
    )
  }
  // crisp frosting edge catching the light
  for (const [a0, a1] of runs)
    svg.add(
      `<path d="${polyline(arcPts({ c: P }, R * 0.995, a0 + 3, a1 - 3, H, 40))}" stroke="#ffffff" stroke-opacity="${o.drip ? 0.25 : 0.45}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    )
}

function band0(P, R, a0, a1, h0, h1) {
  return poly([...arcPts({ c: P }, R, a0, a1, h1, 40), ...arcPts({ c: P }, R, a1, a0, h0, 40)])
}

function cutFace(svg, V, o, face, P) {
  const R = o.R
  const H = o.H
  const t = o.frostT ?? 0.05
  const a = face.a
  const Q = (r, h) => P(r, a, h)
  // coating visible as a thin border at top and outer edge
  svg.add(`<path d="${poly([Q(0, 0), Q(R, 0), Q(R, H), Q(0, H)])}" fill="${o.frost}"/>`)
  const inner = R - (o.naked ? t * 0.3 : t)
  const total = o.layers.reduce((s, l) => s + l.h, 0)
  const k = (H - t) / total
  let h = 0
  const seed = hashSeed(String(a))
  const wob = (r, i) => Math.sin(r * 9 + i * 2.1 + seed) * 0.008 + Math.sin(r * 23 + i) * 0.004
  o.layers.forEach((l, i) => {
    const h0 = h
    const h1 = h + l.h * k
    h = h1
    const N = 14
    const lower = []
    const upper = []
    for (let j = 0; j <= N; j++) {
      const r = (inner * j) / N
      lower.push(Q(r, i === 0 ? h0 : h0 + wob(r, i)))
      upper.push(Q(r, i === o.layers.length - 1 ? h1 : h1 + wob(r, i + 1)))
    }
    const d = poly([...lower, ...upper.reverse()])
    if (l.kind === 'sponge') {
      svg.add(`<path d="${d}" fill="${l.c}" filter="${svg.crumb(l.c, 0.2, 1)}"/>`)
    } else {
      svg.add(
        `<path d="${d}" fill="${svg.linBox(
          [
            [0, light(l.c, 0.18)],
            [1, dark(l.c, 0.1)],
          ],
          0,
          0,
          0,
          1,
        )}"/>`,
      )
      if (l.kind === 'jam' || l.kind === 'ganache' || l.kind === 'curd' || l.kind === 'caramel')
        svg.add(
          `<path d="${polyline(lower.slice(2, 9).map(([x, y]) => [x, y - l.h * k * V.s * V.ce * 0.55]))}" stroke="#fff" stroke-opacity="0.3" stroke-width="1.5" fill="none"/>`,
        )
      if (l.bits) {
        for (let j = 0; j < 10; j++) {
          const r = svg.r(0.05, 0.95) * inner
          const [bx, by] = Q(r, h0 + (h1 - h0) * svg.r(0.2, 0.8))
          svg.add(`<circle cx="${f(bx)}" cy="${f(by)}" r="${f(svg.r(2, 5))}" fill="${l.bits}"/>`)
        }
      }
    }
  })
  // shading: light comes from upper left
  const lightness = 0.5 + 0.5 * (face.nx * -0.6 + face.nz * 0.8)
  svg.add(
    `<path d="${poly([Q(0, 0), Q(R, 0), Q(R, H), Q(0, H)])}" fill="#2a1208" opacity="${f(clamp((1 - lightness) * 0.35, 0, 0.35))}"/>`,
  )
}

function drip(svg, V, o, P, a0, a1) {
  const { R, H } = o
  const d = o.drip
  const rnd = mulberry32(hashSeed(`${d.c}${a0}${a1}${R}`))
  const fingers = []
  const n = d.n ?? 14
  for (let i = 0; i < n; i++) {
    const aa = a0 + ((a1 - a0) * (i + 0.5 + (rnd() - 0.5) * 0.5)) / n
    fingers.push({
      a: aa,
      L: H * ((d.min ?? 0.25) + rnd() * ((d.max ?? 0.6) - (d.min ?? 0.25))),
      w: 3 + rnd() * 3,
    })
  }
  const base = H * (d.base ?? 0.1)
  const depth = (a) => {
    let v = base
    for (const fg of fingers) {
      const u = (a - fg.a) / fg.w
      if (Math.abs(u) < 1) v = Math.max(v, base + (fg.L - base) * Math.pow(1 - u * u, 0.3))
      else if (Math.abs(u) < 1.6) v = Math.max(v, base + H * 0.02 * (1.6 - Math.abs(u)))
    }
    return v
  }
  const lower = []
  for (let a = a0; a <= a1; a += 0.25) lower.push(P(R + 0.004, a, H - depth(a)))
  const upper = arcPts({ c: P }, R + 0.004, a1, a0, H, 60)
  const c = d.c
  svg.add(
    `<path d="${poly([...lower, ...upper])}" fill="${sideShade(svg, V, R, o.ox ?? 0, c, 0.8)}"/>`,
  )
  // gloss on each finger
  for (const fg of fingers) {
    if (Math.sin(rad(fg.a)) < 0.3 || rnd() < 0.35) continue
    const [x1, y1] = P(R + 0.01, fg.a - fg.w * 0.3, H - base * 1.3)
    const [, y2] = P(R + 0.01, fg.a, H - fg.L + H * 0.07)
    svg.add(
      `<path d="M${f(x1)},${f(y1)} L${f(x1)},${f(Math.max(y1 + 2, y2))}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="${f(Math.max(1.5, fg.w * 0.7 * Math.sin(rad(fg.a))))}" stroke-linecap="round" filter="${svg.blur(0.8)}"/>`,
    )
  }
}

/** Cake stand / board under a tier of radius R whose base is at y = 0. */
function stand(svg, V, o) {
  const R = o.R
  const kind = o.kind ?? 'pedestal'
  const col = o.color ?? '#FBF7F0'
  const P = (r, a, y) =>
    V.p((o.ox ?? 0) + r * Math.cos(rad(a)), y, (o.oz ?? 0) + r * Math.sin(rad(a)))
  const ell = (r, y, fill, extra = '') => {
    const [x, yy] = P(0, 0, y)
    return `<ellipse cx="${f(x)}" cy="${f(yy)}" rx="${f(r * V.s)}" ry="${f(r * V.s * V.se)}" fill="${fill}" ${extra}/>`
  }
  if (kind === 'pedestal') {
    const foot = o.foot ?? 0.5
    const [gx, gy] = P(0, 0, -foot)
    shadowBlob(svg, gx, gy + R * 0.05 * V.s, R * 0.95 * V.s, R * 0.22 * V.s, 0.3, 10)
    // foot
    svg.add(ell(R * 0.62, -foot, dark(col, 0.2)))
    svg.add(
      `<path d="${poly([...arcPts({ c: P }, R * 0.62, 0, 180, -foot, 30), ...arcPts({ c: P }, R * 0.62, 180, 0, -foot + 0.05, 30)])}" fill="${sideShade(svg, V, R * 0.62, o.ox ?? 0, col)}"/>`,
    )
    svg.add(
      ell(
        R * 0.62,
        -foot + 0.05,
        svg.radBox(
          [
            [0, light(col, 0.3)],
            [1, dark(col, 0.08)],
          ],
          0.45,
          0.3,
          0.7,
        ),
      ),
    )
    // stem
    const [sx] = P(0, 0, 0)
    const [, sy0] = P(0, 0, -foot + 0.05)
    const [, sy1] = P(0, 0, -0.04)
    const sw = R * 0.13 * V.s
    svg.add(
      `<path d="M${f(sx - sw * 2.2)},${f(sy0)} C${f(sx - sw)},${f(sy0 - 10)} ${f(sx - sw * 0.7)},${f((sy0 + sy1) / 2)} ${f(sx - sw)},${f(sy1)} L${f(sx + sw)},${f(sy1)} C${f(sx + sw * 0.7)},${f((sy0 + sy1) / 2)} ${f(sx + sw)},${f(sy0 - 10)} ${f(sx + sw * 2.2)},${f(sy0)}Z" fill="${sideShade(svg, { cx: sx, s: 1 }, sw * 2.2, 0, col)}"/>`,
    )
    // plate
    const pr = R * 1.22
    svg.add(
      `<path d="${poly([...arcPts({ c: P }, pr, 0, 180, -0.0, 40), ...arcPts({ c: P }, pr * 0.97, 180, 0, -0.07, 40)])}" fill="${sideShade(svg, V, pr, o.ox ?? 0, col)}"/>`,
    )
    svg.add(
      ell(
        pr,
        0,
        svg.radBox(
          [
            [0, light(col, 0.4)],
            [0.8, col],
            [1, dark(col, 0.12)],
          ],
          0.45,
          0.35,
          0.6,
        ),
      ),
    )
    svg.add(
      ell(
        pr * 0.86,
        0,
        'none',
        `stroke="${dark(col, 0.1)}" stroke-opacity="0.5" stroke-width="1.2"`,
      ),
    )
    if (o.gold) svg.add(ell(pr * 0.99, 0, 'none', `stroke="${C.gold}" stroke-width="3"`))
  } else if (kind === 'board') {
    const br = R * (o.scale ?? 1.18)
    const th = 0.05
    const [gx, gy] = P(0, 0, -th)
    shadowBlob(svg, gx, gy + 4, br * V.s * 1.02, br * V.s * V.se * 1.1, 0.3, 8)
    svg.add(
      `<path d="${poly([...arcPts({ c: P }, br, 0, 180, 0, 40), ...arcPts({ c: P }, br, 180, 0, -th, 40)])}" fill="${sideShade(svg, V, br, o.ox ?? 0, col)}"/>`,
    )
    svg.add(
      ell(
        br,
        0,
        svg.radBox(
          [
            [0, light(col, 0.35)],
            [0.75, col],
            [1, dark(col, 0.1)],
          ],
          0.4,
          0.3,
          0.7,
        ),
      ),
    )
  } else if (kind === 'plate') {
    const pr = R * (o.scale ?? 1.3)
    const [gx, gy] = P(0, 0, -0.03)
    shadowBlob(svg, gx, gy + 6, pr * V.s, pr * V.s * V.se * 1.1, 0.22, 10)
    svg.add(ell(pr, -0.03, dark(col, 0.12)))
    svg.add(
      ell(
        pr * 0.98,
        0,
        svg.radBox(
          [
            [0, '#ffffff'],
            [0.65, col],
            [0.8, dark(col, 0.08)],
            [0.9, light(col, 0.3)],
            [1, dark(col, 0.06)],
          ],
          0.45,
          0.4,
          0.55,
        ),
      ),
    )
    if (o.rim) svg.add(ell(pr * 0.93, 0, 'none', `stroke="${o.rim}" stroke-width="2.5"`))
  }
}

/** Decorations on a tier's top (polar world positions) and around its base. */
function cakeDecor(svg, V, o, filter = () => true) {
  const { R, H } = o
  const y0 = o.y0 ?? 0
  const ox = o.ox ?? 0
  const oz = o.oz ?? 0
  const P = (r, a, y) => V.p(ox + r * Math.cos(rad(a)), y0 + y, oz + r * Math.sin(rad(a)))
  const [b0, b1] = o.span ?? [0, 360]
  const inSpan = (a) => {
    const x = norm(a - b0)
    return x <= b1 - b0
  }
  const items = []
  if (o.sprinkles && filter({ a: 90 })) {
    const rnd = mulberry32(hashSeed('sp' + R + H))
    for (let i = 0; i < o.sprinkles.n; i++) {
      const a = rnd() * 360
      const r = Math.sqrt(rnd()) * R * (o.sprinkles.r ?? 0.92)
      if (!inSpan(a) && b1 - b0 < 360) continue
      const [x, y] = P(r, a, H)
      sprinkle(
        svg,
        x,
        y,
        (o.sprinkles.size ?? 0.022) * V.s,
        rnd() * 180,
        o.sprinkles.colors[i % o.sprinkles.colors.length],
      )
    }
  }
  for (const d of o.decor ?? []) {
    const list = d.ring
      ? Array.from({ length: d.ring }, (_, i) => ({ ...d, a: (d.a ?? 0) + (360 / d.ring) * i }))
      : [d]
    for (const it of list) {
      if (!inSpan(it.a) && b1 - b0 < 360) continue
      if (!filter(it)) continue
      const y = it.side ? (it.y ?? 0.05) : H + (it.lift ?? 0)
      const [x, sy] = P(it.r ?? 0, it.a ?? 0, y)
      if (it.side && Math.sin(rad(it.a)) < -0.05) continue
      items.push({
        ...it,
        x,
        y: sy,
        s: (it.s ?? 0.1) * V.s * (o.ds ?? 1),
        rot: it.rot ?? (hashSeed(String(it.a)) % 60) - 30,
      })
    }
  }
  drawDecor(svg, items)
}

// ───────────────────────────── output ─────────────────────────────

async function writeImage(dir, name, svg, opts = {}) {
  const png = await sharp(Buffer.from(svg.toString()), { density: 72 })
    .resize(opts.width ?? svg.w, opts.height ?? svg.h)
    .png()
    .toBuffer()
  const webp = await sharp(png)
    .webp({
      quality: opts.quality ?? QUALITY,
      alphaQuality: 90,
      effort: 6,
      smartSubsample: opts.smartSubsample ?? false,
    })
    .toBuffer()
  await writeFile(path.join(dir, name), webp)
  if (process.env.RAW_PNG)
    await writeFile(path.join(PREVIEW || '/tmp', name.replace(/\.webp$/, '.raw.png')), png)
  if (PREVIEW) {
    await mkdir(PREVIEW, { recursive: true })
    await writeFile(
      path.join(PREVIEW, name.replace(/\.webp$/, '.png')),
      await sharp(webp).png().toBuffer(),
    )
  }
  return webp.length
}

// ───────────────────────────── scenes: cakes ─────────────────────────────

/**
 * A whole cake on a stand. spec: { bg, stand: {kind,color,gold}, tiers: [tier...] bottom→top, elev, zoom, confetti }
 * tier: cakeBody options without y0 (stacked automatically).
 */
function cakeScene(svg, spec) {
  backdrop(svg, spec.bg ?? 'cream', { confetti: spec.confetti, line: spec.line })
  const R0 = spec.tiers[0].R
  const s = (svg.w * (spec.zoom ?? 0.3)) / R0
  const V = view(
    svg.w / 2 + (spec.dx ?? 0) * svg.w,
    svg.h * (spec.baseY ?? 0.74),
    s,
    spec.elev ?? 24,
  )
  if (spec.back) spec.back(svg, V)
  cakeAt(svg, V, spec)
  if (spec.front) spec.front(svg, V)
  return V
}

/** Stand plus stacked tiers at view V (no backdrop). */
function cakeAt(svg, V, spec) {
  const R0 = spec.tiers[0].R
  if (spec.stand) stand(svg, V, { R: R0, ...spec.stand })
  else shadowBlob(svg, V.cx, V.cy + 6, R0 * V.s * 1.05, R0 * V.s * V.se * 1.1, 0.3, 10)
  let y = 0
  const tiers = spec.tiers.map((t) => {
    const tier = { ds: spec.ds ?? 1.4, ...t, y0: y }
    y += t.H
    return tier
  })
  tiers.forEach((tier, i) => {
    const above = tiers[i + 1]
    cakeBody(svg, V, tier)
    if (above) cakeDecor(svg, V, tier, (d) => Math.sin(rad(d.a ?? 0)) < 0 && !d.side)
    else cakeDecor(svg, V, tier)
  })
  tiers.forEach((tier, i) => {
    if (tiers[i + 1])
      cakeDecor(svg, V, { ...tier, sprinkles: null }, (d) => Math.sin(rad(d.a ?? 0)) >= 0 || d.side)
  })
}

/** A slice on a plate, cut face toward the viewer. */
function sliceScene(svg, spec) {
  backdrop(svg, spec.bg ?? 'cream', { line: spec.line ?? 0.55 })
  const w = svg.w
  const R = 1
  const s = w * (spec.zoom ?? 0.5)
  const V = view(w * 0.5, svg.h * (spec.baseY ?? 0.7), s, spec.elev ?? 28)
  stand(svg, V, {
    R: 0.62,
    kind: 'plate',
    scale: 1.25,
    color: spec.plate ?? '#FBF8F2',
    rim: spec.rim ?? C.gold,
  })
  if (spec.fork) fork(svg, V.cx + s * 0.62, V.cy + s * 0.02, s * 0.75)
  sliceAt(svg, V, spec.tier, spec.span, R)
  if (spec.crumbs) {
    for (let i = 0; i < spec.crumbs; i++) {
      const x = V.cx + svg.r(-0.55, 0.6) * s
      const y = V.cy + svg.r(0.05, 0.22) * s
      svg.add(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(svg.r(1.5, 4))}" fill="${dark(spec.tier.layers[0].c, 0.1)}"/>`,
      )
    }
  }
  return V
}

/** A wedge of cake centred on V's origin. */
function sliceAt(svg, V, tierSpec, span = [-8, 32], R = 1, dx = 0) {
  const mid = rad((span[0] + span[1]) / 2)
  const ox = -Math.cos(mid) * R * 0.45 - 0.05 + dx
  const oz = -Math.sin(mid) * R * 0.45
  const tier = { ...tierSpec, R, span, ox, oz }
  cakeBody(svg, V, tier)
  cakeDecor(svg, V, tier)
}

function fork(svg, x, y, len) {
  const g = svg.lin(
    [
      [0, '#F4F1EA'],
      [0.5, '#B9B2A6'],
      [1, '#EDE8DF'],
    ],
    0,
    0,
    1,
    0,
  )
  svg.add(
    `<g transform="translate(${f(x)},${f(y)}) rotate(-62) scale(${f(len)})" opacity="0.95"><ellipse cx="0.02" cy="0.04" rx="0.5" ry="0.04" fill="#3a1a0a" opacity="0.2" filter="${svg.blur(3)}"/><path d="M-0.5,-0.015 L0.1,-0.025 C0.16,-0.06 0.3,-0.06 0.36,-0.05 L0.5,-0.05 L0.5,-0.035 L0.37,-0.035 L0.37,-0.018 L0.5,-0.018 L0.5,-0.004 L0.37,-0.004 L0.37,0.01 L0.5,0.01 L0.5,0.025 L0.37,0.025 L0.36,0.04 C0.3,0.05 0.16,0.05 0.1,0.02 L-0.5,0.018 C-0.53,0.01 -0.53,-0.01 -0.5,-0.015Z" fill="${g}"/></g>`,
  )
}

// ───────────────────────────── cupcakes ─────────────────────────────

/**
 * A cupcake standing at world (x, z). o: { r0, r1, hl, liner: {c, c2, dots, foil}, sponge,
 *  frost: {c, c2 (two-tone), style: 'swirl'|'rosette'|'dome'|'flower'}, decor: [{kind, ...}], sprinkles }
 */
function cupcake(svg, V, o) {
  const x = o.x ?? 0
  const z = o.z ?? 0
  const r0 = o.r0 ?? 0.34
  const r1 = o.r1 ?? 0.46
  const hl = o.hl ?? 0.5
  const P = (r, a, y) => V.p(x + r * Math.cos(rad(a)), y, z + r * Math.sin(rad(a)))
  const L = { c: '#F2E6D6', ...(o.liner ?? {}) }
  const [gx, gy] = P(0, 0, 0)
  shadowBlob(svg, gx + r1 * V.s * 0.12, gy + 3, r1 * V.s * 1.05, r1 * V.s * V.se * 1.0, 0.3, 6)
  // inside of the liner (back)
  const [tx, ty] = P(0, 0, hl)
  svg.add(
    `<ellipse cx="${f(tx)}" cy="${f(ty)}" rx="${f(r1 * V.s)}" ry="${f(r1 * V.s * V.se)}" fill="${dark(L.c, 0.2)}"/>`,
  )
  // pleated liner
  const N = 22
  const outline = poly([
    ...arcPts({ c: P }, r1, 0, 180, hl, 40),
    ...arcPts({ c: P }, r0, 180, 0, 0, 40),
  ])
  svg.add(
    `<path d="${outline}" fill="${
      L.foil
        ? svg.lin(
            [
              [0, dark(L.c, 0.3)],
              [0.3, light(L.c, 0.5)],
              [0.45, L.c],
              [0.7, dark(L.c, 0.1)],
              [1, dark(L.c, 0.35)],
            ],
            gx - r1 * V.s,
            0,
            gx + r1 * V.s,
            0,
            true,
          )
        : L.c
    }"/>`,
  )
  for (let k = 0; k < N; k++) {
    const a0 = (180 * k) / N
    const a1 = (180 * (k + 1)) / N
    const strip = poly([P(r1, a0, hl), P(r1, a1, hl), P(r0, a1, 0), P(r0, a0, 0)])
    if (L.c2 && k % 2 === 0) svg.add(`<path d="${strip}" fill="${L.c2}"/>`)
    svg.add(
      `<path d="${strip}" fill="${k % 2 ? '#ffffff' : '#2a1208'}" opacity="${k % 2 ? 0.12 : 0.08}"/>`,
    )
  }
  if (L.dots) {
    for (let k = 0; k < 9; k++)
      for (let j = 0; j < 3; j++) {
        const a = 12 + k * 19.5 + (j % 2) * 9
        if (a > 172) continue
        const t = (j + 0.6) / 3.4
        const [dx, dy] = P(r0 + (r1 - r0) * t, a, hl * t)
        svg.add(
          `<ellipse cx="${f(dx)}" cy="${f(dy)}" rx="${f(V.s * 0.025 * Math.sin(rad(a)) + 0.6)}" ry="${f(V.s * 0.025)}" fill="${L.dots}"/>`,
        )
      }
  }
  svg.add(`<path d="${outline}" fill="${sideShadeOverlay(svg, { cx: gx, s: 1 }, r1 * V.s, 0)}"/>`)
  // baked sponge dome
  const dome = o.dome ?? 0.12
  const sp = o.sponge ?? C.vanillaSponge
  const front = arcPts({ c: P }, r1 * 1.04, 0, 180, hl, 40)
  const [dx0, dy0] = P(-r1 * 1.04, 0, hl)
  const [dx1] = P(r1 * 1.04, 0, hl)
  const domeTop = ty - (dome + r1 * 0.3) * V.s
  svg.add(
    `<path d="${polyline(front)} C${f(dx0)},${f(domeTop)} ${f(dx1)},${f(domeTop)} ${f(front[0][0])},${f(front[0][1])}Z" fill="${sp}" filter="${svg.crumb(sp, 0.25, 0.7)}"/>`,
  )
  svg.add(
    `<path d="${polyline(front)} C${f(dx0)},${f(domeTop)} ${f(dx1)},${f(domeTop)} ${f(front[0][0])},${f(front[0][1])}Z" fill="${svg.radBox(
      [
        [0, '#fff', 0.15],
        [0.7, '#2a1208', 0],
        [1, '#2a1208', 0.35],
      ],
      0.4,
      0.3,
      0.7,
    )}"/>`,
  )
  void dy0
  // frosting
  const fr = o.frost ?? { c: C.buttercream, style: 'swirl' }
  const baseY = hl + dome * 0.6
  if (fr.style === 'swirl' || fr.style === 'tall')
    swirl(svg, V, x, z, baseY, r1 * 0.98, fr, fr.style === 'tall' ? 1.35 : 1)
  else if (fr.style === 'dome' || fr.style === 'flower') frostDome(svg, V, x, z, baseY, r1, fr)
  else if (fr.style === 'rosette') {
    frostDome(svg, V, x, z, baseY, r1 * 0.95, { ...fr, h: 0.2 })
    const [rx, ry] = P(0, 0, baseY + 0.14)
    rosette(svg, rx, ry, r1 * V.s * 1.7, fr.c, 1.1)
  }
  const topY =
    baseY + (fr.style === 'swirl' ? 0.62 : fr.style === 'tall' ? 0.82 : 0.24) * (r1 / 0.46)
  if (o.sprinkles) {
    const rnd = mulberry32(hashSeed('cs' + x + z))
    for (let i = 0; i < o.sprinkles.n; i++) {
      const a = rnd() * 360
      const rr = Math.sqrt(rnd())
      const hgt = baseY + (topY - baseY) * (1 - rr) * 0.9 + 0.04
      const [sx, sy] = P(rr * r1 * 0.92, a, hgt)
      if (Math.sin(rad(a)) < -0.2 && rr > 0.6) continue
      sprinkle(
        svg,
        sx,
        sy,
        (o.sprinkles.size ?? 0.022) * V.s,
        rnd() * 180,
        o.sprinkles.colors[i % o.sprinkles.colors.length],
      )
    }
  }
  const items = []
  for (const d of o.decor ?? []) {
    const [dx, dy] = P(d.r ?? 0, d.a ?? 90, d.y ?? topY)
    items.push({ ...d, x: dx, y: dy, s: (d.s ?? 0.2) * V.s })
  }
  drawDecor(svg, items)
}

/** Piped soft-serve style swirl: stacked shrinking tubes with star-tip ridges. */
function swirl(svg, V, x, z, y0, r, fr, tall = 1) {
  const tiers = tall > 1 ? 4 : 3
  const P = (rr, a, y) => V.p(x + rr * Math.cos(rad(a)), y, z + rr * Math.sin(rad(a)))
  const rings = []
  let y = y0
  for (let i = 0; i < tiers; i++) {
    const k = i / tiers
    const rr = r * (1 - k * 0.78)
    const t = r * (0.42 - k * 0.12) * (tall > 1 ? 1.05 : 1)
    rings.push({ i, rr, t, y })
    y += t * 1.15
  }
  const ring = ({ i, rr, t, y: yy }) => {
    const c = fr.c2 && i % 2 ? fr.c2 : fr.c
    const [cx, cy] = P(0, 0, yy)
    const rx = rr * V.s
    const ry = rr * V.s * V.se + t * V.s * V.ce * 0.55
    const oy = cy - t * V.s * V.ce * 0.35
    const fill = svg.rad(
      [
        [0, light(c, 0.55)],
        [0.45, light(c, 0.1)],
        [0.8, c],
        [1, dark(c, 0.28)],
      ],
      cx - rx * 0.35,
      oy - ry * 0.55,
      Math.max(rx, ry) * 1.35,
    )
    svg.add(`<ellipse cx="${f(cx)}" cy="${f(oy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`)
    for (let j = 0; j < 5; j++) {
      const sc = 0.62 + j * 0.09
      const y2 = oy + ry * (0.05 + j * 0.17)
      svg.add(
        `<path d="M${f(cx - rx * sc)},${f(y2 - ry * 0.1)} Q${f(cx)},${f(y2 + ry * (0.52 + j * 0.06))} ${f(cx + rx * sc)},${f(y2 - ry * 0.1)}" stroke="${j % 2 ? dark(c, 0.25) : '#ffffff'}" stroke-opacity="${j % 2 ? 0.28 : 0.35}" stroke-width="${f(Math.max(1, V.s * 0.012))}" fill="none"/>`,
      )
    }
  }
  rings.slice(0, -1).forEach(ring)
  // the final curl rises out of the top ring
  const last = rings[rings.length - 1]
  const [cx, cy] = P(0, 0, last.y + last.t * 0.2)
  const tr = last.rr * V.s * 0.85
  svg.add(
    `<path d="M${f(cx - tr)},${f(cy + tr * 0.3)} C${f(cx - tr * 0.9)},${f(cy - tr * 0.9)} ${f(cx - tr * 0.1)},${f(cy - tr * 1.2)} ${f(cx + tr * 0.35)},${f(cy - tr * 1.85)} C${f(cx + tr * 0.55)},${f(cy - tr * 1.1)} ${f(cx + tr * 1.05)},${f(cy - tr * 0.7)} ${f(cx + tr)},${f(cy + tr * 0.3)}Z" fill="${svg.radBox(
      [
        [0, light(fr.c2 && last.i % 2 ? fr.c2 : fr.c, 0.55)],
        [0.7, fr.c],
        [1, dark(fr.c, 0.2)],
      ],
      0.35,
      0.45,
      0.7,
    )}"/>`,
  )
  ring(last)
}

/** A smooth dome of frosting (for flowers or a glossy topping). */
function frostDome(svg, V, x, z, y0, r, fr) {
  const h = fr.h ?? 0.24
  const [cx, cy] = V.p(x, y0, z)
  const rx = r * V.s * 1.02
  const ry = r * V.s * V.se
  const top = cy - h * V.s
  const d = `M${f(cx - rx)},${f(cy)} C${f(cx - rx)},${f(top - ry * 0.2)} ${f(cx + rx)},${f(top - ry * 0.2)} ${f(cx + rx)},${f(cy)} A${f(rx)},${f(ry)} 0 0 1 ${f(cx - rx)},${f(cy)}Z`
  svg.add(
    `<path d="${d}" fill="${svg.radBox(
      [
        [0, light(fr.c, 0.5)],
        [0.6, fr.c],
        [1, dark(fr.c, 0.25)],
      ],
      0.4,
      0.3,
      0.75,
    )}"/>`,
  )
  if (fr.style === 'flower') {
    const c = fr.c2 ?? C.pink
    const [ccx, ccy] = V.p(x, y0 + h * 0.75, z)
    const rs = r * V.s
    leaf(svg, ccx + rs * 0.15, ccy - rs * 0.05, rs * 0.55, -15, '#8FAE7E')
    leaf(svg, ccx - rs * 0.2, ccy + rs * 0.02, rs * 0.5, 190, '#8FAE7E')
    rose(svg, ccx - rs * 0.38, ccy + rs * 0.0, rs * 0.62, c)
    rose(svg, ccx + rs * 0.4, ccy + rs * 0.02, rs * 0.6, fr.c3 ?? light(c, 0.35))
    rose(svg, ccx + rs * 0.02, ccy - rs * 0.14, rs * 0.72, c)
    for (let i = 0; i < 4; i++)
      pearl(
        svg,
        ccx + (i - 1.5) * rs * 0.22,
        ccy + rs * 0.32 + Math.abs(i - 1.5) * -rs * 0.05,
        rs * 0.045,
        C.goldLight,
      )
  }
}

function cupcakeScene(svg, spec) {
  backdrop(svg, spec.bg ?? 'cream', { confetti: spec.confetti, line: spec.line })
  const s = svg.w * (spec.zoom ?? 0.42)
  const V = view(svg.w / 2, svg.h * (spec.baseY ?? 0.78), s, spec.elev ?? 20)
  const cakes = [...spec.cupcakes].sort((a, b) => (a.z ?? 0) - (b.z ?? 0))
  for (const c of cakes) cupcake(svg, V, c)
  return V
}

/** A cupcake seen from straight above (for boxes). */
function cupcakeTop(svg, x, y, r, o) {
  const L = { c: '#F2E6D6', ...(o.liner ?? {}) }
  shadowBlob(svg, x + r * 0.08, y + r * 0.12, r * 1.02, r * 1.02, 0.35, r * 0.08)
  const pts = []
  for (let i = 0; i < 144; i++) {
    const a = (i / 144) * Math.PI * 2
    const rr = r * (1 + 0.025 * Math.cos(a * 24))
    pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr])
  }
  svg.add(
    `<path d="${smoothPath(pts)}" fill="${svg.radBox([
      [0.75, dark(L.c, 0.2)],
      [0.9, L.c],
      [1, light(L.c, 0.3)],
    ])}"/>`,
  )
  const sp = o.sponge ?? C.vanillaSponge
  svg.add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.9)}" fill="${sp}" filter="${svg.crumb(sp, 0.3, 0.6)}"/>`,
  )
  const fr = o.frost ?? { c: C.buttercream, style: 'swirl' }
  if (fr.style === 'disc' || fr.style === 'dome' || fr.style === 'flower') {
    svg.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.84)}" fill="${svg.radBox(
        [
          [0, light(fr.c, 0.45)],
          [0.7, fr.c],
          [1, dark(fr.c, 0.2)],
        ],
        0.4,
        0.35,
        0.65,
      )}"/>`,
    )
  } else {
    // spiral swirl: shrinking rings, each offset a little around the centre
    const rings = 4
    for (let k = 0; k < rings; k++) {
      const rr = r * (0.86 - k * 0.19)
      const a = k * 1.7
      const cx = x + Math.cos(a) * r * 0.035 * k
      const cy = y + Math.sin(a) * r * 0.035 * k
      const c = fr.c2 && k % 2 ? fr.c2 : fr.c
      svg.add(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${svg.radBox(
          [
            [0, light(c, 0.5)],
            [0.72, c],
            [0.93, dark(c, 0.12)],
            [1, dark(c, 0.3)],
          ],
          0.42,
          0.38,
          0.62,
        )}"/>`,
      )
      const n = 14 - k * 2
      for (let j = 0; j < n; j++) {
        const b = (j / n) * Math.PI * 2 + k
        svg.add(
          `<path d="M${f(cx + Math.cos(b) * rr * 0.97)},${f(cy + Math.sin(b) * rr * 0.97)} L${f(cx + Math.cos(b + 0.15) * rr * 0.72)},${f(cy + Math.sin(b + 0.15) * rr * 0.72)}" stroke="${dark(c, 0.25)}" stroke-opacity="0.22" stroke-width="${f(r * 0.025)}" stroke-linecap="round"/>`,
        )
      }
    }
    svg.add(
      `<circle cx="${f(x - r * 0.08)}" cy="${f(y - r * 0.1)}" r="${f(r * 0.1)}" fill="${light(fr.c, 0.7)}"/>`,
    )
  }
  if (o.sprinkles) {
    const rnd = mulberry32(hashSeed(`${x}${y}ts`))
    for (let i = 0; i < o.sprinkles.n; i++) {
      const a = rnd() * Math.PI * 2
      const rr = Math.sqrt(rnd()) * r * 0.78
      sprinkle(
        svg,
        x + Math.cos(a) * rr,
        y + Math.sin(a) * rr,
        r * 0.06,
        rnd() * 180,
        o.sprinkles.colors[i % o.sprinkles.colors.length],
      )
    }
  }
  if (o.letter) {
    svg.add(
      `<circle cx="${f(x + 2)}" cy="${f(y + 4)}" r="${f(r * 0.5)}" fill="#3a1a0a" opacity="0.25" filter="${svg.blur(3)}"/>`,
    )
    svg.add(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.5)}" fill="${svg.radBox(
        [
          [0, '#ffffff'],
          [1, o.letter.bg ?? '#F7EFE6'],
        ],
        0.4,
        0.35,
        0.7,
      )}" stroke="${o.letter.ring ?? C.gold}" stroke-width="${f(r * 0.04)}"/>`,
    )
    svg.add(
      `<text x="${f(x)}" y="${f(y + r * 0.2)}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="${f(r * 0.58)}" fill="${o.letter.c}">${o.letter.ch}</text>`,
    )
  }
  for (const d of o.decor ?? [])
    drawDecor(svg, [{ ...d, x: x + (d.dx ?? 0) * r, y: y + (d.dy ?? 0) * r, s: d.s * r }])
}

/** An open gift box seen from above with a grid of items inside. */
function boxTop(svg, x, y, w, h, o = {}) {
  const col = o.color ?? '#FBF6EE'
  const wall = Math.min(w, h) * 0.045
  svg.add(
    `<rect x="${f(x + 10)}" y="${f(y + 16)}" width="${f(w)}" height="${f(h)}" rx="${f(wall)}" fill="#3a1a0a" opacity="0.3" filter="${svg.blur(12)}"/>`,
  )
  svg.add(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(wall * 0.6)}" fill="${svg.lin(
      [
        [0, light(col, 0.3)],
        [1, dark(col, 0.05)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  svg.add(
    `<rect x="${f(x + wall)}" y="${f(y + wall)}" width="${f(w - 2 * wall)}" height="${f(h - 2 * wall)}" fill="${o.floor ?? dark(col, 0.08)}"/>`,
  )
  // inner wall shadows
  svg.add(
    `<rect x="${f(x + wall)}" y="${f(y + wall)}" width="${f(w - 2 * wall)}" height="${f(wall * 1.6)}" fill="${svg.lin(
      [
        [0, '#2a1208', 0.25],
        [1, '#2a1208', 0],
      ],
    )}"/>`,
  )
  svg.add(
    `<rect x="${f(x + wall)}" y="${f(y + wall)}" width="${f(wall * 1.6)}" height="${f(h - 2 * wall)}" fill="${svg.lin(
      [
        [0, '#2a1208', 0.2],
        [1, '#2a1208', 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  )
  if (o.tissue) {
    for (let i = 0; i < 5; i++) {
      const px = x + wall + svg.r(0, w - 2 * wall)
      const py = y + wall + svg.r(0, h - 2 * wall)
      svg.add(
        `<path d="M${f(px)},${f(py)} l${f(svg.r(40, 120))},${f(svg.r(-30, 30))}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
      )
    }
  }
  return { x: x + wall, y: y + wall, w: w - 2 * wall, h: h - 2 * wall }
}

function ribbonBow(svg, x, y, s, color) {
  let g = `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">`
  const fill = svg.linBox(
    [
      [0, light(color, 0.35)],
      [1, dark(color, 0.2)],
    ],
    0,
    0,
    1,
    1,
  )
  g += `<path d="M0,0 C-0.2,-0.35 -0.75,-0.45 -0.75,-0.1 C-0.75,0.2 -0.3,0.15 0,0Z" fill="${fill}" stroke="${dark(color, 0.25)}" stroke-width="0.02"/>`
  g += `<path d="M0,0 C0.2,-0.35 0.75,-0.45 0.75,-0.1 C0.75,0.2 0.3,0.15 0,0Z" fill="${fill}" stroke="${dark(color, 0.25)}" stroke-width="0.02"/>`
  g += `<path d="M-0.05,0.05 L-0.35,0.7 L-0.22,0.62 L-0.15,0.75 L0.02,0.08Z M0.05,0.05 L0.35,0.7 L0.22,0.62 L0.15,0.75 L-0.02,0.08Z" fill="${fill}"/>`
  g += `<ellipse rx="0.12" ry="0.1" fill="${dark(color, 0.1)}"/>`
  g += `<path d="M-0.6,-0.15 C-0.5,-0.3 -0.3,-0.25 -0.15,-0.1 M0.6,-0.15 C0.5,-0.3 0.3,-0.25 0.15,-0.1" stroke="#fff" stroke-opacity="0.4" stroke-width="0.04" fill="none"/>`
  svg.add(g + '</g>')
}

/** A cupcake cut in half, showing its filled centre (front elevation). y: bottom of the liner, s: its width. */
function cupcakeHalf(svg, x, y, s, o) {
  const hw0 = s * 0.36
  const hw1 = s * 0.47
  const hl = s * 0.5
  const sp = o.sponge ?? C.vanillaSponge
  const linerC = o.liner ?? '#F2E6D6'
  shadowBlob(svg, x + s * 0.05, y + 4, s * 0.55, s * 0.08, 0.3, 6)
  // sponge: tapered base inside the liner, a muffin top spilling over it
  const domeW = hw1 * 1.08
  const domeTop = y - hl - s * 0.2
  const spongePath = `M${f(x - hw0)},${f(y)} L${f(x - hw1)},${f(y - hl)} C${f(x - domeW - s * 0.02)},${f(y - hl - s * 0.02)} ${f(x - domeW)},${f(domeTop + s * 0.02)} ${f(x - domeW * 0.6)},${f(domeTop)} L${f(x + domeW * 0.6)},${f(domeTop)} C${f(x + domeW)},${f(domeTop + s * 0.02)} ${f(x + domeW + s * 0.02)},${f(y - hl - s * 0.02)} ${f(x + hw1)},${f(y - hl)} L${f(x + hw0)},${f(y)}Z`
  svg.add(`<path d="${spongePath}" fill="${sp}" filter="${svg.crumb(sp, 0.22, 1)}"/>`)
  svg.add(
    `<path d="${spongePath}" fill="${svg.linBox(
      [
        [0, '#ffffff', 0.08],
        [0.7, '#2a1208', 0],
        [1, '#2a1208', 0.18],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  )
  // golden crust along the dome and the base
  svg.add(
    `<path d="M${f(x - hw1)},${f(y - hl)} C${f(x - domeW - s * 0.02)},${f(y - hl - s * 0.02)} ${f(x - domeW)},${f(domeTop + s * 0.02)} ${f(x - domeW * 0.6)},${f(domeTop)}" stroke="${dark(sp, 0.25)}" stroke-width="${f(s * 0.02)}" fill="none"/>`,
  )
  svg.add(
    `<path d="M${f(x + hw1)},${f(y - hl)} C${f(x + domeW + s * 0.02)},${f(y - hl - s * 0.02)} ${f(x + domeW)},${f(domeTop + s * 0.02)} ${f(x + domeW * 0.6)},${f(domeTop)}" stroke="${dark(sp, 0.25)}" stroke-width="${f(s * 0.02)}" fill="none"/>`,
  )
  // the paper liner's cut edge, pleated
  for (const sgn of [-1, 1]) {
    const pts = []
    for (let i = 0; i <= 12; i++) {
      const t = i / 12
      const px = x + sgn * (hw0 + (hw1 - hw0) * t) + sgn * (i % 2 ? s * 0.012 : 0)
      pts.push([px, y - hl * t])
    }
    svg.add(
      `<path d="${polyline(pts)}" stroke="${linerC}" stroke-width="${f(s * 0.035)}" fill="none" stroke-linejoin="round"/>`,
    )
    svg.add(
      `<path d="${polyline(pts)}" stroke="${dark(linerC, 0.2)}" stroke-width="${f(s * 0.008)}" fill="none" transform="translate(${f(sgn * s * 0.012)},0)"/>`,
    )
  }
  svg.add(
    `<path d="M${f(x - hw0)},${f(y)} L${f(x + hw0)},${f(y)}" stroke="${linerC}" stroke-width="${f(s * 0.03)}"/>`,
  )
  // cored centre with the filling
  const top = domeTop + s * 0.02
  const core = `M${f(x - s * 0.15)},${f(top)} C${f(x - s * 0.17)},${f(y - hl * 0.45)} ${f(x - s * 0.12)},${f(y - hl * 0.22)} ${f(x)},${f(y - hl * 0.2)} C${f(x + s * 0.12)},${f(y - hl * 0.22)} ${f(x + s * 0.17)},${f(y - hl * 0.45)} ${f(x + s * 0.15)},${f(top)}Z`
  svg.add(
    `<path d="${core}" fill="${svg.linBox(
      [
        [0, light(o.filling, 0.25)],
        [1, dark(o.filling, 0.15)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  svg.add(
    `<path d="M${f(x - s * 0.09)},${f(top + s * 0.1)} C${f(x - s * 0.11)},${f(y - hl * 0.55)} ${f(x - s * 0.06)},${f(y - hl * 0.42)} ${f(x - s * 0.02)},${f(y - hl * 0.38)}" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(s * 0.015)}" fill="none" stroke-linecap="round"/>`,
  )
  if (o.bits) {
    const rnd = mulberry32(hashSeed(o.filling))
    for (let i = 0; i < 7; i++)
      svg.add(
        `<circle cx="${f(x + (rnd() - 0.5) * 0.18 * s)}" cy="${f(top + (y - hl * 0.3 - top) * rnd())}" r="${f(s * 0.016)}" fill="${o.bits}"/>`,
      )
  }
  // the frosting, cut through: a soft-serve silhouette
  const fc = o.frost ?? C.buttercream
  const fb = top + s * 0.03
  const W = s * 0.47
  const lob = [
    [0.96, 0],
    [0.94, 0.14],
    [0.74, 0.19],
    [0.72, 0.33],
    [0.5, 0.38],
    [0.48, 0.5],
    [0.24, 0.56],
  ]
  const pts = []
  for (const [wx, hy] of lob) pts.push([x - W * wx, fb - s * hy])
  pts.push([x + W * 0.05, fb - s * 0.72])
  for (const [wx, hy] of [...lob].reverse()) pts.push([x + W * wx, fb - s * hy])
  const frostPath = smoothPath(pts, true, 0.9)
  svg.add(
    `<path d="${frostPath}" fill="${svg.radBox(
      [
        [0, light(fc, 0.4)],
        [0.7, fc],
        [1, dark(fc, 0.15)],
      ],
      0.4,
      0.35,
      0.8,
    )}"/>`,
  )
  for (let i = 1; i <= 3; i++)
    svg.add(
      `<path d="M${f(x - W * (1.02 - i * 0.25))},${f(fb - s * (0.13 * i + 0.02 * i))} Q${f(x)},${f(fb - s * (0.13 * i - 0.04))} ${f(x + W * (1.02 - i * 0.25))},${f(fb - s * (0.13 * i + 0.02 * i))}" stroke="${dark(fc, 0.2)}" stroke-opacity="0.3" stroke-width="${f(s * 0.008)}" fill="none"/>`,
    )
  if (o.topping)
    drawDecor(svg, [
      { ...o.topping, x: x + W * 0.05, y: fb - s * 0.68, s: (o.topping.s ?? 0.12) * s * 1.2 },
    ])
}

// ───────────────────────────── cake pops & cakesicles ─────────────────────────────

/** A coated cake-pop ball on its stick, drawn in screen space. */
function popBall(svg, x, y, r, o) {
  const c = o.c
  const clip = svg.id('cp')
  svg.def(`<clipPath id="${clip}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/></clipPath>`)
  if (o.stick !== false) {
    const len = o.stick ?? r * 3
    svg.add(
      `<rect x="${f(x - r * 0.09)}" y="${f(y)}" width="${f(r * 0.18)}" height="${f(len)}" fill="${svg.lin(
        [
          [0, '#D9D2C6'],
          [0.4, '#FFFFFF'],
          [1, '#CFC7B8'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    svg.add(
      `<ellipse cx="${f(x)}" cy="${f(y + r * 0.98)}" rx="${f(r * 0.2)}" ry="${f(r * 0.08)}" fill="${dark(c, 0.2)}"/>`,
    )
  }
  svg.add(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${svg.rad(
      [
        [0, light(c, 0.6)],
        [0.35, light(c, 0.15)],
        [0.8, c],
        [1, dark(c, 0.3)],
      ],
      x - r * 0.35,
      y - r * 0.4,
      r * 1.35,
    )}"/>`,
  )
  let inner = ''
  if (o.half) {
    inner += `<path d="M${f(x - r * 1.1)},${f(y + r * 0.1)} Q${f(x - r * 0.5)},${f(y + r * 0.25)} ${f(x)},${f(y + r * 0.05)} T${f(x + r * 1.1)},${f(y + r * 0.05)} L${f(x + r * 1.1)},${f(y + r * 1.2)} L${f(x - r * 1.1)},${f(y + r * 1.2)}Z" fill="${svg.rad(
      [
        [0, light(o.half, 0.4)],
        [0.7, o.half],
        [1, dark(o.half, 0.3)],
      ],
      x - r * 0.3,
      y - r * 0.2,
      r * 1.4,
    )}"/>`
  }
  if (o.drizzle) {
    const rnd = mulberry32(hashSeed(`${x}${y}dz`))
    const tilt = (rnd() - 0.5) * 50
    let yy = -0.75
    let side = -1
    let d = `M${f(x - r * 1.2)},${f(y + yy * r)} `
    while (yy < (o.drizzleTo ?? 0.65)) {
      const ny = yy + 0.12 + rnd() * 0.12
      side = -side
      d += `Q${f(x)},${f(y + ((yy + ny) / 2 + 0.22) * r)} ${f(x + side * r * 1.2)},${f(y + ny * r)} `
      yy = ny
    }
    const tr = `rotate(${f(tilt)} ${f(x)} ${f(y)})`
    inner += `<path d="${d}" transform="${tr}" stroke="${dark(o.drizzle, 0.2)}" stroke-opacity="0.5" stroke-width="${f(r * 0.1)}" fill="none" stroke-linecap="round"/>`
    inner += `<path d="${d}" transform="${tr}" stroke="${o.drizzle}" stroke-width="${f(r * 0.075)}" fill="none" stroke-linecap="round"/>`
    inner += `<path d="${d}" transform="${tr} translate(${f(-r * 0.015)},${f(-r * 0.02)})" stroke="#ffffff" stroke-opacity="0.4" stroke-width="${f(r * 0.02)}" fill="none"/>`
  }
  if (o.sprinkles) {
    const rnd = mulberry32(hashSeed(`${x}${y}sp`))
    const region = o.half && o.sprinklesOnHalf ? 0.1 : -1
    for (let i = 0; i < (o.sprinkleN ?? 40); i++) {
      // a random point on the visible hemisphere
      const u = rnd() * 2 - 1
      const th = rnd() * Math.PI * 2
      const sx = Math.sqrt(1 - u * u) * Math.cos(th)
      const sy = Math.sqrt(1 - u * u) * Math.sin(th)
      if (sy < region) continue
      const depth = Math.abs(u)
      const col = o.sprinkles[i % o.sprinkles.length]
      const sz = r * 0.1 * (0.45 + depth * 0.55)
      if (o.nonpareils)
        inner += `<circle cx="${f(x + sx * r)}" cy="${f(y + sy * r)}" r="${f(sz * 0.45)}" fill="${col}"/>`
      else
        inner += `<rect x="${f(x + sx * r - sz)}" y="${f(y + sy * r - sz * 0.28)}" width="${f(sz * 2)}" height="${f(sz * 0.56)}" rx="${f(sz * 0.28)}" fill="${col}" transform="rotate(${f(rnd() * 180)} ${f(x + sx * r)} ${f(y + sy * r)})"/>`
    }
  }
  if (o.goldFlakes) {
    const rnd = mulberry32(hashSeed(`${x}${y}gl`))
    for (let i = 0; i < 5; i++) {
      const gx = x + (rnd() - 0.5) * r * 1.2
      const gy = y - r * 0.4 + rnd() * r * 0.5
      inner += `<path d="M${f(gx)},${f(gy)} l${f(r * (0.1 + rnd() * 0.1))},${f(-r * 0.1 * rnd())} l${f(r * 0.05)},${f(r * (0.06 + rnd() * 0.1))} l${f(-r * 0.06)},${f(r * 0.05)} l${f(-r * 0.1)},${f(r * 0.02)}Z" fill="${svg.linBox(
        [
          [0, '#FFF1B8'],
          [0.5, '#D9AE55'],
          [1, '#F2D68A'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`
    }
  }
  if (inner) svg.add(`<g clip-path="url(#${clip})">${inner}</g>`)
  // gloss
  svg.add(
    `<ellipse cx="${f(x - r * 0.38)}" cy="${f(y - r * 0.45)}" rx="${f(r * 0.28)}" ry="${f(r * 0.18)}" transform="rotate(-35 ${f(x - r * 0.38)} ${f(y - r * 0.45)})" fill="#ffffff" opacity="0.5" filter="${svg.blur(Math.max(0.6, r * 0.05))}"/>`,
  )
  if (o.top === 'pearl') pearl(svg, x + r * 0.05, y - r * 0.9, r * 0.16, C.goldLight)
  if (o.top === 'heart')
    svg.add(
      `<path transform="translate(${f(x)},${f(y - r * 0.85)}) scale(${f(r * 0.3)})" d="M0,0.35 C-0.9,-0.25 -0.45,-0.95 0,-0.45 C0.45,-0.95 0.9,-0.25 0,0.35Z" fill="${svg.radBox(
        [
          [0, '#FF9AAE'],
          [1, C.raspberry],
        ],
        0.35,
        0.3,
        0.8,
      )}"/>`,
    )
  if (o.top === 'unicorn') {
    const hx = x
    const hy = y - r * 0.82
    svg.add(
      `<path d="M${f(hx - r * 0.16)},${f(hy)} L${f(hx)},${f(hy - r * 0.75)} L${f(hx + r * 0.16)},${f(hy)}Z" fill="${svg.lin(
        [
          [0, '#FFF1B8'],
          [0.5, C.gold],
          [1, C.goldDark],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    for (let i = 1; i < 4; i++)
      svg.add(
        `<path d="M${f(hx - r * 0.16 * (1 - i * 0.22))},${f(hy - r * 0.75 * i * 0.22)} L${f(hx + r * 0.16 * (1 - i * 0.22))},${f(hy - r * 0.75 * i * 0.22 + r * 0.07)}" stroke="${C.goldDark}" stroke-width="${f(r * 0.03)}"/>`,
      )
    for (const sgn of [-1, 1])
      svg.add(
        `<path d="M${f(hx + sgn * r * 0.3)},${f(hy + r * 0.05)} L${f(hx + sgn * r * 0.55)},${f(hy - r * 0.3)} L${f(hx + sgn * r * 0.6)},${f(hy + r * 0.2)}Z" fill="${light(o.c, 0.3)}" stroke="${dark(o.c, 0.15)}" stroke-width="${f(r * 0.02)}"/>`,
      )
    const flowers = [C.pink, C.lilac, C.sky]
    flowers.forEach((fc, i) =>
      blossom(
        svg,
        hx + (i - 1) * r * 0.32,
        hy + r * 0.12 - (i === 1 ? r * 0.05 : 0),
        r * 0.32,
        fc,
        C.goldLight,
      ),
    )
    for (const sgn of [-1, 1])
      svg.add(
        `<path d="M${f(x + sgn * r * 0.42)},${f(y + r * 0.05)} q${f(sgn * r * 0.12)},${f(r * 0.12)} ${f(sgn * r * 0.24)},0" stroke="#4A2A1E" stroke-width="${f(r * 0.05)}" fill="none" stroke-linecap="round"/>`,
      )
  }
}

/** Block stand with pops arranged on two rows. */
function popStandScene(svg, spec) {
  backdrop(svg, spec.bg ?? 'cream', { confetti: spec.confetti })
  const V = view(svg.w / 2, svg.h * (spec.baseY ?? 0.9), svg.w * (spec.zoom ?? 0.42), 24)
  popStand(svg, V, spec)
}

function popStand(svg, V, spec) {
  // the block
  const bw = spec.bw ?? 0.85
  const bd = 0.36
  const bh = 0.3
  const col = spec.block ?? '#FBF6EE'
  const pts = (y) => [V.p(-bw, y, -bd), V.p(bw, y, -bd), V.p(bw, y, bd), V.p(-bw, y, bd)]
  const top = pts(bh)
  const bottom = pts(0)
  shadowBlob(svg, V.cx, V.cy + 6, bw * V.s * 1.1, bd * V.s * 0.9, 0.3, 10)
  svg.add(
    `<path d="${poly([top[3], top[2], bottom[2], bottom[3]])}" fill="${svg.lin([
      [0, col],
      [1, dark(col, 0.14)],
    ])}"/>`,
  )
  svg.add(`<path d="${poly(top)}" fill="${light(col, 0.4)}"/>`)
  if (spec.ribbon) {
    const rb = [
      V.p(-bw, bh * 0.62, bd),
      V.p(bw, bh * 0.62, bd),
      V.p(bw, bh * 0.3, bd),
      V.p(-bw, bh * 0.3, bd),
    ]
    svg.add(
      `<path d="${poly(rb)}" fill="${svg.lin([
        [0, light(spec.ribbon, 0.25)],
        [1, dark(spec.ribbon, 0.15)],
      ])}"/>`,
    )
  }
  const rows = spec.rows
  rows.forEach((row, ri) => {
    const z = ri === 0 ? -0.17 : 0.17
    const span = spec.spans?.[ri] ?? bw * (ri === 0 ? 1.5 : 1.3) * Math.min(1, (row.length - 1) / 3)
    row.forEach((pop, i) => {
      const x = -span / 2 + (i * span) / Math.max(1, row.length - 1)
      const [hx, hy] = V.p(x, bh, z)
      svg.add(
        `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(V.s * 0.03)}" ry="${f(V.s * 0.014)}" fill="${dark(col, 0.35)}"/>`,
      )
      const stick = (ri === 0 ? 0.95 : 0.48) * V.s + (pop.dy ?? 0) * V.s
      const r = V.s * (pop.r ?? 0.2)
      popBall(svg, hx, hy - stick, r, { ...pop, stick })
    })
  })
  if (spec.front) spec.front(svg, V)
}

/** A few pops lying on a flat surface, seen from above. */
function popFlatLay(svg, spec) {
  surface(svg, spec.surface ?? 'marble', spec.tint)
  for (const d of spec.under ?? []) drawDecor(svg, [d])
  for (const p of spec.pops) {
    const { x, y, r, rot } = p
    const ang = rad(rot ?? 90)
    const len = r * 3
    const sx = x + Math.cos(ang) * r * 0.5
    const sy = y + Math.sin(ang) * r * 0.5
    svg.add(
      `<line x1="${f(sx + 6)}" y1="${f(sy + 8)}" x2="${f(sx + Math.cos(ang) * len + 6)}" y2="${f(sy + Math.sin(ang) * len + 8)}" stroke="#3a1a0a" stroke-opacity="0.18" stroke-width="${f(r * 0.22)}" filter="${svg.blur(3)}"/>`,
    )
    svg.add(
      `<line x1="${f(sx)}" y1="${f(sy)}" x2="${f(sx + Math.cos(ang) * len)}" y2="${f(sy + Math.sin(ang) * len)}" stroke="${svg.lin(
        [
          [0, '#E8E0D2'],
          [1, '#FFFFFF'],
        ],
        0,
        0,
        1,
        1,
      )}" stroke-width="${f(r * 0.18)}" stroke-linecap="round"/>`,
    )
  }
  for (const p of spec.pops) {
    const { x, y, r } = p
    shadowBlob(svg, x + r * 0.15, y + r * 0.2, r * 1.02, r * 1.02, 0.28, r * 0.12)
    popBall(svg, x, y, r, { ...p, stick: false })
  }
  for (const d of spec.scatter ?? []) drawDecor(svg, [d])
}

/** A cakesicle (cake popsicle) lying flat, seen from above. */
function cakesicle(svg, x, y, sc, rot, o) {
  const body =
    'M-0.5,0.55 L-0.5,-0.45 C-0.5,-0.95 0.5,-0.95 0.5,-0.45 L0.5,0.55 C0.5,0.7 -0.5,0.7 -0.5,0.55Z'
  const clip = svg.id('ck')
  svg.def(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`)
  let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(sc)})">`
  g += `<path d="M-0.13,0.55 L0.13,0.55 L0.13,1.35 C0.13,1.45 -0.13,1.45 -0.13,1.35Z" fill="#3a1a0a" opacity="0.2" transform="translate(0.05,0.06)" filter="${svg.blur(2)}"/>`
  g += `<path d="M-0.12,0.5 L0.12,0.5 L0.12,1.33 C0.12,1.42 -0.12,1.42 -0.12,1.33Z" fill="${svg.linBox(
    [
      [0, '#E7CFA6'],
      [0.5, '#F5E3C2'],
      [1, '#D9BE90'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  g += `<path d="${body}" fill="#3a1a0a" opacity="0.3" transform="translate(0.05,0.07)" filter="${svg.blur(3)}"/>`
  g += `<path d="${body}" fill="${svg.linBox(
    [
      [0, light(o.c, 0.45)],
      [0.5, o.c],
      [1, dark(o.c, 0.18)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`
  let inner = ''
  if (o.half)
    inner += `<path d="M-0.6,${f(o.halfAt ?? 0.05)} Q-0.25,${f((o.halfAt ?? 0.05) + 0.12)} 0,${f(o.halfAt ?? 0.05)} T0.6,${f(o.halfAt ?? 0.05)} L0.6,1 L-0.6,1Z" fill="${svg.linBox(
      [
        [0, light(o.half, 0.35)],
        [1, dark(o.half, 0.15)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`
  if (o.drizzle) {
    let d = 'M-0.6,-0.6 '
    for (let k = 0; k < 9; k++) d += `L${k % 2 ? -0.6 : 0.6},${f(-0.5 + k * 0.13)} `
    inner += `<path d="${d}" stroke="${o.drizzle}" stroke-width="0.05" fill="none" stroke-linejoin="round"/>`
  }
  if (o.sprinkles) {
    const rnd = mulberry32(hashSeed(`${x}${y}ck`))
    for (let i = 0; i < 26; i++) {
      const px = rnd() - 0.5
      const py =
        (o.half ? (o.halfAt ?? 0.05) - 0.05 : -0.8) - rnd() * 0.25 + (o.half ? 0.1 : rnd() * 1.3)
      inner += `<rect x="${f(px - 0.04)}" y="${f(py - 0.012)}" width="0.08" height="0.024" rx="0.012" fill="${o.sprinkles[i % o.sprinkles.length]}" transform="rotate(${f(rnd() * 180)} ${f(px)} ${f(py)})"/>`
    }
  }
  g += `<g clip-path="url(#${clip})">${inner}</g>`
  g += `<path d="M-0.36,-0.55 C-0.36,-0.75 -0.2,-0.8 -0.1,-0.8" stroke="#fff" stroke-opacity="0.5" stroke-width="0.06" stroke-linecap="round" fill="none"/>`
  g += `<path d="M-0.4,-0.4 L-0.4,0.35" stroke="#fff" stroke-opacity="0.25" stroke-width="0.05" stroke-linecap="round"/>`
  svg.add(g + '</g>')
  for (const d of o.decor ?? []) {
    const a = rad(rot)
    const dx = d.dx * sc
    const dy = d.dy * sc
    drawDecor(svg, [
      {
        ...d,
        x: x + dx * Math.cos(a) - dy * Math.sin(a),
        y: y + dx * Math.sin(a) + dy * Math.cos(a),
        s: d.s * sc,
      },
    ])
  }
}

// ───────────────────────────── glazed cookies (flat lay) ─────────────────────────────

const COOKIE_SHAPES = {
  circle: 'M0,-0.5 A0.5,0.5 0 1 1 0,0.5 A0.5,0.5 0 1 1 0,-0.5Z',
  heart:
    'M0,0.45 C-0.25,0.25 -0.55,0.05 -0.55,-0.2 C-0.55,-0.45 -0.3,-0.55 -0.12,-0.45 C-0.05,-0.41 0,-0.35 0,-0.3 C0,-0.35 0.05,-0.41 0.12,-0.45 C0.3,-0.55 0.55,-0.45 0.55,-0.2 C0.55,0.05 0.25,0.25 0,0.45Z',
  star: (() => {
    const pts = []
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5
      const r = i % 2 ? 0.25 : 0.55
      pts.push([Math.cos(a) * r, Math.sin(a) * r + 0.04])
    }
    return smoothPath(pts, true, 0.35, fmt3)
  })(),
  plaque: (() => {
    const pts = []
    for (let i = 0; i < 240; i++) {
      const a = (i / 240) * Math.PI * 2
      const c = Math.cos(a)
      const sn = Math.sin(a)
      const rr = 1 + 0.022 * Math.cos(a * 18)
      pts.push([
        Math.sign(c) * Math.pow(Math.abs(c), 0.6) * 0.58 * rr,
        Math.sign(sn) * Math.pow(Math.abs(sn), 0.6) * 0.4 * rr,
      ])
    }
    return smoothPath(pts, true, 1, fmt3)
  })(),
  flower: (() => {
    const pts = []
    for (let i = 0; i < 60; i++) {
      const a = (i / 60) * Math.PI * 2
      const rr = 0.44 + 0.07 * Math.cos(a * 6)
      pts.push([Math.cos(a) * rr, Math.sin(a) * rr])
    }
    return smoothPath(pts, true, 1, fmt3)
  })(),
  onesie:
    'M-0.2,-0.5 C-0.12,-0.4 0.12,-0.4 0.2,-0.5 L0.48,-0.36 L0.4,-0.12 L0.26,-0.16 L0.26,0.22 C0.26,0.32 0.18,0.4 0.1,0.46 L0.1,0.52 L-0.1,0.52 L-0.1,0.46 C-0.18,0.4 -0.26,0.32 -0.26,0.22 L-0.26,-0.16 L-0.4,-0.12 L-0.48,-0.36Z',
  balloon:
    'M0,-0.55 C0.34,-0.55 0.42,-0.25 0.4,-0.1 C0.36,0.18 0.14,0.36 0.04,0.4 L0.09,0.48 L-0.09,0.48 L-0.04,0.4 C-0.14,0.36 -0.36,0.18 -0.4,-0.1 C-0.42,-0.25 -0.34,-0.55 0,-0.55Z',
  tree: 'M0,-0.56 L0.2,-0.26 L0.1,-0.26 L0.32,0.02 L0.18,0.02 L0.44,0.34 L0.08,0.34 L0.08,0.5 L-0.08,0.5 L-0.08,0.34 L-0.44,0.34 L-0.18,0.02 L-0.32,0.02 L-0.1,-0.26 L-0.2,-0.26Z',
  bauble:
    'M-0.1,-0.55 L0.1,-0.55 L0.1,-0.42 C0.34,-0.38 0.46,-0.2 0.46,0.02 C0.46,0.28 0.26,0.48 0,0.48 C-0.26,0.48 -0.46,0.28 -0.46,0.02 C-0.46,-0.2 -0.34,-0.38 -0.1,-0.42Z',
  cake: 'M-0.45,0.42 L-0.45,-0.02 C-0.45,-0.1 -0.4,-0.14 -0.32,-0.14 L-0.32,-0.16 L0.32,-0.16 L0.32,-0.14 C0.4,-0.14 0.45,-0.1 0.45,-0.02 L0.45,0.42Z M-0.28,-0.18 L-0.28,-0.3 C-0.28,-0.36 -0.22,-0.38 -0.18,-0.38 L0.18,-0.38 C0.22,-0.38 0.28,-0.36 0.28,-0.3 L0.28,-0.18Z M-0.04,-0.38 L-0.04,-0.52 L0.04,-0.52 L0.04,-0.38Z',
  gingerbread:
    'M0,-0.56 C0.13,-0.56 0.2,-0.46 0.2,-0.36 C0.2,-0.3 0.18,-0.26 0.15,-0.22 L0.42,-0.14 C0.52,-0.1 0.5,0.02 0.4,0.02 L0.22,-0.02 L0.24,0.14 L0.36,0.44 C0.4,0.54 0.28,0.6 0.22,0.52 L0.04,0.26 L-0.04,0.26 L-0.22,0.52 C-0.28,0.6 -0.4,0.54 -0.36,0.44 L-0.24,0.14 L-0.22,-0.02 L-0.4,0.02 C-0.5,0.02 -0.52,-0.1 -0.42,-0.14 L-0.15,-0.22 C-0.18,-0.26 -0.2,-0.3 -0.2,-0.36 C-0.2,-0.46 -0.13,-0.56 0,-0.56Z',
}

/**
 * A royal-iced cookie seen from above. o: { shape, icing, details: [...], biscuit }
 * details: {t:'dots'|'outline'|'text'|'stripes'|'sprinkles'|'goldleaf'|'hearts'|'swirl'|'custom', ...}
 */
function cookie(svg, x, y, sc, rot, o) {
  const shape = COOKIE_SHAPES[o.shape ?? 'circle']
  const bis = o.biscuit ?? '#D9A86A'
  const ic = o.icing
  const clip = svg.id('ck')
  svg.def(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`)
  let g = `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(sc)})">`
  g += `<path d="${shape}" fill="#3a1a0a" stroke="#3a1a0a" stroke-width="0.09" stroke-linejoin="round" opacity="0.3" transform="translate(0.03,0.045)" filter="${svg.blur(Math.max(1, sc * 0.02))}"/>`
  g += `<path d="${shape}" fill="${bis}" stroke="${bis}" stroke-width="0.085" stroke-linejoin="round"/>`
  g += `<path d="${shape}" fill="none" stroke="${dark(bis, 0.25)}" stroke-width="0.085" stroke-linejoin="round" opacity="0.35" transform="translate(0.006,0.01)"/>`
  g += `<path d="${shape}" fill="${ic}"/>`
  let inner = ''
  for (const d of o.details ?? []) inner += cookieDetail(svg, d)
  // icing gloss and a soft inner edge (the piped dam)
  inner += `<path d="${shape}" fill="${svg.radBox(
    [
      [0, '#ffffff', 0.35],
      [0.55, '#ffffff', 0.05],
      [1, '#2a1208', 0.12],
    ],
    0.35,
    0.3,
    0.8,
  )}"/>`
  g += `<g clip-path="url(#${clip})">${inner}</g>`
  g += `<path d="${shape}" fill="none" stroke="${dark(ic, 0.12)}" stroke-width="0.018" opacity="0.6"/>`
  g += `<path d="${shape}" fill="none" stroke="#ffffff" stroke-width="0.012" opacity="0.5" transform="translate(-0.008,-0.01)"/>`
  for (const d of o.over ?? []) g += cookieDetail(svg, d)
  svg.add(g + '</g>')
}

function cookieDetail(svg, d) {
  switch (d.t) {
    case 'dots': {
      let s = ''
      for (const [px, py] of d.at)
        s += `<circle cx="${px}" cy="${py}" r="${d.r ?? 0.035}" fill="${d.c}"/><circle cx="${px - (d.r ?? 0.035) * 0.3}" cy="${py - (d.r ?? 0.035) * 0.3}" r="${(d.r ?? 0.035) * 0.35}" fill="#fff" opacity="0.6"/>`
      return s
    }
    case 'ring': {
      let s = ''
      for (let i = 0; i < d.n; i++) {
        const a = (i / d.n) * Math.PI * 2
        const px = Math.cos(a) * d.rr
        const py = Math.sin(a) * d.rr * (d.sy ?? 1)
        s += `<circle cx="${f3(px)}" cy="${f3(py)}" r="${d.r ?? 0.03}" fill="${d.c}"/><circle cx="${f3(px - 0.01)}" cy="${f3(py - 0.01)}" r="${(d.r ?? 0.03) * 0.35}" fill="#fff" opacity="0.55"/>`
      }
      return s
    }
    case 'path':
      return `<path d="${d.d}" fill="${d.fill ?? 'none'}" stroke="${d.c ?? 'none'}" stroke-width="${d.w ?? 0.03}" stroke-linecap="round" stroke-linejoin="round"/>${
        d.fill && d.gloss !== false
          ? `<path d="${d.d}" fill="${svg.radBox(
              [
                [0, '#ffffff', 0.4],
                [1, '#ffffff', 0],
              ],
              0.3,
              0.25,
              0.6,
            )}"/>`
          : ''
      }`
    case 'text':
      return `<text x="${d.x ?? 0}" y="${d.y ?? 0.06}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-style="${d.italic === false ? 'normal' : 'italic'}" font-weight="bold" font-size="${d.size ?? 0.2}" fill="${d.c}" stroke="${dark(d.c, 0.2)}" stroke-width="0.004" letter-spacing="${d.ls ?? 0}">${d.text}</text><text x="${(d.x ?? 0) - 0.006}" y="${(d.y ?? 0.06) - 0.008}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-style="${d.italic === false ? 'normal' : 'italic'}" font-weight="bold" font-size="${d.size ?? 0.2}" fill="#ffffff" opacity="0.25" letter-spacing="${d.ls ?? 0}">${d.text}</text>`
    case 'stripes': {
      let s = ''
      for (let i = -6; i <= 6; i++)
        s += `<rect x="${f3(i * (d.gap ?? 0.16) - 0.04)}" y="-1" width="${d.w ?? 0.06}" height="2" fill="${d.c}" transform="rotate(${d.rot ?? 35})"/>`
      return s
    }
    case 'sprinkles': {
      const rnd = mulberry32(hashSeed(JSON.stringify(d)))
      let s = ''
      for (let i = 0; i < (d.n ?? 30); i++) {
        const a = rnd() * Math.PI * 2
        const rr = Math.sqrt(rnd()) * (d.rr ?? 0.45)
        const px = Math.cos(a) * rr + (d.cx ?? 0)
        const py = Math.sin(a) * rr * (d.sy ?? 1) + (d.cy ?? 0)
        const col = d.colors[i % d.colors.length]
        s += d.round
          ? `<circle cx="${f3(px)}" cy="${f3(py)}" r="0.012" fill="${col}"/>`
          : `<rect x="${f3(px - 0.03)}" y="${f3(py - 0.009)}" width="0.06" height="0.018" rx="0.009" fill="${col}" transform="rotate(${f(rnd() * 180)} ${f3(px)} ${f3(py)})"/>`
      }
      return s
    }
    case 'goldleaf': {
      const rnd = mulberry32(hashSeed(JSON.stringify(d)))
      let s = ''
      for (let i = 0; i < (d.n ?? 3); i++) {
        const px = d.cx + (rnd() - 0.5) * 0.3
        const py = d.cy + (rnd() - 0.5) * 0.25
        const pts = []
        for (let k = 0; k < 7; k++) {
          const a = (k / 7) * Math.PI * 2
          const rr = 0.05 + rnd() * 0.07
          pts.push([px + Math.cos(a) * rr, py + Math.sin(a) * rr])
        }
        s += `<path d="${poly(pts.map(([a, b]) => [a * 1000, b * 1000]))}" transform="scale(0.001)" fill="${svg.linBox(
          [
            [0, '#FFF1B8'],
            [0.5, '#D9AE55'],
            [1, '#F2D68A'],
          ],
          0,
          0,
          1,
          1,
        )}"/>`
      }
      return s
    }
    case 'wet': {
      // wet-on-wet hearts or dots sunk into the flood
      let s = ''
      for (const [px, py, r] of d.at) {
        if (d.heart)
          s += `<path transform="translate(${px},${py}) scale(${r})" d="M0,0.35 C-0.9,-0.25 -0.45,-0.95 0,-0.45 C0.45,-0.95 0.9,-0.25 0,0.35Z" fill="${d.c}"/>`
        else s += `<circle cx="${px}" cy="${py}" r="${r}" fill="${d.c}"/>`
      }
      return s
    }
    case 'shape':
      return `<path d="${COOKIE_SHAPES[d.shape]}" transform="${d.transform ?? ''}" fill="${d.c}"/>`
    default:
      throw new Error('unknown cookie detail ' + d.t)
  }
}
const f3 = (n) => (Math.round(n * 1000) / 1000).toString()

function cookieFlatLay(svg, spec) {
  surface(svg, spec.surface ?? 'marble', spec.tint)
  for (const d of spec.props ?? []) drawDecor(svg, [d])
  for (const c of spec.cookies) cookie(svg, c.x, c.y, c.s, c.rot ?? 0, c)
  for (const d of spec.scatter ?? []) drawDecor(svg, [d])
}

// ───────────────────────────── registry ─────────────────────────────

const IMAGES = []
/** Registers an image: dir 'seed' | 'brand'. */
function img(name, w, h, draw, dir = 'seed', opts = {}) {
  IMAGES.push({ name, w, h, draw, dir, opts })
}

// ───────────────────────────── the catalogue's pictures ─────────────────────────────

const spongeL = (c, h = 0.3) => ({ h, c, kind: 'sponge' })
const fillL = (c, kind = 'cream', h = 0.06, bits) => ({ h, c, kind, bits })
/** Three sponges with the given filling layers between them. */
function stack(spongeColor, between, n = 3) {
  const out = [spongeL(spongeColor)]
  for (let i = 1; i < n; i++) out.push(...between, spongeL(spongeColor))
  return out
}

/** Sponge/filling combinations shared by the cakes and their filling photos. */
const COMBOS = {
  chocCaramel: {
    sponge: C.chocSponge,
    layers: stack(C.chocSponge, [
      fillL(C.caramel, 'caramel', 0.045),
      fillL(C.ganache, 'ganache', 0.05),
    ]),
    frost: '#9C6A4A',
  },
  vanillaRaspberry: {
    sponge: C.vanillaSponge,
    layers: stack(C.vanillaSponge, [
      fillL(C.buttercream, 'cream', 0.05),
      fillL(C.jam, 'jam', 0.035),
    ]),
    frost: C.buttercream,
  },
  lemonElderflower: {
    sponge: C.lemonSponge,
    layers: stack(C.lemonSponge, [
      fillL('#F8F1DA', 'cream', 0.05),
      fillL(C.lemonCurd, 'curd', 0.035),
    ]),
    frost: '#FBF4DF',
  },
  redVelvet: {
    sponge: C.redVelvet,
    layers: stack(C.redVelvet, [fillL(C.creamCheese, 'cream', 0.075)]),
    frost: C.creamCheese,
  },
  biscoff: {
    sponge: C.biscoffSponge,
    layers: stack(C.biscoffSponge, [
      fillL('#E6BF90', 'cream', 0.05),
      fillL('#A8612A', 'caramel', 0.035),
    ]),
    frost: '#EFD2AE',
  },
  pistachioRaspberry: {
    sponge: C.pistachioSponge,
    layers: stack(C.pistachioSponge, [
      fillL('#F6ECD8', 'cream', 0.05),
      fillL('#B0213D', 'jam', 0.035, '#E45A74'),
    ]),
    frost: '#D9DFB4',
  },
  carrotWalnut: {
    sponge: C.carrotSponge,
    layers: stack(C.carrotSponge, [fillL('#F7E6CC', 'cream', 0.075, '#8A5A2E')]),
    frost: '#F7E6CC',
  },
  saltedCaramel: {
    sponge: '#D9AC6E',
    layers: stack('#D9AC6E', [fillL('#EDCFA4', 'cream', 0.05), fillL(C.caramel, 'caramel', 0.035)]),
    frost: '#F3E3CC',
  },
  strawberryJam: {
    sponge: C.vanillaSponge,
    layers: stack(
      C.vanillaSponge,
      [fillL(C.buttercream, 'cream', 0.07), fillL('#C8283A', 'jam', 0.04)],
      2,
    ),
    frost: C.buttercream,
  },
  raspberryChantilly: {
    sponge: C.vanillaSponge,
    layers: stack(
      C.vanillaSponge,
      [fillL('#FFFDF7', 'cream', 0.09), fillL('#B0213D', 'jam', 0.035, '#E45A74')],
      2,
    ),
    frost: '#FFFDF7',
  },
}

// Pieces of decoration used on more than one cake.
const truffleCluster = [
  { kind: 'truffle', r: 0.28, a: 235, s: 0.22 },
  { kind: 'truffle', r: 0.3, a: 185, s: 0.2, color: '#6B3B22', dust: '#C9A27A' },
  { kind: 'truffle', r: 0.12, a: 300, s: 0.2, color: C.milkChoc },
  { kind: 'shard', r: 0.05, a: 130, s: 0.42, rot: -12 },
  { kind: 'shard', r: 0.28, a: 330, s: 0.36, rot: 18, color: '#F3E3CC' },
  { kind: 'leafGold', r: 0.4, a: 110, s: 0.1 },
  { kind: 'leafGold', r: 0.45, a: 160, s: 0.08 },
  { kind: 'leafGold', r: 0.2, a: 20, s: 0.07 },
]
const macaronCluster = (c1 = '#F2B8C0', c2 = '#E9C79A') => [
  { kind: 'macaron', r: 0.3, a: 220, s: 0.3, color: c1 },
  { kind: 'macaron', r: 0.2, a: 320, s: 0.27, color: c2 },
  { kind: 'meringue', r: 0.05, a: 120, s: 0.22 },
  { kind: 'meringue', r: 0.42, a: 150, s: 0.18 },
  { kind: 'leafGold', r: 0.35, a: 40, s: 0.08 },
  { kind: 'pearl', r: 0.15, a: 60, s: 0.03, color: C.goldLight },
  { kind: 'pearl', r: 0.22, a: 80, s: 0.025, color: C.goldLight },
]
const flowerCluster = (c1 = '#F2B8C0', c2 = '#FBE3DA') => [
  { kind: 'leaf', r: 0.35, a: 200, s: 0.35, rot: -160, color: '#8FAE7E' },
  { kind: 'leaf', r: 0.3, a: 20, s: 0.3, rot: -20, color: '#8FAE7E' },
  { kind: 'rose', r: 0.3, a: 225, s: 0.42, color: c1 },
  { kind: 'rose', r: 0.05, a: 90, s: 0.5, color: c2 },
  { kind: 'rose', r: 0.35, a: 330, s: 0.36, color: c1 },
  { kind: 'blossom', r: 0.45, a: 120, s: 0.16, color: '#FFFFFF' },
  { kind: 'blossom', r: 0.5, a: 60, s: 0.13, color: '#FFFFFF' },
]
const CHOC_RIM = { kind: 'rosette', ring: 10, r: 0.82, s: 0.26, color: '#8A5636', a: 9 }

// ── Cakes ──
const chocCake = (extra = {}) => ({
  R: 1,
  H: 1,
  frost: COMBOS.chocCaramel.frost,
  layers: COMBOS.chocCaramel.layers,
  drip: { c: C.ganache, n: 16, min: 0.2, max: 0.5 },
  decor: [CHOC_RIM, ...truffleCluster],
  ...extra,
})
img('chocolate-truffle-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'teal',
    stand: { kind: 'pedestal', color: '#F5EFE6', gold: true },
    tiers: [chocCake()],
    zoom: 0.29,
    baseY: 0.7,
    confetti: 14,
  }),
)
img('chocolate-truffle-cake-2.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'blush',
    stand: { kind: 'board', color: '#F3EEE6' },
    tiers: [chocCake({ span: [100, 400], H: 0.95 })],
    zoom: 0.3,
    baseY: 0.72,
    elev: 27,
  }),
)
img('chocolate-truffle-cake-3.webp', 800, 800, (svg) =>
  sliceScene(svg, {
    bg: 'cream',
    crumbs: 10,
    tier: {
      H: 0.82,
      frost: COMBOS.chocCaramel.frost,
      frostT: 0.04,
      layers: COMBOS.chocCaramel.layers,
      drip: { c: C.ganache, n: 3, min: 0.2, max: 0.45 },
      decor: [
        { kind: 'rosette', r: 0.85, a: 16, s: 0.17, color: '#8A5636' },
        { kind: 'truffle', r: 0.7, a: 6, s: 0.13 },
        { kind: 'leafGold', r: 0.55, a: 14, s: 0.06 },
      ],
    },
  }),
)

const redVelvet = (extra = {}) => ({
  R: 1,
  H: 1.05,
  frost: C.creamCheese,
  naked: 0.45,
  layers: COMBOS.redVelvet.layers,
  decor: [
    { kind: 'raspberry', ring: 9, r: 0.8, s: 0.15, a: 0 },
    { kind: 'rosette', ring: 9, r: 0.8, s: 0.2, a: 20, color: C.creamCheese },
    { kind: 'raspberry', r: 0.15, a: 240, s: 0.17 },
    { kind: 'blueberry', r: 0.2, a: 300, s: 0.11 },
    { kind: 'raspberry', r: 0.1, a: 80, s: 0.16 },
    { kind: 'blueberry', r: 0.3, a: 140, s: 0.1 },
    { kind: 'leaf', r: 0.25, a: 190, s: 0.25, rot: -150, color: '#7E9A63' },
  ],
  ...extra,
})
img('red-velvet-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'sage',
    stand: { kind: 'board', color: '#C99B6B', scale: 1.25 },
    tiers: [redVelvet()],
    zoom: 0.3,
    baseY: 0.76,
  }),
)
img('red-velvet-cake-2.webp', 800, 800, (svg) =>
  sliceScene(svg, {
    bg: 'blush',
    crumbs: 8,
    tier: {
      H: 0.85,
      frost: C.creamCheese,
      frostT: 0.035,
      naked: 0.5,
      layers: COMBOS.redVelvet.layers,
      decor: [
        { kind: 'rosette', r: 0.85, a: 8, s: 0.15, color: C.creamCheese },
        { kind: 'raspberry', r: 0.78, a: 24, s: 0.13 },
      ],
    },
  }),
)
img('red-velvet-cake-3.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'cream',
    stand: { kind: 'pedestal', color: '#FFFFFF' },
    tiers: [redVelvet({ H: 0.9 })],
    zoom: 0.3,
    elev: 52,
    baseY: 0.68,
  }),
)

const caramelCake = (extra = {}) => ({
  R: 1,
  H: 1.02,
  frost: COMBOS.saltedCaramel.frost,
  layers: COMBOS.saltedCaramel.layers,
  drip: { c: '#C27B33', n: 15, min: 0.22, max: 0.55 },
  decor: [
    { kind: 'rosette', ring: 10, r: 0.82, s: 0.24, color: '#F1DDBF', a: 5 },
    ...macaronCluster(),
  ],
  ...extra,
})
img('salted-caramel-drip-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'peach',
    stand: { kind: 'pedestal', color: '#FBF7F0', gold: true },
    tiers: [caramelCake()],
    zoom: 0.29,
    baseY: 0.7,
  }),
)
img('salted-caramel-drip-cake-2.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'cream',
    stand: { kind: 'board', color: '#E9DCC6' },
    tiers: [
      caramelCake({
        H: 0.85,
        decor: [{ kind: 'rosette', ring: 14, r: 0.86, s: 0.18, color: '#F1DDBF' }],
      }),
      caramelCake({ R: 0.7, H: 0.75, decor: macaronCluster('#D9A0B0', '#EFD9B4') }),
    ],
    zoom: 0.27,
    baseY: 0.82,
  }),
)
img('salted-caramel-drip-cake-3.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'sky',
    stand: { kind: 'board', color: '#F3EEE6' },
    tiers: [caramelCake({ span: [105, 405], H: 0.95 })],
    zoom: 0.3,
    baseY: 0.72,
    elev: 27,
  }),
)

const lemonCake = (extra = {}) => ({
  R: 1,
  H: 1.05,
  frost: COMBOS.lemonElderflower.frost,
  naked: 0.5,
  layers: COMBOS.lemonElderflower.layers,
  decor: [
    { kind: 'lemon', r: 0.55, a: 250, s: 0.3, rot: 10 },
    { kind: 'lemon', r: 0.45, a: 300, s: 0.28, rot: -20 },
    { kind: 'leaf', r: 0.3, a: 210, s: 0.35, rot: -170, color: '#8FAE7E' },
    { kind: 'leaf', r: 0.25, a: 30, s: 0.3, rot: -10, color: '#8FAE7E' },
    { kind: 'blossom', r: 0.2, a: 150, s: 0.2, color: '#FFFFFF', center: C.lemonCurd },
    { kind: 'blossom', r: 0.05, a: 60, s: 0.22, color: '#FFFFFF', center: C.lemonCurd },
    { kind: 'blossom', r: 0.35, a: 100, s: 0.17, color: '#FFFFFF', center: C.lemonCurd },
    { kind: 'meringue', r: 0.5, a: 170, s: 0.18 },
    { kind: 'meringue', r: 0.55, a: 20, s: 0.16 },
    { kind: 'blueberry', r: 0.4, a: 60, s: 0.09 },
  ],
  ...extra,
})
img('lemon-elderflower-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'sky',
    stand: { kind: 'pedestal', color: '#FFFFFF' },
    tiers: [lemonCake()],
    zoom: 0.29,
    baseY: 0.7,
  }),
)
img('lemon-elderflower-cake-2.webp', 800, 800, (svg) =>
  sliceScene(svg, {
    bg: 'sage',
    crumbs: 6,
    tier: {
      H: 0.85,
      frost: COMBOS.lemonElderflower.frost,
      frostT: 0.035,
      naked: 0.5,
      layers: COMBOS.lemonElderflower.layers,
      decor: [
        { kind: 'blossom', r: 0.8, a: 14, s: 0.13, color: '#FFFFFF', center: C.lemonCurd },
        { kind: 'lemon', r: 0.6, a: 20, s: 0.2, rot: 0 },
      ],
    },
  }),
)
img('lemon-elderflower-cake-3.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'cream',
    stand: { kind: 'board', color: '#C99B6B', scale: 1.25 },
    tiers: [lemonCake({ H: 0.9 })],
    zoom: 0.3,
    elev: 50,
    baseY: 0.68,
  }),
)

const victoria = (extra = {}) => ({
  R: 1,
  H: 0.78,
  frost: C.buttercream,
  naked: 0.88,
  frostT: 0.02,
  layers: COMBOS.strawberryJam.layers,
  sprinkles: { n: 90, colors: ['#FFFFFF', '#FFFDF6'], size: 0.012, r: 0.95 },
  decor: [
    { kind: 'strawberry', r: 0.75, ring: 8, s: 0.2, a: 0 },
    { kind: 'strawberry', r: 0.3, a: 250, s: 0.22, halved: true },
    { kind: 'strawberry', r: 0.2, a: 30, s: 0.22 },
    { kind: 'strawberry', r: 0.15, a: 130, s: 0.2, halved: true },
    { kind: 'leaf', r: 0.35, a: 170, s: 0.25, rot: -160, color: '#7E9A63' },
  ],
  ...extra,
})
img('classic-victoria-sponge-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'wood',
    stand: { kind: 'pedestal', color: '#FFFFFF' },
    tiers: [victoria()],
    zoom: 0.3,
    baseY: 0.68,
  }),
)
img('classic-victoria-sponge-2.webp', 800, 800, (svg) =>
  sliceScene(svg, {
    bg: 'cream',
    crumbs: 8,
    tier: {
      H: 0.7,
      frost: C.buttercream,
      frostT: 0.02,
      naked: 0.9,
      layers: COMBOS.strawberryJam.layers,
      sprinkles: { n: 14, colors: ['#FFFFFF'], size: 0.01 },
      decor: [{ kind: 'strawberry', r: 0.75, a: 14, s: 0.16, halved: true }],
    },
  }),
)

const pistachio = (extra = {}) => ({
  R: 1,
  H: 1.0,
  frost: COMBOS.pistachioRaspberry.frost,
  layers: COMBOS.pistachioRaspberry.layers,
  drip: { c: '#F6ECD8', n: 14, min: 0.15, max: 0.4 },
  decor: [
    { kind: 'raspberry', ring: 11, r: 0.82, s: 0.15 },
    { kind: 'rosette', r: 0.25, a: 240, s: 0.26, color: '#D9DFB4' },
    { kind: 'raspberry', r: 0.1, a: 100, s: 0.18 },
    { kind: 'macaron', r: 0.35, a: 320, s: 0.28, color: '#B9C98A' },
    { kind: 'leafGold', r: 0.3, a: 150, s: 0.09 },
  ],
  sprinkles: { n: 50, colors: ['#8FA65A', '#A9BC6E', '#6E8A3E'], size: 0.018, r: 0.6 },
  ...extra,
})
img('pistachio-raspberry-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'lilac',
    stand: { kind: 'pedestal', color: '#FFFFFF', gold: true },
    tiers: [pistachio()],
    zoom: 0.29,
    baseY: 0.7,
  }),
)
img('pistachio-raspberry-cake-2.webp', 800, 800, (svg) =>
  sliceScene(svg, {
    bg: 'cream',
    crumbs: 6,
    tier: {
      H: 0.82,
      frost: COMBOS.pistachioRaspberry.frost,
      frostT: 0.04,
      layers: COMBOS.pistachioRaspberry.layers,
      drip: { c: '#F6ECD8', n: 3, min: 0.15, max: 0.3 },
      decor: [{ kind: 'raspberry', r: 0.82, a: 12, s: 0.13 }],
    },
  }),
)

// Decoration styles offered on the salted caramel drip cake (400 × 400)
for (const [name, decor, bg] of [
  ['macarons', macaronCluster(), 'peach'],
  ['flowers', flowerCluster('#EFA9B5', '#FBE3DA'), 'blush'],
  ['gold', truffleCluster, 'cream'],
])
  img(`variant-decoration-${name}.webp`, 400, 400, (svg) =>
    cakeScene(svg, {
      bg,
      stand: { kind: 'board', color: '#F3EEE6' },
      tiers: [
        caramelCake({
          H: 0.85,
          decor: [
            { kind: 'rosette', ring: 10, r: 0.82, s: 0.22, color: '#F1DDBF', a: 5 },
            ...decor,
          ],
        }),
      ],
      zoom: 0.36,
      elev: 40,
      baseY: 0.72,
      ds: 1.5,
    }),
  )

// ── Sponge/filling photos (400 × 400) ──
const fillingShot = (name, combo, bg, decor = []) =>
  img(`${name}.webp`, 400, 400, (svg) =>
    sliceScene(svg, {
      bg,
      crumbs: 5,
      zoom: 0.5,
      tier: {
        H: 0.85,
        frost: COMBOS[combo].frost,
        frostT: 0.035,
        layers: COMBOS[combo].layers,
        decor,
      },
    }),
  )
fillingShot('filling-chocolate-salted-caramel', 'chocCaramel', 'blush', [
  { kind: 'truffle', r: 0.78, a: 12, s: 0.14 },
])
fillingShot('filling-vanilla-raspberry', 'vanillaRaspberry', 'cream', [
  { kind: 'raspberry', r: 0.8, a: 12, s: 0.13 },
])
fillingShot('filling-lemon-elderflower', 'lemonElderflower', 'sky', [
  { kind: 'blossom', r: 0.8, a: 12, s: 0.14, color: '#FFFFFF', center: C.lemonCurd },
])
fillingShot('filling-red-velvet', 'redVelvet', 'sage', [
  { kind: 'rosette', r: 0.82, a: 12, s: 0.15, color: C.creamCheese },
])
fillingShot('filling-biscoff', 'biscoff', 'peach', [
  { kind: 'biscuit', r: 0.75, a: 14, s: 0.22, rot: -20 },
])
fillingShot('filling-pistachio-raspberry', 'pistachioRaspberry', 'lilac', [
  { kind: 'raspberry', r: 0.8, a: 12, s: 0.13 },
])
fillingShot('filling-carrot-walnut', 'carrotWalnut', 'cream', [
  { kind: 'rosette', r: 0.82, a: 12, s: 0.15, color: '#F7E6CC' },
])
fillingShot('filling-strawberry-jam-buttercream', 'strawberryJam', 'blush', [
  { kind: 'strawberry', r: 0.78, a: 12, s: 0.15, halved: true },
])
fillingShot('filling-raspberry-chantilly', 'raspberryChantilly', 'cream', [
  { kind: 'raspberry', r: 0.8, a: 12, s: 0.13 },
])

// ── Cupcakes ──
const CUP = {
  vanilla: {
    sponge: C.vanillaSponge,
    liner: { c: '#FFFFFF', dots: '#E7B2BB' },
    frost: { c: '#F8EBD4', style: 'swirl' },
    sprinkles: { n: 26, colors: SPRINKLES },
  },
  chocolate: {
    sponge: C.chocSponge,
    liner: { c: '#6B4030', c2: '#5A3424' },
    frost: { c: '#7A4A32', style: 'swirl' },
    decor: [{ kind: 'truffle', s: 0.22 }],
    topDecor: [{ kind: 'truffle', s: 0.34, dx: 0, dy: 0 }],
  },
  redVelvet: {
    sponge: C.redVelvet,
    liner: { c: '#F3D7DA', c2: '#EBC2C8' },
    frost: { c: C.creamCheese, style: 'swirl' },
    decor: [{ kind: 'raspberry', s: 0.22 }],
    topDecor: [{ kind: 'raspberry', s: 0.32, dx: 0, dy: 0 }],
  },
  caramel: {
    sponge: '#D9AC6E',
    liner: { c: C.gold, foil: true },
    frost: { c: '#E8C597', c2: '#D9A66A', style: 'swirl' },
    decor: [{ kind: 'pearl', s: 0.05, color: C.goldLight }],
    topDecor: [{ kind: 'leafGold', s: 0.2, dx: 0, dy: 0 }],
  },
  lemon: {
    sponge: C.lemonSponge,
    liner: { c: '#FFF6D6', c2: '#F7E7A8' },
    frost: { c: '#FFF8EA', style: 'tall' },
    decor: [{ kind: 'lemon', s: 0.28 }],
    topDecor: [{ kind: 'lemon', s: 0.42, dx: 0, dy: 0 }],
  },
  biscoff: {
    sponge: C.biscoffSponge,
    liner: { c: '#E9D5BA', c2: '#DEC4A2' },
    frost: { c: '#E6BF90', style: 'swirl' },
    decor: [{ kind: 'biscuit', s: 0.3, rot: -20 }],
    topDecor: [{ kind: 'biscuit', s: 0.45, rot: -20, dx: 0, dy: 0 }],
  },
  pink: {
    sponge: C.vanillaSponge,
    liner: { c: '#F3D7DA', c2: '#EBC2C8' },
    frost: { c: '#F4BCC6', style: 'swirl' },
    sprinkles: { n: 26, colors: SPRINKLES },
  },
  vegan: {
    sponge: '#4A2A1E',
    liner: { c: '#C9A27A', c2: '#B88F66' },
    frost: { c: '#5E3525', style: 'swirl' },
    decor: [{ kind: 'cherry', s: 0.2 }],
    topDecor: [{ kind: 'cherry', s: 0.3, dx: 0, dy: 0 }],
  },
}
const topOf = (preset, extra = {}) => ({ ...preset, decor: preset.topDecor ?? [], ...extra })

/** Cupcakes in an open box, from above. */
function boxScene(svg, spec) {
  surface(svg, spec.surface ?? 'marble', spec.tint)
  for (const d of spec.under ?? []) drawDecor(svg, [d])
  const { cols, rows } = spec
  const cell = spec.cell ?? 160
  const pad = cell * 0.1
  const bw = cols * cell + pad * 2
  const bh = rows * cell + pad * 2
  const x = (svg.w - bw) / 2 + (spec.dx ?? 0)
  const y = (svg.h - bh) / 2 + (spec.dy ?? 0)
  const inner = boxTop(svg, x - pad, y - pad, bw + pad * 2, bh + pad * 2, {
    color: spec.box ?? '#FBF6EE',
    floor: spec.floor,
    tissue: spec.tissue,
  })
  const cw = inner.w / cols
  const ch = inner.h / rows
  spec.items.forEach((it, i) => {
    const cx = inner.x + cw * ((i % cols) + 0.5)
    const cy = inner.y + ch * (Math.floor(i / cols) + 0.5)
    if (spec.kind === 'cookie')
      cookie(svg, cx, cy, Math.min(cw, ch) * (it.scale ?? 0.9), it.rot ?? ((i * 37) % 17) - 8, it)
    else cupcakeTop(svg, cx, cy, Math.min(cw, ch) * 0.45, it)
  })
  if (spec.bow)
    ribbonBow(
      svg,
      Math.min(x + bw + pad * 0.6, svg.w - cell * 0.45),
      y - pad * 0.8,
      cell * 0.55,
      spec.bow,
    )
  for (const d of spec.scatter ?? []) drawDecor(svg, [d])
}

const scatterSprinkles = (n, box, colors = SPRINKLES, seed = 1) => {
  const rnd = mulberry32(seed)
  const out = []
  for (let i = 0; i < n; i++) {
    const x = box[0] + rnd() * (box[2] - box[0])
    const y = box[1] + rnd() * (box[3] - box[1])
    out.push({ kind: 'sprinkle', x, y, s: 7, rot: rnd() * 180, color: colors[i % colors.length] })
  }
  return out
}

img('signature-cupcake-box-1.webp', 800, 800, (svg) =>
  boxScene(svg, {
    cols: 4,
    rows: 3,
    cell: 160,
    dy: 20,
    box: '#FFFFFF',
    bow: '#E8A7B2',
    items: [
      CUP.vanilla,
      CUP.chocolate,
      CUP.redVelvet,
      CUP.caramel,
      CUP.lemon,
      CUP.biscoff,
      CUP.redVelvet,
      CUP.vanilla,
      CUP.caramel,
      CUP.chocolate,
      CUP.biscoff,
      CUP.lemon,
    ].map((p) => topOf(p)),
    scatter: scatterSprinkles(18, [20, 680, 780, 790], SPRINKLES, 3),
  }),
)
img('signature-cupcake-box-2.webp', 800, 800, (svg) =>
  cupcakeScene(svg, {
    bg: 'blush',
    cupcakes: [
      { x: -0.62, z: -0.5, ...CUP.chocolate },
      { x: 0.62, z: -0.5, ...CUP.lemon },
      { x: 0, z: 0.3, ...CUP.redVelvet },
    ],
  }),
)
img('signature-cupcake-box-3.webp', 800, 800, (svg) =>
  boxScene(svg, {
    surface: 'wood',
    cols: 3,
    rows: 2,
    cell: 190,
    box: '#D9B98E',
    floor: '#F4EDE2',
    bow: '#FFFFFF',
    items: [CUP.vanilla, CUP.redVelvet, CUP.biscoff, CUP.lemon, CUP.chocolate, CUP.caramel].map(
      (p) => topOf(p),
    ),
  }),
)

// Filled cupcakes: halves showing the centres, plus the core photos.
const CORES = {
  'salted-caramel': {
    filling: C.caramel,
    frost: '#E8C597',
    sponge: '#D9AC6E',
    topping: { kind: 'pearl', s: 0.05, color: C.goldLight },
  },
  raspberry: {
    filling: '#B0213D',
    frost: '#F4BCC6',
    sponge: C.vanillaSponge,
    bits: '#E45A74',
    topping: { kind: 'raspberry', s: 0.14 },
  },
  'lemon-curd': {
    filling: C.lemonCurd,
    frost: '#FFF8EA',
    sponge: C.lemonSponge,
    topping: { kind: 'lemon', s: 0.2 },
  },
  hazelnut: {
    filling: '#6B3B22',
    frost: '#A87656',
    sponge: C.chocSponge,
    bits: '#C9975E',
    topping: { kind: 'truffle', s: 0.14 },
  },
}
img('filled-cupcakes-1.webp', 800, 800, (svg) => {
  backdrop(svg, 'blush', { line: 0.58 })
  const V = view(400, 470, 800 * 0.36, 20)
  cupcake(svg, V, { x: 0, z: 0, ...CUP.caramel, frost: { c: '#E8C597', style: 'tall' } })
  cupcakeHalf(svg, 225, 690, 310, CORES['salted-caramel'])
  cupcakeHalf(svg, 580, 710, 310, CORES.raspberry)
})
img('filled-cupcakes-2.webp', 800, 800, (svg) =>
  cupcakeScene(svg, {
    bg: 'peach',
    cupcakes: [
      {
        x: -0.62,
        z: -0.5,
        ...CUP.caramel,
        frost: { c: '#E8C597', style: 'tall' },
        decor: [{ kind: 'pearl', s: 0.06, color: C.goldLight }],
      },
      { x: 0.62, z: -0.5, ...CUP.lemon },
      {
        x: 0,
        z: 0.3,
        ...CUP.pink,
        frost: { c: '#F4BCC6', style: 'tall' },
        sprinkles: null,
        decor: [{ kind: 'raspberry', s: 0.22 }],
      },
    ],
  }),
)
img('filled-cupcakes-3.webp', 800, 800, (svg) =>
  boxScene(svg, {
    cols: 3,
    rows: 3,
    cell: 175,
    box: '#F7D9DE',
    bow: '#FFFFFF',
    tint: '#F1ECE6',
    items: [
      CUP.caramel,
      CUP.pink,
      CUP.lemon,
      CUP.chocolate,
      CUP.caramel,
      CUP.pink,
      CUP.lemon,
      CUP.chocolate,
      CUP.caramel,
    ].map((p) => topOf(p)),
  }),
)
for (const [name, core] of Object.entries(CORES))
  img(`filling-core-${name}.webp`, 400, 400, (svg) => {
    backdrop(
      svg,
      name === 'hazelnut'
        ? 'cream'
        : name === 'raspberry'
          ? 'blush'
          : name === 'lemon-curd'
            ? 'sky'
            : 'peach',
      { line: 0.62 },
    )
    cupcakeHalf(svg, 200, 360, 215, core)
  })

// Floral buttercream cupcakes and their palettes.
const PALETTES = {
  'blush-ivory': {
    frost: { c: '#FBF3E6', c2: '#EFA9B5', c3: '#FBE3DA', style: 'flower' },
    liner: { c: C.gold, foil: true },
  },
  'lilac-garden': {
    frost: { c: '#F3EEF6', c2: '#B99BD6', c3: '#E6D9F2', style: 'flower' },
    liner: { c: '#E8E0F0', c2: '#DCD0E8' },
  },
  sunshine: {
    frost: { c: '#FFF8EA', c2: '#F6C54F', c3: '#FBE7A7', style: 'flower' },
    liner: { c: '#FFFFFF', dots: '#F6C54F' },
  },
}
img('floral-buttercream-cupcakes-1.webp', 800, 800, (svg) =>
  cupcakeScene(svg, {
    bg: 'lilac',
    cupcakes: [
      { x: -0.62, z: -0.5, sponge: C.vanillaSponge, ...PALETTES['lilac-garden'] },
      { x: 0.62, z: -0.5, sponge: C.lemonSponge, ...PALETTES.sunshine },
      { x: 0, z: 0.3, sponge: C.vanillaSponge, ...PALETTES['blush-ivory'] },
    ],
  }),
)
img('floral-buttercream-cupcakes-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    cols: 3,
    rows: 2,
    cell: 190,
    box: '#FFFFFF',
    bow: '#CDB6E0',
    tint: '#ECE6EE',
    items: [
      'blush-ivory',
      'lilac-garden',
      'sunshine',
      'sunshine',
      'blush-ivory',
      'lilac-garden',
    ].map((k) => ({
      ...PALETTES[k],
      frost: { ...PALETTES[k].frost, style: 'disc' },
      decor: [
        { kind: 'leaf', dx: 0.05, dy: -0.05, s: 0.5, rot: -30, color: '#8FAE7E' },
        { kind: 'rose', dx: -0.22, dy: 0.05, s: 0.6, color: PALETTES[k].frost.c2 },
        { kind: 'rose', dx: 0.25, dy: 0.12, s: 0.5, color: PALETTES[k].frost.c3 },
        { kind: 'rose', dx: 0.02, dy: -0.2, s: 0.55, color: PALETTES[k].frost.c2 },
      ],
    })),
  }),
)
for (const [name, pal] of Object.entries(PALETTES))
  img(`variant-palette-${name}.webp`, 400, 400, (svg) =>
    cupcakeScene(svg, {
      bg: name === 'sunshine' ? 'peach' : name === 'lilac-garden' ? 'lilac' : 'blush',
      zoom: 0.75,
      baseY: 0.86,
      cupcakes: [{ x: 0, z: 0, sponge: C.vanillaSponge, ...pal }],
    }),
  )

// Letter cupcakes
const letterCup = (ch, bg = '#FFFFFF', c = '#C25A72') => ({
  ...CUP.pink,
  sprinkles: { n: 20, colors: SPRINKLES },
  frost: { c: '#F8EBD4', style: 'swirl' },
  letter: { ch, bg, c },
})
const heartCup = () => ({
  ...CUP.redVelvet,
  frost: { c: '#F4BCC6', style: 'swirl' },
  decor: [],
  letter: { ch: '♥', c: C.raspberry },
})
img('letter-cupcakes-1.webp', 800, 800, (svg) =>
  boxScene(svg, {
    cols: 4,
    rows: 3,
    cell: 160,
    box: '#FFFFFF',
    bow: '#E8A7B2',
    tint: '#F0EAE4',
    items: [
      letterCup('L'),
      letterCup('O'),
      letterCup('V'),
      letterCup('E'),
      letterCup('Y'),
      letterCup('O'),
      letterCup('U'),
      heartCup(),
      letterCup('M'),
      letterCup('U'),
      letterCup('M'),
      heartCup(),
    ],
  }),
)
img('letter-cupcakes-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    surface: 'wood',
    cols: 3,
    rows: 2,
    cell: 190,
    box: '#FFFFFF',
    bow: '#9EC1F0',
    items: 'OLIVER'.split('').map((ch) => ({
      ...CUP.vanilla,
      frost: { c: '#CFE2F5', style: 'swirl' },
      liner: { c: '#FFFFFF', dots: '#9EC1F0' },
      letter: { ch, c: '#3F6FA8', ring: '#9EC1F0' },
    })),
  }),
)

img('vegan-chocolate-cupcakes-1.webp', 800, 800, (svg) =>
  cupcakeScene(svg, {
    bg: 'sage',
    cupcakes: [
      { x: -0.62, z: -0.5, ...CUP.vegan },
      {
        x: 0.62,
        z: -0.5,
        ...CUP.vegan,
        frost: { c: '#8A5A3C', style: 'swirl' },
        decor: [{ kind: 'raspberry', s: 0.2 }],
      },
      { x: 0, z: 0.3, ...CUP.vegan, frost: { c: '#5E3525', style: 'tall' } },
    ],
  }),
)
img('vegan-chocolate-cupcakes-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    surface: 'linen',
    tint: '#E7E1D3',
    cols: 3,
    rows: 2,
    cell: 190,
    box: '#C9A27A',
    floor: '#EFE6D8',
    items: [0, 1, 2, 3, 4, 5].map((i) =>
      topOf(
        CUP.vegan,
        i % 2
          ? {
              frost: { c: '#8A5A3C', style: 'swirl' },
              decor: [{ kind: 'raspberry', s: 0.32, dx: 0, dy: 0 }],
            }
          : {},
      ),
    ),
  }),
)

// ── Cake pops ──
const POP = {
  pinkSprinkle: { c: '#F3B6C2', sprinkles: SPRINKLES },
  whiteDrizzle: { c: '#FFF4E6', drizzle: '#E98FA5' },
  chocDrizzle: { c: '#6B3B22', drizzle: '#F6E7D3' },
  halfChoc: { c: '#FFF4E6', half: '#8B5A3C' },
  yellow: { c: '#F6D36B', drizzle: '#FFFFFF' },
  lilacDots: {
    c: '#C9B3E6',
    sprinkles: ['#FFFFFF', '#F6D36B', '#F08FA8'],
    nonpareils: true,
    sprinkleN: 60,
  },
  darkGold: { c: '#4A2A1E', goldFlakes: true, top: 'pearl' },
  halfPink: { c: '#FFF4E6', half: '#F3B6C2', sprinkles: SPRINKLES },
  blue: { c: '#AFCDEE', sprinkles: ['#FFFFFF', '#F6D36B', '#3F6FA8'], sprinkleN: 45 },
  rainbow: { c: '#FFFFFF', sprinkles: SPRINKLES, sprinkleN: 70 },
  mint: { c: '#BFE3D3', drizzle: '#FFFFFF' },
  unicorn: { c: '#FFF8F2', top: 'unicorn' },
  ivoryGold: { c: '#FFF8EC', goldFlakes: true },
  ivoryPearl: { c: '#FFF8EC', top: 'pearl', drizzle: '#F3DFA6' },
  ivoryHeart: { c: '#FFF8EC', top: 'heart' },
}
img('classic-cake-pops-1.webp', 800, 800, (svg) =>
  popStandScene(svg, {
    bg: 'cream',
    ribbon: '#C7894B',
    rows: [
      [POP.pinkSprinkle, POP.chocDrizzle, POP.whiteDrizzle, POP.halfChoc],
      [POP.yellow, POP.darkGold, POP.lilacDots],
    ],
  }),
)
img('classic-cake-pops-2.webp', 800, 800, (svg) =>
  popFlatLay(svg, {
    surface: 'marble',
    tint: '#ECE6E0',
    pops: [
      { x: 250, y: 230, r: 92, rot: 60, ...POP.chocDrizzle },
      { x: 520, y: 250, r: 92, rot: 110, ...POP.pinkSprinkle },
      { x: 300, y: 480, r: 92, rot: 40, ...POP.halfChoc },
      { x: 580, y: 500, r: 92, rot: 130, ...POP.yellow },
      { x: 170, y: 660, r: 80, rot: -10, ...POP.lilacDots },
    ],
    scatter: scatterSprinkles(16, [380, 600, 780, 780], SPRINKLES, 9),
  }),
)
img('sprinkle-party-cake-pops-1.webp', 800, 800, (svg) =>
  popStandScene(svg, {
    bg: 'sky',
    ribbon: '#F6D36B',
    block: '#FFFFFF',
    rows: [
      [POP.rainbow, POP.blue, POP.pinkSprinkle, POP.rainbow],
      [POP.pinkSprinkle, POP.rainbow, POP.blue],
    ],
    confetti: 20,
  }),
)
img('sprinkle-party-cake-pops-2.webp', 800, 800, (svg) =>
  popFlatLay(svg, {
    surface: 'linen',
    tint: '#F4E9E4',
    pops: [
      { x: 230, y: 250, r: 95, rot: 70, ...POP.rainbow },
      { x: 510, y: 220, r: 95, rot: 100, ...POP.pinkSprinkle },
      { x: 360, y: 480, r: 95, rot: 50, ...POP.blue },
      { x: 610, y: 480, r: 85, rot: 140, ...POP.rainbow },
    ],
    scatter: scatterSprinkles(40, [40, 40, 760, 760], SPRINKLES, 4),
  }),
)
const popVariant = (name, pops, bg) =>
  img(`variant-pops-${name}.webp`, 400, 400, (svg) =>
    popFlatLay(svg, {
      surface: 'linen',
      tint: bg,
      pops: [
        { x: 130, y: 140, r: 58, rot: 70, ...pops[0] },
        { x: 270, y: 130, r: 58, rot: 110, ...pops[1] },
        { x: 200, y: 270, r: 58, rot: 80, ...pops[2] },
      ],
    }),
  )
popVariant(
  'pink',
  [
    POP.pinkSprinkle,
    POP.halfPink,
    { ...POP.pinkSprinkle, nonpareils: true, sprinkles: ['#FFFFFF', '#F08FA8'] },
  ],
  '#F6E6E6',
)
popVariant(
  'blue',
  [
    POP.blue,
    { c: '#FFFFFF', half: '#AFCDEE', sprinkles: ['#3F6FA8', '#FFFFFF', '#F6D36B'] },
    { ...POP.blue, drizzle: '#FFFFFF', sprinkles: null },
  ],
  '#E6EEF4',
)
popVariant(
  'rainbow',
  [POP.rainbow, { ...POP.rainbow, c: '#F6D36B' }, { ...POP.rainbow, c: '#BFE3D3' }],
  '#F3EEE6',
)

img('unicorn-cake-pops-1.webp', 800, 800, (svg) =>
  popStandScene(svg, {
    bg: 'lilac',
    ribbon: '#CDB6E0',
    block: '#FFFFFF',
    rows: [
      [POP.unicorn, POP.lilacDots, POP.unicorn, POP.pinkSprinkle],
      [POP.pinkSprinkle, POP.unicorn, POP.mint],
    ],
    confetti: 16,
  }),
)
img('unicorn-cake-pops-2.webp', 800, 800, (svg) => {
  backdrop(svg, 'blush', { confetti: 24 })
  const V = view(400, 700, 800 * 0.5, 22)
  popStand(svg, V, {
    block: '#FFFFFF',
    ribbon: '#F2B8C0',
    bw: 0.62,
    spans: [0.8, 0],
    rows: [
      [
        { ...POP.unicorn, r: 0.2 },
        { ...POP.unicorn, r: 0.2, c: '#FBE3EC' },
      ],
      [{ ...POP.unicorn, r: 0.22, dy: -0.08 }],
    ],
  })
})

img('wedding-favour-cake-pops-1.webp', 800, 800, (svg) =>
  popStandScene(svg, {
    bg: 'teal',
    ribbon: '#D8B26A',
    block: '#FBF6EE',
    rows: [
      [POP.ivoryGold, POP.ivoryPearl, POP.ivoryHeart, POP.ivoryGold],
      [POP.ivoryPearl, POP.darkGold, POP.ivoryPearl],
    ],
    confetti: 26,
  }),
)
img('wedding-favour-cake-pops-2.webp', 800, 800, (svg) =>
  popFlatLay(svg, {
    surface: 'linen',
    tint: '#EDE6DA',
    pops: [
      { x: 240, y: 240, r: 95, rot: 60, ...POP.ivoryGold },
      { x: 520, y: 260, r: 95, rot: 115, ...POP.ivoryPearl },
      { x: 330, y: 510, r: 95, rot: 45, ...POP.ivoryHeart },
      { x: 600, y: 520, r: 90, rot: 135, ...POP.darkGold },
    ],
    scatter: [
      { kind: 'rose', x: 130, y: 640, s: 110, color: '#FBE3DA' },
      { kind: 'leaf', x: 150, y: 560, s: 90, rot: -60, color: '#A9BFA1' },
      { kind: 'pearl', x: 450, y: 380, s: 8, color: C.goldLight },
      { kind: 'pearl', x: 470, y: 395, s: 6, color: C.goldLight },
    ],
  }),
)

img('cakesicles-1.webp', 800, 800, (svg) => {
  surface(svg, 'marble', '#EEE8E2')
  cakesicle(svg, 190, 370, 170, -14, {
    c: '#F3B6C2',
    half: '#FFFFFF',
    halfAt: 0.05,
    sprinkles: SPRINKLES,
  })
  cakesicle(svg, 400, 350, 170, 0, {
    c: '#6B3B22',
    drizzle: '#F6E7D3',
    decor: [{ kind: 'leafGold', dx: 0.15, dy: -0.5, s: 0.12 }],
  })
  cakesicle(svg, 610, 370, 170, 14, {
    c: '#FFF4E6',
    half: '#E8C597',
    halfAt: 0.1,
    decor: [
      { kind: 'pearl', dx: -0.2, dy: -0.45, s: 0.05, color: C.goldLight },
      { kind: 'pearl', dx: -0.1, dy: -0.5, s: 0.04, color: C.goldLight },
    ],
  })
  for (const d of scatterSprinkles(16, [60, 700, 760, 780], SPRINKLES, 12)) drawDecor(svg, [d])
})
img('cakesicles-2.webp', 800, 800, (svg) => {
  surface(svg, 'wood')
  cakesicle(svg, 230, 250, 175, -20, { c: '#BFE3D3', drizzle: '#FFFFFF' })
  cakesicle(svg, 560, 240, 175, 20, {
    c: '#C9B3E6',
    half: '#FFFFFF',
    halfAt: 0.0,
    sprinkles: ['#F6D36B', '#FFFFFF', '#F08FA8'],
  })
  cakesicle(svg, 430, 560, 175, -70, { c: '#F6D36B', drizzle: '#F3B6C2' })
})

// ── Glazed cookies ──
const HEART = 'M0,0.35 C-0.9,-0.25 -0.45,-0.95 0,-0.45 C0.45,-0.95 0.9,-0.25 0,0.35Z'
const snowflake = (c = '#FFFFFF') => {
  let d = ''
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3
    const ex = Math.cos(a) * 0.36
    const ey = Math.sin(a) * 0.36
    d += `M0,0 L${f3(ex)},${f3(ey)} `
    for (const t of [0.55, 0.8]) {
      const bx = Math.cos(a) * 0.36 * t
      const by = Math.sin(a) * 0.36 * t
      for (const sgn of [-1, 1])
        d += `M${f3(bx)},${f3(by)} L${f3(bx + Math.cos(a + sgn * 0.8) * 0.08)},${f3(by + Math.sin(a + sgn * 0.8) * 0.08)} `
    }
  }
  return { t: 'path', d, c, w: 0.025 }
}
const COOKIE = {
  name: (text, icing = '#F6C9CF', c = '#B9455A', dots = '#FFFFFF') => ({
    shape: 'plaque',
    icing,
    details: [
      { t: 'text', text, c, size: text.length > 6 ? 0.15 : 0.19 },
      { t: 'ring', n: 28, rr: 0.47, sy: 0.66, c: dots, r: 0.02 },
    ],
  }),
  roundName: (text, icing, c) => ({
    shape: 'circle',
    icing,
    details: [
      { t: 'text', text, c, size: 0.17 },
      { t: 'ring', n: 22, rr: 0.41, c: '#FFFFFF', r: 0.018 },
    ],
  }),
  heart: (icing = C.raspberry, dot = '#FFFFFF') => ({
    shape: 'heart',
    icing,
    details: [
      {
        t: 'wet',
        c: dot,
        at: [
          [-0.22, -0.2, 0.045],
          [0.08, -0.12, 0.035],
          [0.26, -0.26, 0.045],
          [-0.02, 0.14, 0.045],
          [-0.3, 0.0, 0.03],
        ],
      },
    ],
  }),
  heartSimple: (icing) => ({
    shape: 'heart',
    icing,
    details: [
      { t: 'path', d: 'M-0.3,-0.25 C-0.2,-0.38 -0.05,-0.3 -0.02,-0.22', c: '#FFFFFF', w: 0.025 },
    ],
  }),
  star: (icing = '#F6D36B') => ({
    shape: 'star',
    icing,
    details: [{ t: 'sprinkles', colors: SPRINKLES, n: 18, rr: 0.18, cy: 0.04 }],
  }),
  balloon: (icing) => ({
    shape: 'balloon',
    icing,
    details: [
      { t: 'path', d: 'M-0.22,-0.3 C-0.18,-0.42 -0.05,-0.47 0.05,-0.46', c: '#FFFFFF', w: 0.05 },
    ],
  }),
  onesie: (icing, trim = '#FFFFFF') => ({
    shape: 'onesie',
    icing,
    details: [
      { t: 'path', d: 'M-0.2,-0.47 C-0.12,-0.37 0.12,-0.37 0.2,-0.47', c: trim, w: 0.05 },
      {
        t: 'dots',
        c: trim,
        at: [
          [0, -0.12],
          [0, 0.03],
          [0, 0.18],
        ],
        r: 0.035,
      },
      { t: 'path', d: HEART, fill: trim, gloss: false, c: 'none' },
    ].slice(0, 2),
  }),
  cake: (icing = '#F4BCC6') => ({
    shape: 'cake',
    icing,
    details: [
      {
        t: 'path',
        d: 'M-0.45,0.02 Q-0.37,0.12 -0.3,0.02 Q-0.22,0.12 -0.15,0.02 Q-0.07,0.12 0,0.02 Q0.07,0.12 0.15,0.02 Q0.22,0.12 0.3,0.02 Q0.37,0.12 0.45,0.02 L0.45,-0.2 L-0.45,-0.2Z',
        fill: '#FFFFFF',
        c: 'none',
      },
      {
        t: 'dots',
        c: '#F6D36B',
        at: [
          [-0.3, 0.28],
          [-0.1, 0.28],
          [0.1, 0.28],
          [0.3, 0.28],
        ],
        r: 0.035,
      },
      {
        t: 'path',
        d: 'M-0.04,-0.36 L0.04,-0.36 L0.04,-0.54 L-0.04,-0.54Z',
        fill: '#8ED2C5',
        c: 'none',
      },
    ],
  }),
  number: (n, icing = '#BFE3D3', c = '#3D8A7A') => ({
    shape: 'circle',
    icing,
    details: [
      { t: 'text', text: n, c, size: 0.55, italic: false, y: 0.19 },
      { t: 'ring', n: 20, rr: 0.41, c: '#FFFFFF', r: 0.022 },
    ],
  }),
  flower: (icing = '#F6C9CF', center = '#F6D36B') => ({
    shape: 'flower',
    icing,
    details: [
      { t: 'wet', c: center, at: [[0, 0, 0.12]] },
      { t: 'ring', n: 10, rr: 0.18, c: '#FFFFFF', r: 0.025 },
    ],
  }),
  monogram: (icing = '#0E4A57', c = '#E6D2AA') => ({
    shape: 'circle',
    icing,
    details: [
      { t: 'text', text: 'SA', c, size: 0.32, y: 0.1 },
      { t: 'ring', n: 30, rr: 0.42, c, r: 0.016 },
      { t: 'path', d: 'M-0.16,0.22 L0.16,0.22', c, w: 0.012 },
    ],
  }),
  thanks: (icing = '#FFFFFF', c = '#0E4A57') => ({
    shape: 'plaque',
    icing,
    details: [
      { t: 'text', text: 'Thank you', c, size: 0.14 },
      { t: 'ring', n: 28, rr: 0.47, sy: 0.66, c: '#E6D2AA', r: 0.018 },
    ],
  }),
  tree: () => ({
    shape: 'tree',
    icing: '#4E8A5A',
    details: [
      {
        t: 'path',
        d: 'M-0.18,-0.18 Q0,-0.1 0.14,-0.24 M-0.26,0.1 Q0,0.2 0.26,0.06',
        c: '#FFFFFF',
        w: 0.025,
      },
      {
        t: 'dots',
        c: '#D8363F',
        at: [
          [-0.1, -0.02],
          [0.16, 0.18],
          [-0.2, 0.24],
          [0.05, -0.3],
        ],
        r: 0.03,
      },
      { t: 'dots', c: '#F6D36B', at: [[0, -0.5]], r: 0.05 },
    ],
  }),
  bauble: (icing = '#C1304B') => ({
    shape: 'bauble',
    icing,
    details: [
      { t: 'path', d: 'M-0.46,-0.02 Q0,0.12 0.46,-0.02', c: '#FFFFFF', w: 0.04 },
      { t: 'path', d: 'M-0.4,0.2 Q0,0.32 0.4,0.2', c: '#E6D2AA', w: 0.03 },
      {
        t: 'dots',
        c: '#FFFFFF',
        at: [
          [-0.2, -0.18],
          [0, -0.2],
          [0.2, -0.18],
        ],
        r: 0.03,
      },
      { t: 'path', d: 'M-0.1,-0.55 L0.1,-0.55 L0.1,-0.42 L-0.1,-0.42Z', fill: C.gold, c: 'none' },
    ],
  }),
  gingerbread: () => ({
    shape: 'gingerbread',
    icing: '#B87A45',
    biscuit: '#A86C3A',
    details: [
      {
        t: 'dots',
        c: '#FFFFFF',
        at: [
          [-0.06, -0.4],
          [0.06, -0.4],
        ],
        r: 0.022,
      },
      { t: 'path', d: 'M-0.07,-0.31 Q0,-0.26 0.07,-0.31', c: '#FFFFFF', w: 0.02 },
      {
        t: 'dots',
        c: '#D8363F',
        at: [
          [0, -0.08],
          [0, 0.06],
        ],
        r: 0.03,
      },
      {
        t: 'path',
        d: 'M-0.42,-0.1 L-0.3,-0.04 M0.42,-0.1 L0.3,-0.04 M-0.3,0.46 L-0.22,0.38 M0.3,0.46 L0.22,0.38',
        c: '#FFFFFF',
        w: 0.025,
      },
    ],
  }),
  snow: (icing = '#BFD8EE') => ({
    shape: 'circle',
    icing,
    details: [snowflake(icing === '#FFFFFF' ? '#9EC1F0' : '#FFFFFF')],
  }),
  goldStar: () => ({
    shape: 'star',
    icing: '#F3DFA6',
    details: [{ t: 'goldleaf', cx: 0, cy: 0, n: 4 }],
  }),
}

img('personalised-name-cookies-1.webp', 800, 800, (svg) =>
  cookieFlatLay(svg, {
    surface: 'marble',
    tint: '#EFE9E3',
    cookies: [
      { x: 250, y: 220, s: 320, rot: -8, ...COOKIE.name('Amelia') },
      { x: 560, y: 300, s: 300, rot: 10, ...COOKIE.name('Oliver', '#CFE2F5', '#3F6FA8') },
      { x: 260, y: 520, s: 300, rot: 6, ...COOKIE.name('Isla', '#FFFFFF', '#C27B33', '#F3DFA6') },
      { x: 560, y: 590, s: 230, rot: -14, ...COOKIE.heart() },
      { x: 160, y: 700, s: 160, rot: 20, ...COOKIE.flower() },
    ],
    scatter: scatterSprinkles(10, [380, 400, 480, 500], SPRINKLES, 21),
  }),
)
img('personalised-name-cookies-2.webp', 800, 800, (svg) =>
  cookieFlatLay(svg, {
    surface: 'linen',
    tint: '#F3E8E2',
    cookies: [
      {
        x: 400,
        y: 380,
        s: 560,
        rot: -4,
        shape: 'plaque',
        icing: '#FFFFFF',
        details: [
          { t: 'text', text: 'Happy Birthday', c: '#C25A72', size: 0.1, y: -0.02 },
          { t: 'text', text: 'Sophie', c: '#B9455A', size: 0.15, y: 0.17 },
          { t: 'ring', n: 34, rr: 0.47, sy: 0.66, c: '#F6C9CF', r: 0.018 },
        ],
      },
      { x: 170, y: 660, s: 190, rot: 18, ...COOKIE.heart('#F6C9CF', '#FFFFFF') },
      { x: 640, y: 670, s: 190, rot: -10, ...COOKIE.star('#F6D36B') },
    ],
    scatter: scatterSprinkles(16, [300, 620, 520, 780], SPRINKLES, 22),
  }),
)
img('personalised-name-cookies-3.webp', 800, 800, (svg) =>
  boxScene(svg, {
    kind: 'cookie',
    surface: 'marble',
    tint: '#EEE8E1',
    cols: 4,
    rows: 3,
    cell: 160,
    box: '#FFFFFF',
    floor: '#F6EFE6',
    tissue: true,
    bow: '#E8A7B2',
    items: [
      ['Ava', '#F6C9CF', '#B9455A'],
      ['Leo', '#CFE2F5', '#3F6FA8'],
      ['Mia', '#FFFFFF', '#C27B33'],
      ['Noah', '#BFE3D3', '#3D8A7A'],
      ['Jack', '#CFE2F5', '#3F6FA8'],
      ['Ella', '#FFFFFF', '#C25A72'],
      ['Theo', '#F6E2B0', '#9C7430'],
      ['Lily', '#F6C9CF', '#B9455A'],
      ['Max', '#BFE3D3', '#3D8A7A'],
      ['Zara', '#E6D9F2', '#7A5AA8'],
      ['Finn', '#FFFFFF', '#3F6FA8'],
      ['Isla', '#F6C9CF', '#B9455A'],
    ].map(([t, i, c]) => ({ ...COOKIE.roundName(t, i, c), scale: 0.88 })),
  }),
)

img('birthday-cookie-set-1.webp', 800, 800, (svg) =>
  cookieFlatLay(svg, {
    surface: 'marble',
    tint: '#F1EBE6',
    cookies: [
      { x: 240, y: 240, s: 330, rot: -6, ...COOKIE.cake() },
      { x: 560, y: 230, s: 280, rot: 12, ...COOKIE.number('5') },
      { x: 620, y: 530, s: 280, rot: -8, ...COOKIE.balloon('#9EC1F0') },
      { x: 420, y: 590, s: 270, rot: 10, ...COOKIE.balloon('#F4BCC6') },
      { x: 200, y: 560, s: 280, rot: 8, ...COOKIE.star() },
    ],
    scatter: scatterSprinkles(14, [330, 380, 470, 470], SPRINKLES, 31),
  }),
)
img('birthday-cookie-set-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    kind: 'cookie',
    surface: 'wood',
    cols: 4,
    rows: 3,
    cell: 160,
    box: '#FFFFFF',
    floor: '#F6EFE6',
    bow: '#F6D36B',
    items: [
      COOKIE.balloon('#F4BCC6'),
      COOKIE.star(),
      COOKIE.cake(),
      COOKIE.number('7', '#F6C9CF', '#B9455A'),
      COOKIE.heart('#9EC1F0'),
      COOKIE.balloon('#BFE3D3'),
      COOKIE.flower(),
      COOKIE.star('#F4BCC6'),
      COOKIE.cake('#BFE3D3'),
      COOKIE.balloon('#F6D36B'),
      COOKIE.number('7', '#CFE2F5', '#3F6FA8'),
      COOKIE.heart(),
    ],
  }),
)
img('birthday-cookie-set-3.webp', 800, 800, (svg) =>
  cookieFlatLay(svg, {
    surface: 'linen',
    tint: '#EEF1F4',
    cookies: [
      { x: 250, y: 300, s: 330, rot: -12, ...COOKIE.balloon('#F4BCC6') },
      { x: 450, y: 250, s: 330, rot: 4, ...COOKIE.balloon('#F6D36B') },
      { x: 610, y: 330, s: 310, rot: 16, ...COOKIE.balloon('#9EC1F0') },
      {
        x: 400,
        y: 610,
        s: 420,
        rot: -3,
        shape: 'plaque',
        icing: '#FFFFFF',
        details: [
          { t: 'text', text: 'Party time!', c: '#3F6FA8', size: 0.15 },
          { t: 'ring', n: 28, rr: 0.47, sy: 0.66, c: '#F6D36B', r: 0.02 },
        ],
      },
    ],
    under: [],
    scatter: scatterSprinkles(20, [40, 520, 760, 780], SPRINKLES, 33),
  }),
)

const BABY = {
  pink: { main: '#F6C9CF', accent: '#FFFFFF', text: '#C25A72' },
  blue: { main: '#CFE2F5', accent: '#FFFFFF', text: '#3F6FA8' },
  sage: { main: '#CFDCC4', accent: '#FFFFFF', text: '#5E7A52' },
}
const babySet = (p) => [
  COOKIE.onesie(p.main),
  COOKIE.balloon(p.main),
  {
    shape: 'plaque',
    icing: '#FFFFFF',
    details: [
      { t: 'text', text: 'Oh baby', c: p.text, size: 0.17 },
      { t: 'ring', n: 28, rr: 0.47, sy: 0.66, c: p.main, r: 0.02 },
    ],
  },
  COOKIE.heartSimple(p.main),
  COOKIE.flower('#FFFFFF', p.main),
]
img('baby-shower-cookies-1.webp', 800, 800, (svg) => {
  const [on, bal, pl] = babySet(BABY.pink)
  const [on2, , , he2] = babySet(BABY.blue)
  const [, , , , fl3] = babySet(BABY.sage)
  cookieFlatLay(svg, {
    surface: 'marble',
    tint: '#F0EBE6',
    cookies: [
      { x: 230, y: 240, s: 300, rot: -10, ...on },
      { x: 540, y: 220, s: 280, rot: 8, ...bal },
      { x: 400, y: 480, s: 360, rot: -2, ...pl },
      { x: 210, y: 640, s: 250, rot: 12, ...he2 },
      { x: 600, y: 640, s: 290, rot: -8, ...on2 },
      { x: 700, y: 430, s: 150, rot: 0, ...fl3 },
    ],
  })
})
img('baby-shower-cookies-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    kind: 'cookie',
    surface: 'linen',
    tint: '#EFEAE4',
    cols: 3,
    rows: 3,
    cell: 190,
    box: '#FFFFFF',
    floor: '#F6EFE6',
    tissue: true,
    bow: '#CFDCC4',
    items: [
      ...babySet(BABY.sage).slice(0, 3),
      ...babySet(BABY.pink).slice(0, 3),
      ...babySet(BABY.blue).slice(0, 3),
    ].map((c) => ({ ...c, scale: 0.86 })),
  }),
)
for (const [name, p] of Object.entries(BABY))
  img(`variant-baby-${name}.webp`, 400, 400, (svg) => {
    const [on, , , he] = babySet(p)
    cookieFlatLay(svg, {
      surface: 'linen',
      tint: '#F1ECE6',
      cookies: [
        { x: 180, y: 190, s: 250, rot: -8, ...on },
        { x: 310, y: 300, s: 140, rot: 14, ...he },
      ],
    })
  })

img('corporate-logo-cookies-1.webp', 800, 800, (svg) =>
  cookieFlatLay(svg, {
    surface: 'marble',
    tint: '#ECE9E6',
    cookies: [
      { x: 250, y: 250, s: 320, rot: -6, ...COOKIE.monogram() },
      { x: 560, y: 270, s: 300, rot: 8, ...COOKIE.monogram('#FFFFFF', '#0E4A57') },
      { x: 400, y: 560, s: 420, rot: -3, ...COOKIE.thanks() },
    ],
    scatter: [
      { kind: 'leafGold', x: 660, y: 470, s: 30, rot: 20 },
      { kind: 'leafGold', x: 140, y: 470, s: 22, rot: 80 },
    ],
  }),
)
img('corporate-logo-cookies-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    kind: 'cookie',
    surface: 'linen',
    tint: '#E4E6E6',
    cols: 4,
    rows: 3,
    cell: 160,
    box: '#0E4A57',
    floor: '#F4EFE6',
    bow: '#E6D2AA',
    items: Array.from({ length: 12 }, (_, i) =>
      i % 2 ? COOKIE.monogram('#FFFFFF', '#0E4A57') : COOKIE.monogram(),
    ),
  }),
)

img('christmas-cookie-box-1.webp', 800, 800, (svg) =>
  cookieFlatLay(svg, {
    surface: 'wood',
    cookies: [
      { x: 230, y: 230, s: 320, rot: -6, ...COOKIE.tree() },
      { x: 540, y: 230, s: 300, rot: 10, ...COOKIE.gingerbread() },
      { x: 220, y: 550, s: 280, rot: 8, ...COOKIE.bauble() },
      { x: 520, y: 540, s: 280, rot: -12, ...COOKIE.snow() },
      { x: 680, y: 680, s: 180, rot: 14, ...COOKIE.goldStar() },
    ],
    scatter: [
      { kind: 'leaf', x: 400, y: 720, s: 70, rot: -30, color: '#4E7A4A' },
      { kind: 'cherry', x: 430, y: 715, s: 30 },
    ],
  }),
)
img('christmas-cookie-box-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    kind: 'cookie',
    surface: 'linen',
    tint: '#E8E2DA',
    cols: 3,
    rows: 3,
    cell: 190,
    box: '#9E2B35',
    floor: '#F6EFE6',
    tissue: true,
    bow: '#E6D2AA',
    items: [
      COOKIE.tree(),
      COOKIE.snow(),
      COOKIE.gingerbread(),
      COOKIE.bauble('#2F6B4A'),
      COOKIE.goldStar(),
      COOKIE.bauble(),
      COOKIE.gingerbread(),
      COOKIE.tree(),
      COOKIE.snow('#FFFFFF'),
    ].map((c) => ({ ...c, scale: 0.86 })),
  }),
)

// ── Custom made ──
const ivoryTier = (R, H, extra = {}) => ({
  R,
  H,
  frost: '#FBF3E6',
  layers: COMBOS.vanillaRaspberry.layers,
  decor: [
    { kind: 'pearl', ring: 40, side: true, r: R + 0.01, y: 0.035, s: 0.028, color: '#FFF8EC' },
  ],
  ...extra,
})
img('bespoke-celebration-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'teal',
    confetti: 22,
    zoom: 0.27,
    baseY: 0.76,
    stand: { kind: 'pedestal', color: '#F5EFE6', gold: true },
    tiers: [
      ivoryTier(1, 0.95, {
        decor: [
          { kind: 'pearl', ring: 40, side: true, r: 1.01, y: 0.035, s: 0.028, color: '#FFF8EC' },
          { kind: 'rose', side: true, r: 1.03, a: 60, y: 0.55, s: 0.34, color: '#EFA9B5' },
          { kind: 'rose', side: true, r: 1.03, a: 75, y: 0.25, s: 0.28, color: '#FBE3DA' },
          { kind: 'leaf', side: true, r: 1.03, a: 52, y: 0.4, s: 0.3, rot: 120, color: '#8FAE7E' },
          { kind: 'blossom', side: true, r: 1.03, a: 85, y: 0.65, s: 0.13, color: '#FFFFFF' },
        ],
      }),
      ivoryTier(0.68, 0.8, {
        frost: '#F6E3DF',
        decor: [
          { kind: 'pearl', ring: 30, side: true, r: 0.69, y: 0.03, s: 0.025, color: C.goldLight },
          ...flowerCluster('#EFA9B5', '#FBE3DA'),
        ],
      }),
    ],
  }),
)
img('bespoke-celebration-cake-2.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'blush',
    confetti: 30,
    zoom: 0.25,
    baseY: 0.8,
    stand: { kind: 'pedestal', color: '#FFFFFF', gold: true },
    tiers: [
      {
        R: 1,
        H: 1.45,
        frost: '#F6C6CE',
        layers: stack(
          C.vanillaSponge,
          [fillL(C.buttercream, 'cream', 0.05), fillL(C.jam, 'jam', 0.035)],
          4,
        ),
        drip: { c: '#FFFFFF', n: 15, min: 0.15, max: 0.42 },
        stripes: [
          { y0: 0, y1: 0.5, c: '#EFA3B2', op: 0.8 },
          { y0: 0.5, y1: 0.95, c: '#F3B6C2', op: 0.5 },
        ],
        decor: [
          { kind: 'macaron', r: 0.55, a: 210, s: 0.3, color: '#F3B6C2' },
          { kind: 'macaron', r: 0.5, a: 320, s: 0.28, color: '#FFFFFF' },
          { kind: 'candle', r: 0.25, a: 250, s: 0.45, color: '#F6D36B' },
          { kind: 'candle', r: 0.2, a: 20, s: 0.5, color: '#9EC1F0' },
          { kind: 'candle', r: 0.3, a: 110, s: 0.42, color: '#FFFFFF' },
          { kind: 'pop', r: 0.15, a: 170, s: 0.35, c: '#FFFFFF', sprinkles: SPRINKLES },
          { kind: 'meringue', r: 0.6, a: 120, s: 0.2 },
          { kind: 'meringue', r: 0.65, a: 60, s: 0.18, color: '#FBE3EC' },
          { kind: 'leafGold', r: 0.45, a: 150, s: 0.09 },
        ],
        sprinkles: { n: 60, colors: SPRINKLES, r: 0.85 },
      },
    ],
  }),
)
img('bespoke-celebration-cake-3.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'cream',
    zoom: 0.29,
    baseY: 0.86,
    stand: { kind: 'board', color: C.gold, scale: 1.14 },
    ds: 1.3,
    tiers: [
      ivoryTier(1, 0.72, {
        frost: '#E994A6',
        decor: [
          { kind: 'pearl', ring: 40, side: true, r: 1.01, y: 0.03, s: 0.026, color: '#FFF8EC' },
        ],
      }),
      ivoryTier(0.76, 0.64, {
        frost: '#F2B8C4',
        decor: [
          { kind: 'pearl', ring: 32, side: true, r: 0.77, y: 0.03, s: 0.024, color: '#FFF8EC' },
        ],
      }),
      ivoryTier(0.54, 0.58, {
        frost: '#FADDE2',
        decor: [
          { kind: 'pearl', ring: 26, side: true, r: 0.55, y: 0.03, s: 0.022, color: '#FFF8EC' },
          { kind: 'rose', r: 0.15, a: 220, s: 0.36, color: '#E994A6' },
          { kind: 'rose', r: 0.05, a: 40, s: 0.32, color: '#FFFFFF' },
          { kind: 'leaf', r: 0.3, a: 0, s: 0.25, rot: -10, color: '#8FAE7E' },
          { kind: 'leafGold', r: 0.3, a: 120, s: 0.08 },
        ],
      }),
    ],
  }),
)

img('unicorn-celebration-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'lilac',
    confetti: 20,
    zoom: 0.28,
    baseY: 0.76,
    stand: { kind: 'pedestal', color: '#FFFFFF', gold: true },
    tiers: [
      {
        R: 1,
        H: 1.25,
        frost: '#FFF8F2',
        layers: stack(C.vanillaSponge, [
          fillL(C.buttercream, 'cream', 0.05),
          fillL(C.jam, 'jam', 0.035),
        ]),
        decor: [
          { kind: 'lashes', side: true, r: 1.02, a: 72, y: 0.55, s: 0.22 },
          { kind: 'lashes', side: true, r: 1.02, a: 108, y: 0.55, s: 0.22 },
          { kind: 'ear', r: 0.55, a: 215, s: 0.5, flip: -1 },
          { kind: 'ear', r: 0.55, a: 325, s: 0.5 },
          { kind: 'horn', r: 0.2, a: 270, s: 0.9 },
          { kind: 'rose', r: 0.75, a: 150, s: 0.32, color: '#F2B8C0' },
          { kind: 'rose', r: 0.8, a: 120, s: 0.3, color: '#CDB6E0' },
          { kind: 'rose', r: 0.78, a: 180, s: 0.3, color: '#B7D3EE' },
          { kind: 'blossom', r: 0.85, a: 100, s: 0.14, color: '#FFFFFF' },
          { kind: 'meringue', r: 0.8, a: 205, s: 0.2, color: '#F6E0F0' },
          { kind: 'rosette', r: 0.75, a: 80, s: 0.22, color: '#F2B8C0' },
          { kind: 'rose', r: 0.82, a: 60, s: 0.28, color: '#F6D36B' },
          { kind: 'leafGold', r: 0.6, a: 30, s: 0.08 },
        ],
      },
    ],
  }),
)
img('unicorn-celebration-cake-2.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'sky',
    zoom: 0.3,
    baseY: 0.74,
    stand: { kind: 'board', color: '#FFFFFF' },
    tiers: [
      {
        R: 1,
        H: 1.1,
        frost: '#FFFFFF',
        layers: stack(C.vanillaSponge, [
          fillL(C.buttercream, 'cream', 0.05),
          fillL(C.jam, 'jam', 0.035),
        ]),
        sideSprinkles: { n: 160, colors: SPRINKLES, from: 0.02, to: 0.35 },
        drip: { c: '#F4BCC6', n: 15, min: 0.15, max: 0.4 },
        decor: [
          { kind: 'pop', r: 0.45, a: 230, s: 0.42, c: '#CDB6E0', sprinkles: SPRINKLES },
          { kind: 'pop', r: 0.35, a: 300, s: 0.5, c: '#F6D36B', drizzle: '#FFFFFF' },
          { kind: 'pop', r: 0.3, a: 190, s: 0.38, c: '#9EC1F0', sprinkles: ['#FFFFFF'] },
          { kind: 'candle', r: 0.1, a: 90, s: 0.5, color: '#F4BCC6' },
          { kind: 'rosette', ring: 8, r: 0.8, s: 0.22, color: '#FFFFFF', a: 30 },
          { kind: 'meringue', r: 0.5, a: 40, s: 0.22, color: '#F6E0F0' },
          { kind: 'meringue', r: 0.5, a: 140, s: 0.2, color: '#DCEBF8' },
        ],
        sprinkles: { n: 40, colors: SPRINKLES, r: 0.6 },
      },
    ],
  }),
)

// A dessert table: cake in the middle, cupcakes and pops around it.
function dessertTable(svg, bg = 'blush') {
  backdrop(svg, bg, { line: 0.62, confetti: 18 })
  const Vc = view(400, 560, 175, 22)
  cakeAt(svg, Vc, {
    stand: { kind: 'pedestal', color: '#FFFFFF', gold: true, foot: 0.6 },
    tiers: [caramelCake({ H: 1.05 })],
  })
  const Vl = view(150, 720, 210, 20)
  for (const c of [
    { x: -0.25, z: -0.4, ...CUP.pink },
    { x: 0.35, z: 0.1, ...CUP.redVelvet },
  ])
    cupcake(svg, Vl, c)
  const Vr = view(650, 760, 230, 24)
  popStand(svg, Vr, {
    block: '#FFFFFF',
    ribbon: '#E8A7B2',
    bw: 0.55,
    spans: [0.6, 0.5],
    rows: [
      [POP.pinkSprinkle, POP.chocDrizzle],
      [POP.whiteDrizzle, POP.halfPink],
    ],
  })
}
img('dessert-table-1.webp', 800, 800, (svg) => dessertTable(svg, 'blush'))
img('dessert-table-2.webp', 800, 800, (svg) => {
  surface(svg, 'marble', '#EDE8E2')
  cupcakeTop(svg, 190, 190, 110, topOf(CUP.redVelvet))
  cupcakeTop(svg, 400, 150, 100, topOf(CUP.caramel))
  cookie(svg, 610, 200, 250, 10, COOKIE.name('Welcome', '#FFFFFF', '#0E4A57', '#E6D2AA'))
  cakesicle(svg, 170, 500, 150, -15, {
    c: '#F3B6C2',
    half: '#FFFFFF',
    halfAt: 0.05,
    sprinkles: SPRINKLES,
  })
  for (const p of [
    { x: 420, y: 430, r: 80, rot: 60, ...POP.chocDrizzle },
    { x: 560, y: 470, r: 80, rot: 110, ...POP.ivoryGold },
  ]) {
    const ang = rad(p.rot)
    svg.add(
      `<line x1="${f(p.x)}" y1="${f(p.y)}" x2="${f(p.x + Math.cos(ang) * p.r * 3)}" y2="${f(p.y + Math.sin(ang) * p.r * 3)}" stroke="#F7F2EA" stroke-width="${f(p.r * 0.18)}" stroke-linecap="round"/>`,
    )
  }
  for (const p of [
    { x: 420, y: 430, r: 80, ...POP.chocDrizzle },
    { x: 560, y: 470, r: 80, ...POP.ivoryGold },
  ]) {
    shadowBlob(svg, p.x + 12, p.y + 16, p.r, p.r, 0.28, 10)
    popBall(svg, p.x, p.y, p.r, { ...p, stick: false })
  }
  cookie(svg, 660, 660, 200, -12, COOKIE.heart('#F6C9CF'))
  cupcakeTop(svg, 330, 680, 105, topOf(CUP.lemon))
  for (const d of scatterSprinkles(14, [60, 620, 250, 780], SPRINKLES, 41)) drawDecor(svg, [d])
})

img('event-treat-boxes-1.webp', 800, 800, (svg) =>
  boxScene(svg, {
    kind: 'cookie',
    surface: 'linen',
    tint: '#E6E4E0',
    cols: 3,
    rows: 2,
    cell: 200,
    box: '#FFFFFF',
    floor: '#F6EFE6',
    tissue: true,
    bow: '#0E4A57',
    items: [
      COOKIE.monogram(),
      COOKIE.thanks(),
      COOKIE.monogram('#FFFFFF', '#0E4A57'),
      COOKIE.heartSimple('#E6D2AA'),
      COOKIE.monogram(),
      COOKIE.star('#F3DFA6'),
    ].map((c) => ({ ...c, scale: 0.86 })),
  }),
)
img('event-treat-boxes-2.webp', 800, 800, (svg) => {
  backdrop(svg, 'teal', { line: 0.64, confetti: 20 })
  const Vr = view(560, 760, 260, 24)
  popStand(svg, Vr, {
    block: '#FBF6EE',
    ribbon: '#D8B26A',
    bw: 0.6,
    spans: [0.75, 0.55],
    rows: [
      [POP.ivoryGold, POP.darkGold, POP.ivoryPearl],
      [POP.ivoryPearl, POP.ivoryGold],
    ],
  })
  const Vl = view(210, 740, 250, 20)
  cupcake(svg, Vl, { x: -0.2, z: -0.3, ...CUP.caramel })
  cupcake(svg, Vl, { x: 0.35, z: 0.2, ...CUP.chocolate })
})

// ── Special offer ──
const partyCake = (extra = {}) => ({
  R: 1,
  H: 1.0,
  frost: '#FFFFFF',
  layers: COMBOS.vanillaRaspberry.layers,
  sideSprinkles: { n: 130, colors: SPRINKLES, from: 0.02, to: 0.3 },
  drip: { c: '#F4BCC6', n: 14, min: 0.15, max: 0.38 },
  decor: [
    { kind: 'rosette', ring: 9, r: 0.8, s: 0.22, color: '#FFFFFF', a: 10 },
    { kind: 'candle', r: 0.2, a: 250, s: 0.5, color: '#9EC1F0' },
    { kind: 'candle', r: 0.2, a: 330, s: 0.55, color: '#F6D36B' },
    { kind: 'candle', r: 0.15, a: 150, s: 0.48, color: '#F4BCC6' },
    { kind: 'macaron', r: 0.35, a: 60, s: 0.26, color: '#BFE3D3' },
  ],
  sprinkles: { n: 50, colors: SPRINKLES, r: 0.65 },
  ...extra,
})
img('birthday-party-bundle-1.webp', 800, 800, (svg) => {
  backdrop(svg, 'blush', { line: 0.6, confetti: 26 })
  cakeAt(svg, view(300, 560, 190, 24), {
    stand: { kind: 'board', color: '#FFFFFF' },
    ds: 1.4,
    tiers: [partyCake()],
  })
  const V = view(560, 740, 200, 20)
  for (const c of [
    { x: -0.15, z: -0.55, ...CUP.pink },
    { x: 0.6, z: -0.3, ...CUP.vanilla },
    {
      x: 0.1,
      z: 0.25,
      ...CUP.pink,
      frost: { c: '#CFE2F5', style: 'swirl' },
      liner: { c: '#FFFFFF', dots: '#9EC1F0' },
    },
  ])
    cupcake(svg, V, c)
})
img('birthday-party-bundle-2.webp', 800, 800, (svg) =>
  boxScene(svg, {
    cols: 4,
    rows: 3,
    cell: 160,
    box: '#FFFFFF',
    bow: '#9EC1F0',
    tint: '#F1ECEC',
    items: Array.from({ length: 12 }, (_, i) =>
      topOf(
        i % 3 === 0
          ? CUP.pink
          : i % 3 === 1
            ? CUP.vanilla
            : {
                ...CUP.vanilla,
                frost: { c: '#CFE2F5', style: 'swirl' },
                liner: { c: '#FFFFFF', dots: '#9EC1F0' },
              },
      ),
    ),
    scatter: scatterSprinkles(20, [30, 690, 770, 790], SPRINKLES, 51),
  }),
)

img('tasting-box-1.webp', 800, 800, (svg) => {
  boxScene(svg, {
    surface: 'wood',
    cols: 3,
    rows: 2,
    cell: 185,
    dy: -30,
    box: '#D9B98E',
    floor: '#F4EDE2',
    items: [CUP.chocolate, CUP.redVelvet, CUP.lemon, CUP.caramel, CUP.biscoff, CUP.vanilla].map(
      (p) => topOf(p),
    ),
  })
  // a kraft tag tied to the box
  svg.add(
    `<g transform="translate(560,690) rotate(-8)"><rect x="-4" y="4" width="190" height="76" rx="8" fill="#3a1a0a" opacity="0.25" filter="${svg.blur(4)}"/><path d="M0,0 L160,0 L190,38 L160,76 L0,76Z" fill="#EBD9BC"/><circle cx="165" cy="38" r="6" fill="#B98A5E"/><text x="78" y="48" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-style="italic" font-size="24" fill="#6E4426">Tasting box</text></g>`,
  )
})
img('tasting-box-2.webp', 800, 800, (svg) => {
  backdrop(svg, 'cream', { line: 0.42, confetti: 10 })
  const V = view(400, 470, 200, 30)
  // long serving board
  const b = [V.p(-1.9, 0, -0.75), V.p(1.9, 0, -0.75), V.p(1.9, 0, 0.9), V.p(-1.9, 0, 0.9)]
  const b2 = [V.p(-1.9, -0.1, 0.9), V.p(1.9, -0.1, 0.9)]
  shadowBlob(svg, 400, 570, 400, 90, 0.3, 14)
  svg.add(`<path d="${poly([b[3], b[2], b2[1], b2[0]])}" fill="#8E6240"/>`)
  svg.add(
    `<path d="${poly(b)}" fill="${svg.lin(
      [
        [0, '#C79A6B'],
        [1, '#B08050'],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  )
  for (let i = 0; i < 7; i++) {
    const z = -0.6 + i * 0.2
    svg.add(
      `<path d="${polyline([V.p(-1.9, 0, z), V.p(1.9, 0, z + 0.03)])}" stroke="#6E4426" stroke-opacity="0.12" stroke-width="2"/>`,
    )
  }
  const slices = [
    [
      -1.25,
      COMBOS.chocCaramel,
      {
        drip: { c: C.ganache, n: 2, min: 0.2, max: 0.4 },
        decor: [{ kind: 'truffle', r: 0.78, a: 12, s: 0.15 }],
      },
    ],
    [0, COMBOS.redVelvet, { decor: [{ kind: 'raspberry', r: 0.8, a: 12, s: 0.14 }] }],
    [
      1.25,
      COMBOS.lemonElderflower,
      {
        decor: [{ kind: 'blossom', r: 0.8, a: 12, s: 0.15, color: '#FFFFFF', center: C.lemonCurd }],
      },
    ],
  ]
  for (const [x, combo, extra] of slices) {
    const Vs = view(400 + x * 196, 500, 215, 30)
    sliceAt(
      svg,
      Vs,
      { H: 0.85, frost: combo.frost, frostT: 0.04, layers: combo.layers, ...extra },
      [-8, 32],
      1,
    )
  }
})
img('cake-pop-gift-box-1.webp', 800, 800, (svg) => {
  surface(svg, 'linen', '#EFE6E6')
  const inner = boxTop(svg, 110, 130, 580, 540, { color: '#F7D9DE', floor: '#FFF8F4' })
  const pops = [
    POP.pinkSprinkle,
    POP.chocDrizzle,
    POP.whiteDrizzle,
    POP.halfPink,
    POP.yellow,
    POP.lilacDots,
  ]
  pops.forEach((p, i) => {
    const x = inner.x + 95 + (i % 3) * 165
    const y = inner.y + 85 + Math.floor(i / 3) * 230
    svg.add(
      `<line x1="${f(x + 20)}" y1="${f(y + 30)}" x2="${f(x + 48)}" y2="${f(y + 150)}" stroke="#F7F2EA" stroke-width="12" stroke-linecap="round"/>`,
    )
    shadowBlob(svg, x + 8, y + 10, 66, 66, 0.28, 8)
    popBall(svg, x, y, 64, { ...p, stick: false })
  })
  ribbonBow(svg, 640, 150, 150, '#FFFFFF')
})
img('cake-pop-gift-box-2.webp', 800, 800, (svg) =>
  popStandScene(svg, {
    bg: 'peach',
    ribbon: '#F3B6C2',
    block: '#FFFFFF',
    rows: [
      [POP.yellow, POP.pinkSprinkle, POP.chocDrizzle, POP.mint],
      [POP.halfPink, POP.lilacDots, POP.halfChoc],
    ],
    confetti: 16,
  }),
)

// ── Wedding cakes (inactive section) ──
img('three-tier-wedding-cake-1.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'teal',
    confetti: 28,
    zoom: 0.27,
    baseY: 0.84,
    stand: { kind: 'pedestal', color: '#F5EFE6', gold: true, foot: 0.35 },
    ds: 1.3,
    tiers: [
      ivoryTier(1, 0.72, {
        decor: [
          { kind: 'pearl', ring: 40, side: true, r: 1.01, y: 0.03, s: 0.026, color: '#FFF8EC' },
          { kind: 'rose', side: true, r: 1.04, a: 115, y: 0.45, s: 0.3, color: '#FBE3DA' },
          {
            kind: 'leaf',
            side: true,
            r: 1.04,
            a: 125,
            y: 0.3,
            s: 0.28,
            rot: 140,
            color: '#A9BFA1',
          },
        ],
      }),
      ivoryTier(0.76, 0.64, {
        decor: [
          { kind: 'pearl', ring: 32, side: true, r: 0.77, y: 0.03, s: 0.024, color: '#FFF8EC' },
          { kind: 'rose', side: true, r: 0.8, a: 70, y: 0.4, s: 0.3, color: '#EFA9B5' },
          { kind: 'blossom', side: true, r: 0.8, a: 85, y: 0.2, s: 0.12, color: '#FFFFFF' },
        ],
      }),
      ivoryTier(0.54, 0.58, {
        decor: [
          { kind: 'pearl', ring: 26, side: true, r: 0.55, y: 0.03, s: 0.022, color: C.goldLight },
          { kind: 'rose', r: 0.15, a: 220, s: 0.36, color: '#FBE3DA' },
          { kind: 'rose', r: 0.05, a: 40, s: 0.32, color: '#EFA9B5' },
          { kind: 'leaf', r: 0.3, a: 0, s: 0.25, rot: -10, color: '#A9BFA1' },
          { kind: 'leafGold', r: 0.3, a: 120, s: 0.08 },
        ],
      }),
    ],
  }),
)
img('three-tier-wedding-cake-2.webp', 800, 800, (svg) =>
  cakeScene(svg, {
    bg: 'sage',
    zoom: 0.29,
    baseY: 0.86,
    stand: { kind: 'board', color: '#C99B6B', scale: 1.2 },
    ds: 1.3,
    tiers: [
      { R: 1, H: 0.72, frost: '#FBF3E6', naked: 0.55, layers: COMBOS.vanillaRaspberry.layers },
      {
        R: 0.76,
        H: 0.64,
        frost: '#FBF3E6',
        naked: 0.55,
        layers: COMBOS.vanillaRaspberry.layers,
        decor: [{ kind: 'raspberry', side: false, r: 0.9, a: 80, s: 0.12 }],
      },
      {
        R: 0.54,
        H: 0.58,
        frost: '#FBF3E6',
        naked: 0.55,
        layers: COMBOS.vanillaRaspberry.layers,
        decor: flowerCluster('#FBE3DA', '#FFFFFF').map((d) => ({
          ...d,
          r: (d.r ?? 0) * 0.6,
          s: d.s * 0.8,
        })),
      },
    ],
  }),
)

// ── Brand: loading screen and hero ──
img(
  'loading-1.webp',
  480,
  480,
  (svg) => {
    const V = view(240, 430, 480 * 0.62, 20)
    cupcake(svg, V, { x: 0, z: 0, ...CUP.pink })
  },
  'brand',
  { width: 240, height: 240 },
)
img(
  'loading-2.webp',
  480,
  480,
  (svg) => {
    const V = view(240, 370, 150, 24)
    cakeAt(svg, V, {
      stand: { kind: 'board', color: C.gold },
      ds: 1.4,
      tiers: [chocCake({ decor: [CHOC_RIM, ...truffleCluster.slice(0, 4)] })],
    })
  },
  'brand',
  { width: 240, height: 240 },
)
img(
  'loading-3.webp',
  480,
  480,
  (svg) => {
    svg.add(
      `<ellipse cx="240" cy="450" rx="60" ry="12" fill="#000" opacity="0.25" filter="${svg.blur(6)}"/>`,
    )
    popBall(svg, 240, 170, 120, { ...POP.pinkSprinkle, stick: 280, sprinkleN: 70 })
  },
  'brand',
  { width: 240, height: 240 },
)
img(
  'loading-4.webp',
  480,
  480,
  (svg) => {
    cookie(svg, 240, 250, 400, -8, COOKIE.heart(C.raspberry))
  },
  'brand',
  { width: 240, height: 240 },
)

img(
  'hero.webp',
  1600,
  900,
  (svg) => {
    // deep teal studio; flat on the left where the headline sits, warm light on the right
    svg.add(`<rect width="1600" height="900" fill="#01303D"/>`)
    svg.add(
      `<ellipse cx="1130" cy="400" rx="640" ry="440" fill="${svg.radBox([
        [0, '#F3DFA6', 0.2],
        [0.55, '#E6D2AA', 0.05],
        [1, '#E6D2AA', 0],
      ])}"/>`,
    )
    const ly = 705
    svg.add(`<rect y="${ly}" width="1600" height="${900 - ly}" fill="#022A35"/>`)
    svg.add(
      `<rect x="520" y="${ly}" width="1080" height="${900 - ly}" fill="${svg.lin(
        [
          [0, '#0A4756', 0],
          [0.35, '#0A4756', 0.8],
          [1, '#0A4756', 0.6],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    svg.add(
      `<rect x="520" y="${ly}" width="1080" height="2" fill="${svg.lin(
        [
          [0, '#E6D2AA', 0],
          [0.4, '#E6D2AA', 0.35],
          [1, '#E6D2AA', 0.15],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    svg.add(
      `<ellipse cx="1120" cy="${ly + 60}" rx="520" ry="90" fill="#F3DFA6" opacity="0.08" filter="${svg.blur(20)}"/>`,
    )
    // bokeh
    const rnd = mulberry32(99)
    for (let i = 0; i < 40; i++) {
      const x = 720 + rnd() * 880
      const y = 40 + rnd() * 560
      const r = 6 + rnd() * 30
      svg.add(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${rnd() < 0.7 ? '#F3DFA6' : '#F6C9CF'}" opacity="${f(0.05 + rnd() * 0.16)}" filter="${svg.blur(r > 20 ? 6 : 2)}"/>`,
      )
    }
    // the celebration cake
    cakeAt(svg, view(1110, 705, 190, 22), {
      stand: { kind: 'pedestal', color: '#F5EFE6', gold: true, foot: 0.5 },
      ds: 1.35,
      tiers: [
        ivoryTier(1, 0.95, {
          frost: '#FBF3E6',
          drip: { c: '#E2B65A', n: 16, min: 0.15, max: 0.4 },
          decor: [
            { kind: 'pearl', ring: 44, side: true, r: 1.01, y: 0.035, s: 0.026, color: '#FFF8EC' },
            { kind: 'rose', side: true, r: 1.04, a: 62, y: 0.45, s: 0.32, color: '#EFA9B5' },
            { kind: 'rose', side: true, r: 1.04, a: 76, y: 0.2, s: 0.26, color: '#FBE3DA' },
            {
              kind: 'leaf',
              side: true,
              r: 1.04,
              a: 55,
              y: 0.3,
              s: 0.3,
              rot: 120,
              color: '#8FAE7E',
            },
          ],
        }),
        ivoryTier(0.68, 0.82, {
          frost: '#F6E3DF',
          decor: [
            { kind: 'pearl', ring: 30, side: true, r: 0.69, y: 0.03, s: 0.024, color: C.goldLight },
            ...flowerCluster('#EFA9B5', '#FBE3DA'),
            { kind: 'macaron', r: 0.45, a: 100, s: 0.22, color: '#F3B6C2' },
          ],
        }),
      ],
    })
    // cupcakes and pops around it
    const V = view(770, 800, 170, 20)
    cupcake(svg, V, { x: -0.1, z: -0.3, ...CUP.caramel })
    cupcake(svg, V, { x: 0.55, z: 0.2, ...CUP.redVelvet })
    const Vp = view(1470, 835, 190, 24)
    popStand(svg, Vp, {
      block: '#FBF6EE',
      ribbon: '#D8B26A',
      bw: 0.45,
      spans: [0.45, 0],
      rows: [[POP.ivoryGold, POP.pinkSprinkle], [POP.chocDrizzle]],
    })
    // gold confetti on the table
    for (let i = 0; i < 40; i++) {
      const x = 620 + rnd() * 960
      const y = ly + 60 + rnd() * 130
      svg.add(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(6 + rnd() * 6)}" height="${f(3 + rnd() * 3)}" fill="${rnd() < 0.75 ? '#E6D2AA' : '#F6C9CF'}" opacity="${f(0.5 + rnd() * 0.4)}" transform="rotate(${f(rnd() * 180)} ${f(x)} ${f(y)})"/>`,
      )
    }
  },
  'brand',
  { quality: 85, smartSubsample: true },
)

// ───────────────────────────── brand: logo (glyphs outlined from a TrueType font) ─────────────────────────────

/** Minimal TrueType reader: enough to outline simple glyphs of a font file as SVG paths. */
function readFont(buf) {
  const u16 = (o) => buf.readUInt16BE(o)
  const i16 = (o) => buf.readInt16BE(o)
  const u32 = (o) => buf.readUInt32BE(o)
  const tables = {}
  const n = u16(4)
  for (let i = 0; i < n; i++) {
    const o = 12 + i * 16
    tables[buf.toString('latin1', o, o + 4)] = { off: u32(o + 8), len: u32(o + 12) }
  }
  const head = tables.head.off
  const unitsPerEm = u16(head + 18)
  const locFormat = i16(head + 50)
  const numH = u16(tables.hhea.off + 34)
  const numGlyphs = u16(tables.maxp.off + 4)
  // cmap format 4 (Unicode BMP)
  const cmap = tables.cmap.off
  let sub = -1
  for (let i = 0; i < u16(cmap + 2); i++) {
    const pid = u16(cmap + 4 + i * 8)
    const eid = u16(cmap + 6 + i * 8)
    const off = u32(cmap + 8 + i * 8)
    if (pid === 3 && eid === 1 && u16(cmap + off) === 4) sub = cmap + off
  }
  const segX2 = u16(sub + 6)
  const ends = sub + 14
  const starts = ends + segX2 + 2
  const deltas = starts + segX2
  const ranges = deltas + segX2
  const glyphIndex = (code) => {
    for (let i = 0; i < segX2 / 2; i++) {
      const end = u16(ends + i * 2)
      if (code > end) continue
      const start = u16(starts + i * 2)
      if (code < start) return 0
      const delta = i16(deltas + i * 2)
      const ro = u16(ranges + i * 2)
      if (ro === 0) return (code + delta) & 0xffff
      const g = u16(ranges + i * 2 + ro + (code - start) * 2)
      return g === 0 ? 0 : (g + delta) & 0xffff
    }
    return 0
  }
  const loca = (g) =>
    locFormat === 0 ? u16(tables.loca.off + g * 2) * 2 : u32(tables.loca.off + g * 4)
  const advance = (g) => u16(tables.hmtx.off + Math.min(g, numH - 1) * 4)
  const outline = (g) => {
    if (g >= numGlyphs) return []
    const start = tables.glyf.off + loca(g)
    if (loca(g + 1) === loca(g)) return []
    const nc = i16(start)
    if (nc < 0) throw new Error('composite glyphs are not supported')
    let p = start + 10
    const endPts = []
    for (let i = 0; i < nc; i++) endPts.push(u16(p + i * 2))
    p += nc * 2
    p += 2 + u16(p)
    const count = endPts[nc - 1] + 1
    const flags = []
    while (flags.length < count) {
      const fl = buf[p++]
      flags.push(fl)
      if (fl & 8) {
        let r = buf[p++]
        while (r--) flags.push(fl)
      }
    }
    const xs = []
    let v = 0
    for (const fl of flags) {
      if (fl & 2) v += fl & 16 ? buf[p++] : -buf[p++]
      else if (!(fl & 16)) {
        v += i16(p)
        p += 2
      }
      xs.push(v)
    }
    const ys = []
    v = 0
    for (const fl of flags) {
      if (fl & 4) v += fl & 32 ? buf[p++] : -buf[p++]
      else if (!(fl & 32)) {
        v += i16(p)
        p += 2
      }
      ys.push(v)
    }
    const contours = []
    let s0 = 0
    for (const e of endPts) {
      const pts = []
      for (let i = s0; i <= e; i++) pts.push({ x: xs[i], y: ys[i], on: (flags[i] & 1) === 1 })
      contours.push(pts)
      s0 = e + 1
    }
    return contours
  }
  return { unitsPerEm, glyphIndex, advance, outline }
}

/** Text as one SVG path. x, y: baseline start; size: em size; tracking: extra advance in em. */
function textPath(font, text, x, y, size, { tracking = 0, kern = {} } = {}) {
  const k = size / font.unitsPerEm
  let d = ''
  let pen = x
  const chars = [...text]
  chars.forEach((ch, idx) => {
    const g = font.glyphIndex(ch.codePointAt(0))
    for (const pts of font.outline(g)) {
      const P = (q) => [pen + q.x * k, y - q.y * k]
      // start at an on-curve point (or the midpoint of two off-curve ones)
      let startIdx = pts.findIndex((q) => q.on)
      let startPt
      if (startIdx === -1) {
        startPt = { x: (pts[0].x + pts[1].x) / 2, y: (pts[0].y + pts[1].y) / 2, on: true }
        startIdx = 0
      } else startPt = pts[startIdx]
      const [sx, sy] = P(startPt)
      d += `M${f2(sx)},${f2(sy)}`
      const nPts = pts.length
      let ctrl = null
      for (let i = 1; i <= nPts; i++) {
        const q = pts[(startIdx + i) % nPts]
        const pt = i === nPts ? startPt : q
        if (q.on || i === nPts) {
          const [px, py] = P(i === nPts ? startPt : q)
          if (ctrl) {
            const [cx, cy] = P(ctrl)
            d += `Q${f2(cx)},${f2(cy)} ${f2(px)},${f2(py)}`
            ctrl = null
          } else d += `L${f2(px)},${f2(py)}`
        } else {
          if (ctrl) {
            const mid = { x: (ctrl.x + q.x) / 2, y: (ctrl.y + q.y) / 2 }
            const [cx, cy] = P(ctrl)
            const [mx, my] = P(mid)
            d += `Q${f2(cx)},${f2(cy)} ${f2(mx)},${f2(my)}`
          }
          ctrl = q
        }
        void pt
      }
      d += 'Z'
    }
    const next = chars[idx + 1]
    pen += font.advance(g) * k + tracking * size + (next ? (kern[ch + next] ?? 0) * size : 0)
  })
  return { d, width: pen - x }
}
const f2 = (n) => (Math.round(n * 100) / 100).toString()

const FONT_DIR = '/usr/share/fonts/truetype/dejavu'

async function drawLogo() {
  const serifFile = path.join(FONT_DIR, 'DejaVuSerifCondensed-Italic.ttf')
  const sansFile = path.join(FONT_DIR, 'DejaVuSans-ExtraLight.ttf')
  if (!existsSync(serifFile) || !existsSync(sansFile)) {
    console.warn('logo.svg: DejaVu fonts not found, keeping the existing logo')
    return
  }
  const serif = readFont(await readFile(serifFile))
  const sans = readFont(await readFile(sansFile))
  const gold = C.brandGold
  const word = textPath(serif, 'Sweet Art', 104, 56, 48, { tracking: 0.01, kern: { tA: -0.04 } })
  const tagText = 'BESPOKE CAKES · LONDON'
  const tagProbe = textPath(sans, tagText, 0, 0, 10.5, { tracking: 0.28 })
  const tag = textPath(sans, tagText, 104 + (word.width - tagProbe.width) / 2, 80, 10.5, {
    tracking: 0.28,
  })
  const W = Math.ceil(104 + word.width + 8)
  // the mark: a thin ring, a two-tier cake with a drip and a candle, and a whisk leaning behind it
  const mark = [
    `<circle cx="48" cy="48" r="42" fill="none" stroke="${gold}" stroke-width="1.6"/>`,
    `<circle cx="48" cy="48" r="38" fill="none" stroke="${gold}" stroke-width="0.6" stroke-dasharray="1 3.2" stroke-linecap="round"/>`,
    // whisk, masked so that it passes behind the cake
    `<mask id="sa-behind-cake" maskUnits="userSpaceOnUse" x="0" y="0" width="96" height="96"><rect width="96" height="96" fill="#fff"/><path d="M25.5,75 L25.5,54.5 L33,54.5 L33,42 L63,42 L63,54.5 L70.5,54.5 L70.5,75Z" fill="#000"/></mask>`,
    `<g mask="url(#sa-behind-cake)"><g transform="translate(6 -7) rotate(38 60 40)" fill="none" stroke="${gold}" stroke-width="1.3" stroke-linecap="round">`,
    `<path d="M60,14 C52,22 53,36 60,42 C67,36 68,22 60,14Z"/>`,
    `<path d="M60,14 C56,22 56.5,35 60,42 C63.5,35 64,22 60,14Z"/>`,
    `<path d="M60,14 L60,42"/>`,
    `<path d="M60,42 L60,47" stroke-width="2.4"/>`,
    `<path d="M60,47 L60,62" stroke-width="3.4"/>`,
    `</g></g>`,
    // cake
    `<path d="M24,74 L72,74 L72,77 L24,77Z" fill="${gold}"/>`,
    `<g fill="none" stroke="${gold}" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="M28,73 L28,59 Q28,56.5 30.5,56.5 L65.5,56.5 Q68,56.5 68,59 L68,73Z"/>`,
    `<path d="M28,60.5 Q31,65 34,60.5 Q37,66.5 40,60.5 Q43,64 46,60.5 Q49,67 52,60.5 Q55,64.5 58,60.5 Q61,66 64,60.5 Q66,63.5 68,60.5"/>`,
    `<path d="M35,56.5 L35,46 Q35,44 37,44 L59,44 Q61,44 61,46 L61,56.5"/>`,
    `<path d="M35,48.5 Q38,52 41,48.5 Q44,53 47,48.5 Q50,51.5 53,48.5 Q56,52.5 61,48.5"/>`,
    `<path d="M48,44 L48,36.5"/>`,
    `</g>`,
    `<path d="M48,28 C50.6,31.2 50.4,34 48,35.2 C45.6,34 45.4,31.2 48,28Z" fill="${gold}"/>`,
    `<circle cx="40" cy="68" r="1" fill="${gold}"/><circle cx="48" cy="68" r="1" fill="${gold}"/><circle cx="56" cy="68" r="1" fill="${gold}"/>`,
  ].join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} 96" width="${W}" height="96" role="img" aria-label="Sweet Art">
<title>Sweet Art</title>
${mark}
<path fill="${gold}" d="${word.d}"/>
<path fill="${gold}" d="${tag.d}"/>
<path d="M${f2(104 + (word.width - tagProbe.width) / 2 - 14)},76.5 h9 M${f2(104 + (word.width + tagProbe.width) / 2 + 5)},76.5 h9" stroke="${gold}" stroke-width="0.8"/>
</svg>
`
  await writeFile(path.join(BRAND_DIR, 'logo.svg'), svg)
  if (PREVIEW) {
    const png = await sharp(Buffer.from(svg.replace('<svg ', '<svg style="background:#01303D" ')), {
      density: 288,
    })
      .flatten({ background: '#01303D' })
      .png()
      .toBuffer()
    await writeFile(path.join(PREVIEW, 'logo.png'), png)
  }
}

// ───────────────────────────── main ─────────────────────────────

async function main() {
  const words = process.argv.slice(2)
  await mkdir(SEED_DIR, { recursive: true })
  await mkdir(BRAND_DIR, { recursive: true })
  let count = 0
  let bytes = 0
  for (const im of IMAGES) {
    if (words.length && !words.some((w) => im.name.includes(w))) continue
    const svg = new Svg(im.w, im.h, hashSeed(im.name))
    im.draw(svg)
    const dir = im.dir === 'brand' ? BRAND_DIR : SEED_DIR
    const size = await writeImage(dir, im.name, svg, im.opts)
    count++
    bytes += size
    if (process.env.VERBOSE) console.log(`${im.name}\t${(size / 1024).toFixed(1)} KB`)
  }
  if (!words.length || words.some((w) => 'logo.svg'.includes(w))) {
    await drawLogo()
    count++
  }
  console.log(`drew ${count} images, ${(bytes / 1024).toFixed(0)} KB`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
