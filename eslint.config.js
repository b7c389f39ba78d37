import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { I18N_LINT_EXEMPT_WORDS } from './scripts/i18n-lint.js';
import { featureZones } from './scripts/feature-boundaries.js';

/**
 * Test fixtures and helpers (src/test/, shared/test/, server/test/, `*fixtures*`) and the bench
 * pages (bench/) are for tests and benches only: production code may not import them.
 */
const TEST_ONLY_IMPORTS = {
  group: ['@/test/*', '**/test/*', '**/*fixtures*', '**/test-data', '**/bench/**'],
  message: 'Test fixtures and helpers are for tests only.',
};

/** Imports flow one way: components, lib and config -> features -> app. */
const LAYERS = [
  { target: './src/features', from: './src/app' },
  // shared/ is what the app, the server and the build all import: it imports none of them.
  {
    target: './shared',
    from: ['./src', './server', './scripts', './bench', './desktop', './e2e'],
  },
  {
    target: './server',
    from: ['./src/features', './src/app'],
    message: 'The server reads what it shares with the app from shared/.',
  },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
  },
];

/**
 * Pages and components say what their first screen needs (their page record, the hooks of
 * src/lib/startup/index.ts); how it is scheduled stays behind that index (docs/architecture.md).
 */
const STARTUP_INTERNALS = {
  target: ['./src/features', './src/components'],
  from: './src/lib/startup',
  except: ['./index.ts'],
  message: 'Import the start-up module through its index: @/lib/startup.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.e2e-dist*',
      'node_modules',
      'bench/results',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Fixtures and test helpers live under src/test/ or are named `*fixtures*`, and are for tests
    // only: they may build on other test helpers, production code may not import them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/test/**', 'src/**/*.test.{ts,tsx}', 'src/**/*fixtures*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [TEST_ONLY_IMPORTS],
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Use Link from '@/components/link': React Router's own carries route prefetching into the first paint.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts', 'server/**/*.ts'],
    ignores: ['shared/test/**', 'server/test/**', 'server/faults/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_ONLY_IMPORTS] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, STARTUP_INTERNALS] }],
    },
  },
  {
    // Features do not import each other, but for the one-way dependencies listed (through the
    // other's index): scripts/feature-boundaries.js. Tests may use another feature's fixtures.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...LAYERS, STARTUP_INTERNALS, ...featureZones()] },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'desktop/**/*.{ts,mjs,cjs}',
      'scripts/**/*.{ts,mjs}',
      '*.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Every word a user sees comes from the message catalogues (docs/i18n.md): JSX text and the
    // attributes screen readers and tooltips read may not be literals. Proper names are exempt.
    files: ['src/**/*.tsx'],
    ignores: ['src/test/**', 'src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'title',
              'placeholder',
              'alt',
              'label',
              'description',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·×•–—…]+', ...I18N_LINT_EXEMPT_WORDS] },
        },
      ],
    },
  },
  {
    // A file past 250 lines is usually two things (docs/architecture.md, "File size"). Lines as
    // `wc -l` counts them, blank lines and comments included; no file is exempt.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  prettier,
);
