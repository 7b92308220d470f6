import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

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
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and hooks are async functions by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "TSTypeReference[typeName.name='any']", message: 'No any.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...apiBoundaries,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
)
