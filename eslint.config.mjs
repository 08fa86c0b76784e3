import { readdirSync } from 'node:fs';

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';

import noHistoryComments from './eslint-rules/no-history-comments.mjs';

/** Every folder of features/, so a new feature is guarded the day it is made. */
const FEATURES = readdirSync(new URL('./features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Dependencies point one way (house-style.md): app → features → components → stores → lib. */
const zones = [
  ...FEATURES.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in app/**/_components.',
  })),
  { target: './features', from: './app', message: 'features never import app.' },
  {
    target: './proxy.ts',
    from: ['./features', './app', './components', './stores'],
    message: 'proxy.ts runs before every page: it imports lib only.',
  },
  {
    target: './components',
    from: ['./features', './app'],
    message: 'components know no features.',
  },
  { target: './components/ui', from: ['./stores'], message: 'ui primitives hold no store.' },
  {
    target: './stores',
    from: ['./features', './app', './components'],
    message: 'stores import lib only.',
  },
  {
    target: './lib',
    from: ['./features', './app', './components', './stores'],
    message: 'lib is the bottom layer.',
  },
  {
    target: './lib/shop',
    from: [
      './lib/platform/api/door.ts',
      './lib/platform/api/door-routes.ts',
      './lib/platform/api/door-events.ts',
      './lib/platform/api/cache.ts',
      './lib/platform/page-cache',
      './lib/platform/shared-cache',
      './lib/platform/revalidate.ts',
      './lib/platform/env.ts',
      './lib/platform/env',
    ],
    message: "Shop rules know nothing of the door, the caches or the server's settings.",
  },
  {
    target: './lib/platform/api',
    from: [
      './lib/platform/page-cache',
      './lib/platform/shared-cache',
      './lib/platform/revalidate.ts',
    ],
    message:
      'lib/platform/api knows nothing of the caches: they follow the door (door-events.ts) and the render (render-health.ts).',
  },
  {
    target: './reference-api',
    from: ['./features', './app', './components', './stores'],
    message: 'reference-api imports lib/platform/api/contracts only.',
  },
  {
    target: ['./app', './features', './components', './stores', './lib'],
    from: ['./reference-api', './tests', './e2e'],
    message: 'production code never imports the reference API or tests.',
  },
];

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'reference-api/data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/tmp/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': 'error',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Only lib/platform/api/* imports axios.' },
            { name: 'react-toastify', message: 'Use lib/platform/toast.ts.' },
          ],
        },
      ],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
      // Spec 2.2: a different path is a full page load, so plain <a> links are deliberate
      // (components/ui/app-link.tsx chooses <a> or next/link from FULL_RELOAD_NAVIGATION).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: [
      'lib/platform/api/**',
      'reference-api/**',
      'tests/**',
      'e2e/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // tests may import anything (house style), tests/ helpers included
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // the query hooks' home, and the test helpers that mount a provider of their own
    files: ['lib/platform/query/**', '**/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['lib/platform/toast.ts', 'lib/platform/toastify-bundle.ts', 'app/providers.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'Only lib/platform/api/* imports axios.' }] },
      ],
    },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'scripts/**',
      'bench/**',
      'reference-api/src/seed/**',
    ],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: [
      'app/**',
      'components/**',
      'features/**',
      'lib/**',
      'stores/**',
      'reference-api/src/**',
      'tests/**',
      'e2e/**',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{components,features,lib,stores,tests,e2e,reference-api}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // One client of the cart service: lib/platform/api/cart.ts in the browser, lib/platform/api/server-cart.ts on the
    // server. Its paths and clients appear nowhere else but on the door's allow-list.
    files: ['app/**', 'components/**', 'features/**', 'lib/**', 'stores/**', 'proxy.ts'],
    ignores: [
      'lib/platform/api/cart.ts',
      'lib/platform/api/server-cart.ts',
      'lib/platform/api/door-routes.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/cart(\\/|$)/]',
          message:
            'The cart service is called through lib/platform/api/cart.ts (server: server-cart.ts).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\/cart(\\/|$)/]',
          message:
            'The cart service is called through lib/platform/api/cart.ts (server: server-cart.ts).',
        },
        {
          selector:
            "CallExpression[callee.name=/^(browserClient|serverClient|serviceUrl)$/][arguments.0.value='cart']",
          message:
            'The cart service is called through lib/platform/api/cart.ts (server: server-cart.ts).',
        },
      ],
    },
  },
  {
    // the house's own rules (eslint-rules/, each with its RuleTester test)
    plugins: { local: { rules: { 'no-history-comments': noHistoryComments } } },
    rules: { 'local/no-history-comments': 'error' },
  },
  {
    // the rule's own comments spell out the wording it catches
    files: ['eslint-rules/no-history-comments.mjs'],
    rules: { 'local/no-history-comments': 'off' },
  },
  prettier,
];

export default config;
