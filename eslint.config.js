// Flat ESLint config: recommended JavaScript and TypeScript rules (not type-aware, to stay fast on two
// cores), React hooks rules for the web app, import boundaries between layers (ADR 145) and no import
// cycles (ADR 170), the right globals per environment, and no pattern or call that makes a parser's work
// grow faster than its input (ADR 166). Formatting is Prettier's job (.prettierrc.json), so no stylistic rules here.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import privateApis from './eslint/private-apis.js';
import privateImports from './eslint/private-imports.js';
import tseslint from 'typescript-eslint';
import testing from './eslint/testing.js';

/**
 * Import boundaries (ADR 145). An element is a folder matched from the project root; the deepest match
 * wins, so `src/web` (main.tsx) and `src/server` catch what no narrower element claims. Files in no element
 * (configs, scripts, e2e, bench) are not checked, and neither are imports inside one element. Anything not
 * allowed below is an error.
 */
const boundaryElements = [
  // The client/server contract: anyone may import it; it imports only itself.
  { type: 'contract', pattern: 'src/shared', partialMatch: false },

  // Web: shared code → features → the app's routes, one way; a feature never imports another feature.
  {
    type: 'web-shared',
    pattern: ['src/web/components', 'src/web/lib', 'src/web/hooks', 'src/web/test'],
    partialMatch: false,
  },
  { type: 'web-feature', pattern: 'src/web/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web-app', pattern: 'src/web/app', partialMatch: false },
  { type: 'web-entry', pattern: 'src/web', partialMatch: false },

  // Server: shared code (every folder not named here) → areas → the app (app.ts and main.ts, told apart by
  // file category below), one way; an area imports another area only through its public face (its
  // index.ts, ADR 238). Test support (testing/: helpers, the hardening and fault suites) drives the whole
  // app; what runs only locally (local/: the local Stripe, the Google emulator, the dev mailbox, the demo
  // content) is wired in by the app alone, and production code imports neither (ADR 239).
  { type: 'server-feature', pattern: 'src/server/features/*', capture: ['feature'], partialMatch: false },
  { type: 'server-test', pattern: 'src/server/testing', partialMatch: false },
  { type: 'server-local', pattern: 'src/server/local', partialMatch: false },
  { type: 'server', pattern: 'src/server', partialMatch: false },
];

const boundaryFiles = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'server-app', pattern: 'src/server/{app,main}.ts' },
  { category: 'area-face', pattern: 'src/server/features/*/index.ts' },
  // A page's first screen (ADR 236): the server's makers draw it with the app's own components, which
  // they reach through one web module only, the first screens' face.
  { category: 'first-screen-maker', pattern: 'src/server/features/*/{first-screen,feed-first-screen}.ts' },
  { category: 'first-screen-views', pattern: 'src/web/app/first-screens.tsx' },
];

/** A policy: files of element type `from` may import elements of the `to` types. */
const allow = (from, ...to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

const boundaryPolicies = [
  allow('contract', 'contract'),

  allow('web-shared', 'contract', 'web-shared'),
  // A feature's own files are one element, so imports among them are not checked.
  allow('web-feature', 'contract', 'web-shared'),
  allow('web-app', 'contract', 'web-shared', 'web-feature', 'web-app'),
  allow('web-entry', 'contract', 'web-app'),
  allow('server', 'contract', 'server'),
  // Shared server code never imports an area; an area's own files are one element, and it imports
  // another area's public face only, never the app.
  allow('server-feature', 'contract', 'server'),
  {
    from: { element: { type: 'server-feature' } },
    allow: { to: { element: { type: 'server-feature' }, file: { categories: 'area-face' } } },
  },
  { from: { element: { type: 'server-feature' } }, disallow: { to: { file: { categories: 'server-app' } } } },
  {
    from: { file: { categories: 'server-app' } },
    allow: { to: { element: { types: { anyOf: ['server', 'server-feature', 'server-local'] } } } },
  },
  {
    from: { file: { categories: 'first-screen-maker' } },
    allow: { to: { file: { categories: 'first-screen-views' } } },
  },
  allow('server-local', 'contract', 'server', 'server-feature', 'server-local'),
  allow('server-test', 'contract', 'server', 'server-feature', 'server-test', 'server-local'),

  // Tests may cross between the two sides, code never does: a web test starts the real API in-process
  // (features/notes/lib/note-service.test.ts), a server test walks the SPA's route table
  // (security/security-headers.api.test.ts).
  {
    from: { element: { type: 'web-*' }, file: { categories: 'test' } },
    allow: { to: { element: { type: 'server*' } } },
  },
  {
    from: { element: { type: 'server*' }, file: { categories: 'test' } },
    allow: { to: { element: { type: 'web-*' } } },
  },
  // A server test may start the app and use the test support (factories, clients, fakes) and the local
  // stand-ins (the local Stripe), but no other area's code beyond its public face.
  {
    from: { element: { type: 'server*' }, file: { categories: 'test' } },
    allow: [
      { to: { element: { types: { anyOf: ['server-test', 'server-local'] } } } },
      { to: { file: { categories: 'server-app' } } },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'migrations/**',
      'node_modules/**',
      'artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'bench/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Flags react-hook-form's handleSubmit(…) in render as a ref read: a known false positive for the
      // form library the project standardises on.
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': boundaryElements,
      'boundaries/files': boundaryFiles,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
  {
    // No import cycles (ADR 170): a cycle makes module initialisation order depend on which file is loaded
    // first, and two files that need each other are one concern split in two. Static and lazy imports
    // count; the rule skips type-only imports, so a cycle of types alone is left to review.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read imported .ts/.tsx files with the TypeScript parser and resolve the @shared/@web/@server aliases.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // Packages cannot import our files back, so the rule does not walk into them (a third faster).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Untrusted text reaches regular expressions all over the server (transcripts, feeds, documents,
    // model answers): a pattern that backtracks or rescans super-linearly lets one paste stall every
    // request (issue 24, ADR 166). Spreading an array into push() puts every element on the call stack,
    // so a long enough array throws instead of growing.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(?:push|unshift)$/] > SpreadElement',
          message:
            'Spreading an array into push()/unshift() overflows the call stack on long arrays: use a loop or concat() (ADR 166).',
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...privateApis,
  ...privateImports,
  ...testing,
);
