import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import serverBoundaries from './eslint/server-boundaries.js'

// Import boundaries (docs/decisions.md, "Import boundaries"): components -> calendar, data;
// data -> calendar; calendar -> nothing of ours. src/calendar is pure date logic (Date and
// date-fns) that runs the same in Node and in a browser, in any time zone.
const WHY = ' (docs/decisions.md, "Import boundaries")'
const CALENDAR_PURE = `src/calendar is pure date logic: no UI, no backend client${WHY}.`
const CALENDAR_OURS = `src/calendar imports nothing from src/components or src/data${WHY}.`
const CALENDAR_ANY = `src/calendar imports no UI, backend client, src/components or src/data${WHY}.`
const CALENDAR_NO_DOM = `src/calendar runs without a DOM: take what it needs as an argument${WHY}.`
const VIA_DATA = `Components reach Supabase only through src/data${WHY}.`
const VIEWS_APART = `A view imports shared pieces (src/components/shared), never another view${WHY}.`
/** The folders of src/components that draw a view: none imports another. */
const VIEW_FOLDERS = ['month', 'time-grid', 'agenda']

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
          ...(views && ownFolder
            ? [{ regex: `^(@/components/|\\.\\./)${views}(/|$)`, message: VIEWS_APART }]
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

/** Packages src/calendar must not import (gitignore-style patterns). */
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
/** '@/components/..', '@/data/..', and relative paths that reach those folders. */
const OUR_UI_AND_DATA = ['^@/(components|data)(/|$)', '^\\.{1,2}/(.*/)?(components|data)(/|$)']
/** The same for import('...'), which no-restricted-imports does not see (an esquery regex). */
const CALENDAR_DYNAMIC =
  '/^(react|react-dom|radix-ui|lucide-react)(\\/|$)|^@(supabase|tanstack|radix-ui)\\/|^@\\/(components|data)(\\/|$)|^\\.{1,2}\\/(.*\\/)?(components|data)(\\/|$)/'

/** Browser globals src/calendar must not touch. */
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
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    // Its tests too: they need none of this either.
    files: ['src/calendar/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_AND_BACKEND, message: CALENDAR_PURE },
            ...OUR_UI_AND_DATA.map((regex) => ({ regex, message: CALENDAR_OURS })),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${CALENDAR_DYNAMIC}]`, message: CALENDAR_ANY },
      ],
      'no-restricted-globals': [
        'error',
        ...DOM_GLOBALS.map((name) => ({ name, message: CALENDAR_NO_DOM })),
      ],
      'no-restricted-properties': [
        'error',
        ...DOM_GLOBALS.map((property) => ({
          object: 'globalThis',
          property,
          message: CALENDAR_NO_DOM,
        })),
      ],
    },
  },
  { files: ['src/components/**/*.{ts,tsx}'], rules: componentRules(null) },
  ...VIEW_FOLDERS.map((folder) => ({
    files: [`src/components/${folder}/**/*.{ts,tsx}`],
    rules: componentRules(folder),
  })),
  ...serverBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'tests/**'],
    rules: { 'max-lines': 'off' },
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
