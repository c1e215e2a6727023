import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import serverBoundaries from './eslint/server-boundaries.js'

// Import rules (docs/architecture.md, "Import rules"): app -> components -> ics -> data ->
// model; lib and theme are leaves any of them may use. src/model is the pure model (Date and
// date-fns) that runs the same in Node and in a browser, in any time zone.
const WHY = ' (docs/architecture.md, "Import rules")'
const MODEL_PURE = `src/model is pure date logic: no UI, no backend client${WHY}.`
const MODEL_OURS = `src/model imports nothing of ours outside src/model${WHY}.`
const MODEL_ANY = `src/model imports no UI, backend client, or code of ours outside it${WHY}.`
const MODEL_NO_DOM = `src/model runs without a DOM: take what it needs as an argument${WHY}.`
const VIA_DATA = `Only src/data reaches Supabase${WHY}.`
const VIEWS_APART = `A view imports shared pieces (src/components/views/shared), never another view${WHY}.`
const TEST_ONLY = `src/test holds test helpers: only tests import them${WHY}.`
const VIA_FORMATS = `Dates and times are shown through src/model/time/formats.ts (formatTime, formatDate...), which takes the 'Time format' setting: add a named function there, not a format string here${WHY}.`
/** The folders of src/components/views that draw a view: none imports another. */
const VIEW_FOLDERS = ['month', 'time-grid', 'agenda']

/** A rule for each layer of src: the folders (and their relative spellings) it may not reach. */
function layerPatterns(forbidden, message) {
  const names = forbidden.join('|')
  return [
    { regex: `^@/(${names})(/|$)`, message },
    { regex: `^(\\.\\./)+(${names})(/|$)`, message },
  ]
}

/** Test helpers stay out of production code. */
const TEST_HELPERS = [{ regex: '^(@/|(\\.\\./)+)test(/|$)', message: TEST_ONLY }]

/** date-fns' formatters, which formats.ts alone imports (issue 27: one place for formats). */
const DATE_FORMATTERS = ['format', 'lightFormat', 'intlFormat', 'formatRelative']
const FORMATS_ONLY = {
  paths: [{ name: 'date-fns', importNames: DATE_FORMATTERS, message: VIA_FORMATS }],
  patterns: [
    { group: DATE_FORMATTERS.map((name) => `date-fns/${name}`), message: VIA_FORMATS },
    ...TEST_HELPERS,
  ],
}

/** Components' import rules; a view's folder also may not reach the other views' folders. */
function componentRules(ownFolder) {
  const others = VIEW_FOLDERS.filter((folder) => folder !== ownFolder)
  const views = others.length ? `(${others.join('|')})` : null
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@supabase/*'], message: VIA_DATA },
          ...layerPatterns(['app'], `Components never import the app's entry${WHY}.`),
          ...(views && ownFolder
            ? [{ regex: `^(@/components/views/|(\\.\\./)+)${views}(/|$)`, message: VIEWS_APART }]
            : []),
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: 'ImportExpression[source.value=/^@supabase\\//]', message: VIA_DATA },
    ],
  }
}

/** A layer below the components: what it may not import, with the reason. */
function layerRules(forbidden, message, extra = []) {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [...extra, ...layerPatterns(forbidden, message)] },
    ],
  }
}

/** Packages src/model must not import (gitignore-style patterns). */
const UI_AND_BACKEND = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@supabase/*',
  '@tanstack/*',
  'radix-ui',
  'radix-ui/*',
  '@radix-ui/*',
  'lucide-react',
  'lucide-react/*',
]
/** The folders of src other than src/model (and src/test, which its tests use). */
const NOT_MODEL = ['app', 'components', 'ics', 'data', 'theme', 'lib']
/** The same for import('...'), which no-restricted-imports does not see (an esquery regex). */
const MODEL_DYNAMIC =
  '/^(react|react-dom|radix-ui|lucide-react)(\\/|$)|^@(supabase|tanstack|radix-ui)\\/|^@\\/(app|components|ics|data|theme|lib)(\\/|$)|^(\\.\\.\\/)+(app|components|ics|data|theme|lib)(\\/|$)/'

/** Browser globals src/model must not touch. */
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'screen',
  'self',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
  'getComputedStyle',
  'alert',
  'confirm',
  'prompt',
  'Element',
  'HTMLElement',
  'Node',
  'Event',
  'CustomEvent',
  'MutationObserver',
  'ResizeObserver',
  'IntersectionObserver',
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report', 'bench/dist'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Small files with one job (Schedule-X keeps a 300-line cap).
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks live in .ts files too (stores' use* functions, use-*.ts): their rules check both.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Its tests too: they need none of this either.
    files: ['src/model/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_AND_BACKEND, message: MODEL_PURE },
            ...layerPatterns(NOT_MODEL, MODEL_OURS),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${MODEL_DYNAMIC}]`, message: MODEL_ANY },
      ],
      'no-restricted-globals': [
        'error',
        ...DOM_GLOBALS.map((name) => ({ name, message: MODEL_NO_DOM })),
      ],
      'no-restricted-properties': [
        'error',
        ...DOM_GLOBALS.map((property) => ({
          object: 'globalThis',
          property,
          message: MODEL_NO_DOM,
        })),
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: layerRules(
      ['app', 'components', 'ics', 'data', 'model', 'theme'],
      `src/lib holds generic helpers: it imports nothing of ours${WHY}.`,
    ),
  },
  {
    files: ['src/theme/**/*.{ts,tsx}'],
    rules: layerRules(
      ['app', 'components', 'ics', 'data', 'model'],
      `src/theme uses src/lib only${WHY}.`,
    ),
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: layerRules(
      ['app', 'components', 'ics', 'theme'],
      `src/data uses src/model and src/lib only${WHY}.`,
    ),
  },
  {
    files: ['src/ics/**/*.{ts,tsx}'],
    rules: layerRules(
      ['app', 'components', 'theme'],
      `src/ics uses src/data, src/model and src/lib only${WHY}.`,
      [{ group: ['@supabase/*'], message: VIA_DATA }],
    ),
  },
  { files: ['src/components/**/*.{ts,tsx}'], rules: componentRules(null) },
  // views/shared serves every view and imports none of them.
  ...[...VIEW_FOLDERS, 'shared'].map((folder) => ({
    files: [`src/components/views/${folder}/**/*.{ts,tsx}`],
    rules: componentRules(folder),
  })),
  ...serverBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'tests/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // typescript-eslint's copy of the rule, so that it adds to each layer's list above.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', FORMATS_ONLY] },
  },
  {
    // The one place that formats what is shown (tests, ignored above, check strings with it).
    files: ['src/model/time/formats.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: TEST_HELPERS }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Served as they are and run in the page as classic scripts (public/theme-init.js).
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
)
