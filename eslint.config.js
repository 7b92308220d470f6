import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import { builtinModules } from 'node:module'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const NO_ANY = { selector: "TSTypeReference[typeName.name='any']", message: 'No any.' }

const NODE_BUILT_IN = `node:|(?:${builtinModules.join('|')})(?:/|$)`

/**
 * packages/domain is the shop's rules and nothing else: db, api and web depend on it, never the
 * reverse, and it does no I/O, so what it needs from the world (time, randomness, stored data)
 * comes in as parameters. Relative imports and the named packages are all it may load.
 */
function domainImportRules(allowedPackages) {
  const allowed = allowedPackages.map((name) => `${name}(?:/|$)`).join('|')
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?:${NODE_BUILT_IN})`,
            message:
              'packages/domain does no I/O: no Node built-ins. Take what they give (time, ids, files) as a parameter.',
          },
          {
            regex: '^@sweet-art/',
            message:
              'packages/domain imports no other workspace package: db, api and web depend on domain, never the reverse.',
          },
          {
            regex: `^(?!\\.|@sweet-art/|${NODE_BUILT_IN}|${allowed})`,
            message: `packages/domain imports only ${allowedPackages.join(', ')}: no database, HTTP or runtime library.`,
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      NO_ANY,
      { selector: 'ImportExpression', message: 'packages/domain loads no module at run time.' },
    ],
  }
}

// The web app's feature folders, read from disk so that a new feature is fenced in from its start.
const WEB_SRC = 'apps/web/src'
const WEB_FEATURES = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// API module boundaries and import cycles (docs/architecture.md › Which part may import which).
// A module reaches another module through its service, never its repository; code outside the
// modules (app, plugins, providers, lib, cli) imports no repository at all. No import cycles in
// the API or the packages: `no-cycle` follows relative and workspace imports, never node_modules,
// and looks for cycles of up to 12 files, which keeps lint quick.
const API_MODULES_DIR = join(import.meta.dirname, 'apps/api/src/modules')
const API_MODULES = readdirSync(API_MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const API_REPOSITORIES = ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/repository/**']
const REPOSITORY_MESSAGE =
  "Call that module's service instead: a repository is its own module's business."
const apiBoundaries = [
  {
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the cycle rule reads only .js files and never follows a .ts import.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...API_MODULES.map((name) => ({
              target: `apps/api/src/modules/${name}/**`,
              from: API_REPOSITORIES,
              except: [join(API_MODULES_DIR, name, '**')],
              message: REPOSITORY_MESSAGE,
            })),
            {
              target: ['apps/api/src/*.ts', 'apps/api/src/!(modules)/**'],
              from: API_REPOSITORIES,
              message: REPOSITORY_MESSAGE,
            },
          ],
        },
      ],
    },
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'packages/db/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  // The rules that need types (floating promises, unsafe any, deprecated APIs…) run in oxlint on
  // TypeScript 7 (.oxlintrc.json, docs/decisions/021-type-aware-lint-on-typescript-7.md); ESLint
  // keeps the rules that read one file's syntax or follow its imports.
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_ANY],
    },
  },
  {
    name: 'domain imports no I/O',
    files: ['packages/domain/src/**/*.ts'],
    rules: domainImportRules(['zod']),
  },
  {
    name: 'domain tests may use the test runner',
    files: ['packages/domain/src/**/*.test.ts'],
    rules: domainImportRules(['zod', 'vitest', 'fast-check']),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...apiBoundaries,
  {
    // A per-network limit counts an IPv6 /64 as one client (docs/product.md › Accounts): the
    // request's address is read only by lib/client-network.ts, which keys it by its network.
    name: 'api/limits count networks',
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/lib/client-network.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_ANY,
        {
          selector: 'MemberExpression[object.name=/^(request|req)$/][property.name=/^ips?$/]',
          message:
            'Read the client with clientNetworkOf(request) (lib/client-network.ts): a bare address lets each host of an IPv6 /64 count alone.',
        },
      ],
    },
  },
  {
    // Web tests wait through Testing Library, whose bound suits a busy machine (test/setup.ts);
    // Vitest's own waitFor gives up after one second.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Use Testing Library's waitFor." },
        { object: 'vi', property: 'waitUntil', message: "Use Testing Library's waitFor." },
        {
          object: 'vi',
          property: 'mock',
          message:
            "A worker's test files share their modules (apps/web/vitest.config.ts), so a module mock misses the files that loaded it first: replace the method with vi.spyOn.",
        },
      ],
    },
  },
  {
    // No API test takes today from the machine: the suite's day is TEST_NOW's, and a test app's
    // clock is the suite's or the test's own (docs/architecture.md › Tests).
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**/*.ts', 'apps/api/proof/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_ANY,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Take now from suiteNow() or the test's own clock, never the machine's.",
        },
      ],
    },
  },
  {
    // Every journey's browser runs on the journeys' day, as the server does (e2e/shop-day.ts).
    files: ['e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': its pages run on the journeys' day.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        NO_ANY,
        {
          selector:
            "CallExpression[callee.object.name='browser'][callee.property.name=/^new(Context|Page)$/]",
          message: "Open it with newShopContext(browser), whose pages run on the journeys' day.",
        },
      ],
    },
  },
  {
    // The web app's import directions (docs/architecture.md › Where new web code goes): `app`
    // composes features; a feature imports only itself and the shared folders, never another
    // feature or the app; the shared folders import neither. Only `src/test`, which renders the
    // whole app, may reach into features. And no import cycles.
    name: 'web/import-boundaries',
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `${WEB_SRC}/features/${feature}`,
              from: `${WEB_SRC}/features`,
              except: [`./${feature}`],
              message:
                'Features do not import each other: compose them in src/app, or move what both need to src/components, src/lib, src/hooks or src/config.',
            })),
            {
              target: `${WEB_SRC}/features`,
              from: `${WEB_SRC}/app`,
              message: 'Features do not import the app; the app imports them.',
            },
            {
              target: ['components', 'hooks', 'lib', 'config'].map((dir) => `${WEB_SRC}/${dir}`),
              from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
              message:
                'Shared code imports neither features nor the app; pass what it needs in from the caller.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*'],
              message: 'Import from another folder through the @/ alias (@/lib/api-client).',
            },
          ],
        },
      ],
    },
  },
)
