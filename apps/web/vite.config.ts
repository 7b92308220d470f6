import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { transform as transformCss } from 'lightningcss'
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
// By path rather than as @sweet-art/domain/built-pages: Vite bundles the config's relative imports
// but leaves package imports to Node, which cannot load the package's TypeScript.
import {
  APP_PAGE_FILE,
  BUILT_ASSETS_DIR,
  HOME_PAGE_FILE,
  PAGE_PHOTO_SRCSET_PLACEHOLDER,
  PRODUCT_PAGE_FILE,
  SECTION_PAGE_FILE,
} from '../../packages/domain/src/built-pages.ts'
import { SECTIONS_PATH } from './src/features/catalog/api/sections-path.ts'
import {
  HERO_SIZES,
  HERO_SOURCES,
  PRODUCT_CARD_SIZES,
  PRODUCT_PHOTO_SIZES,
} from './src/config/landing-photos.ts'

const COMPRESSIBLE_FILE = /\.(?:html|js|css|svg|json)$/
const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/**
 * Writes a `.br` and a `.gz` copy beside every text file of the build, compressed once at the
 * highest levels, which would be too slow per request; the API sends the copy the browser accepts.
 */
function precompressBuild(): Plugin {
  return {
    name: 'sweet-art:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist'
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE_FILE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const content = await readFile(path)
          const [brotli, gzipped] = await Promise.all([
            compressBrotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            compressGzip(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ])
          // A copy no smaller than the file would only cost the browser a decompression.
          if (brotli.length < content.length) await writeFile(`${path}.br`, brotli)
          if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped)
        }),
      )
    },
  }
}

/**
 * Every page starts from the catalogue, which the app requests only once its code has run; the
 * preload starts it with the page. `use-credentials` matches the app's own request (api-client
 * sends cookies), so the browser hands the preloaded answer over instead of fetching it twice.
 */
function preloadCatalogue(apiPrefix: string): Plugin {
  return {
    name: 'sweet-art:preload-catalogue',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'fetch',
          crossorigin: 'use-credentials',
          href: `${apiPrefix}${SECTIONS_PATH}`,
        },
        injectTo: 'head',
      },
    ],
  }
}

// The loading screen's own styles with the tokens they use; loading-screen.css needs nothing else.
const LOADING_SCREEN_STYLES = [
  new URL('./src/app/styles/tokens.css', import.meta.url),
  new URL('./src/app/layout/loading-screen.css', import.meta.url),
]
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>\s*/g

/**
 * Paints the loading screen as soon as the HTML arrives, before any other file: its styles go
 * inline into the head, and the app's style sheets move to the end of the body, where they no
 * longer hold back that first paint. They still hold back the app's code, since a module script
 * runs only once the page's style sheets have loaded, so the app never renders unstyled.
 */
function paintLoadingScreenFirst(): Plugin {
  return {
    name: 'sweet-art:loading-screen-first',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const sources = await Promise.all(LOADING_SCREEN_STYLES.map((file) => readFile(file)))
        const { code } = transformCss({
          filename: 'loading-screen.css',
          code: Buffer.concat(sources),
          minify: true,
        })
        const stylesheets = html.match(STYLESHEET_LINK) ?? []
        return html
          .replace(STYLESHEET_LINK, '')
          .replace('</head>', `  <style>${code.toString()}</style>\n  </head>`)
          .replace(
            '</body>',
            `  ${stylesheets.map((link) => link.trim()).join('\n    ')}\n  </body>`,
          )
      },
    },
  }
}

/** The chunk of the section and product pages, which section.html and product.html preload. */
const LANDING_CHUNK_NAME = 'landing-pages'

/**
 * How the app's code is cut into files. Left to itself the bundler splits off every module that
 * the start and a lazy page share, and a first visit fetched ten small files before React could
 * start; each costs a round trip on a phone. Instead: everything the start imports is one file;
 * the section and product pages, where visitors from search and shared links land, are one more,
 * which their HTML preloads; the few parts they share with the home page's lower blocks and the
 * static pages (the page frame's styles among them) are a third, so neither the home page nor a
 * static page downloads the product page.
 */
const CODE_SPLITTING_GROUPS = [
  { name: 'start', tags: ['$initial' as const] },
  {
    name: 'storefront-shared',
    test: /[\\/]src[\\/]components[\\/]ui[\\/](?:responsive-image\.tsx|use-is-mobile\.ts|page\.module\.css)$/,
  },
  { name: LANDING_CHUNK_NAME, test: /[\\/]src[\\/]app[\\/]routes[\\/](?:section|product)\.tsx$/ },
  // The carousel and the hooks that start it, one file: as separate files each cost the main
  // thread the preload link Vite adds for it as well as a request (decision 025).
  {
    name: 'carousel',
    test: /[\\/]src[\\/]components[\\/]ui[\\/](?:carousel\.tsx|use-embla-when-near\.ts|use-start-when-near\.ts)$/,
  },
  // The small parts the home page's story blocks share with the static pages: one file, not four.
  {
    name: 'static-pages-shared',
    test: /[\\/]src[\\/]features[\\/]static-pages[\\/](?:content[\\/][^\\/]+|components[\\/](?:faq-accordion|line-art))\.tsx?$/,
  },
]

/** The app's page with `tags` inserted at the end of its head. */
function withHeadTags(html: string, tags: readonly string[]): string {
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
}

/** A high-priority preload of one responsive image. */
function imagePreload(srcset: string, sizes: string): string {
  return `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`
}

/**
 * Writes the landing pages' own copies of the app's page, each preloading its largest paint, which
 * the browser would otherwise find only once the app has rendered: `home.html` preloads the hero
 * photo; `section.html` (a section's first product photo) and `product.html` (the product's first
 * photo) carry the sizes of their photo and a placeholder for its files, which only the catalogue
 * knows. The API sends each for its pages and `index.html` for every other page.
 */
function emitLandingPages(): Plugin {
  let base = '/'
  return {
    name: 'sweet-art:landing-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
      const heroSrcset = HERO_SOURCES.map(({ path, width }) => {
        const file = files.find(
          (candidate) => candidate.type === 'asset' && candidate.originalFileNames.includes(path),
        )
        if (file === undefined) throw new Error(`The build has no ${path}`)
        return `${base}${file.fileName} ${String(width)}w`
      }).join(', ')
      const landing = files.find(
        (file) => file.type === 'chunk' && file.name === LANDING_CHUNK_NAME,
      )
      if (landing?.type !== 'chunk') throw new Error(`The build has no ${LANDING_CHUNK_NAME} chunk`)
      // The chunk and the chunks it imports, but not the entry: the page's own script loads that.
      const landingChunks = [landing, ...landing.imports.map((name) => bundle[name])].filter(
        (chunk): chunk is Rolldown.OutputChunk => chunk?.type === 'chunk' && !chunk.isEntry,
      )
      const landingPreloads = landingChunks.flatMap((chunk) => [
        `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`,
        // Vite adds the chunk's style sheet with `crossorigin`; a preload without it is a
        // different request, which the browser fetches again and warns about in the console.
        ...[...(chunk.viteMetadata?.importedCss ?? [])].map(
          (css) => `<link rel="preload" as="style" crossorigin href="${base}${css}">`,
        ),
      ])
      const index = bundle[APP_PAGE_FILE]
      if (index?.type !== 'asset') throw new Error(`The build has no ${APP_PAGE_FILE}`)
      const html = String(index.source)
      // The same candidates and sizes as each page's <img>, so the browser picks the same file.
      const pages = {
        [HOME_PAGE_FILE]: withHeadTags(html, [imagePreload(heroSrcset, HERO_SIZES)]),
        [SECTION_PAGE_FILE]: withHeadTags(html, [
          imagePreload(PAGE_PHOTO_SRCSET_PLACEHOLDER, PRODUCT_CARD_SIZES),
          ...landingPreloads,
        ]),
        [PRODUCT_PAGE_FILE]: withHeadTags(html, [
          imagePreload(PAGE_PHOTO_SRCSET_PLACEHOLDER, PRODUCT_PHOTO_SIZES),
          ...landingPreloads,
        ]),
      }
      for (const [fileName, source] of Object.entries(pages)) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}

/**
 * Asks V8 to compile the start file's functions at once, as it downloads: nearly all of them run
 * on the first load (React, the router, the shell), and compiling each on its first call ran on
 * the main thread during the first render. Explicit compile hints read this comment only at the
 * very top of the file, so it is written in after the build's own additions to the entry.
 */
function compileStartEagerly(): Plugin {
  return {
    name: 'sweet-art:compile-start-eagerly',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) {
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
          }
        }
      },
    },
  }
}

// In dev the SPA and the API run as two processes; proxying /api keeps them on one origin, as in
// production, so cookies and the API's Origin check behave the same.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const apiPrefix = env.VITE_API_PREFIX ?? '/api'
  const apiTarget = env.API_PROXY_TARGET ?? 'http://localhost:3000'

  return {
    plugins: [
      react(),
      preloadCatalogue(apiPrefix),
      paintLoadingScreenFirst(),
      emitLandingPages(),
      compileStartEagerly(),
      precompressBuild(),
    ],
    // The `@/` alias of tsconfig.json.
    resolve: { tsconfigPaths: true },
    server: {
      port: 5173,
      proxy: { [apiPrefix]: { target: apiTarget, changeOrigin: false } },
    },
    preview: {
      port: 4173,
      proxy: { [apiPrefix]: { target: apiTarget, changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // No data: URLs, so the CSP's img-src can stay at 'self'.
      assetsDir: BUILT_ASSETS_DIR,
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: { groups: CODE_SPLITTING_GROUPS } } },
    },
  }
})
