// Lint rules for test code (ADR 005). The maintained Vitest, Testing Library and jest-dom plugins keep the
// test conventions a syntax tree can see: no focused or skipped tests, a valid expect in every test, DOM
// assertions whose failures say what the element was (jest-dom), queries through `screen` rather than the
// render container. What they cannot see (fixed waits, a silenced console, a stubbed fetch) stays in
// src/server/testing/test-conventions.test.ts.
import vitest from '@vitest/eslint-plugin';
import jestDom from 'eslint-plugin-jest-dom';
import testingLibrary from 'eslint-plugin-testing-library';

const vitestFiles = ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'];
const webTestFiles = ['src/web/**/*.test.{ts,tsx}'];

export default [
  {
    files: vitestFiles,
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // `npm run lint` allows no warnings: a skipped test is an error like a focused one. A suite that needs
      // what a host may lack uses `skipIf`; a test that learns it at run time calls `context.skip(reason)`
      // under a disable comment saying why.
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      // Vitest's expect takes a failure message as its second argument (ADR 005).
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Our assertion helpers are named expect…/assert… (expectConsoleError, fc.assert), and waitFor
      // (src/server/testing/wait-for.ts) fails the test when its condition never holds.
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect*', 'assert*', '*.assert*', 'waitFor'] },
      ],
      // Suites sign in and check their setup in beforeAll: a failed setup step should fail loudly there.
      'vitest/no-standalone-expect': [
        'error',
        { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterAll', 'afterEach'] },
      ],
      // Generated suites (one test per route or operation) take their title from the case.
      'vitest/valid-title': ['error', { allowArguments: true }],
      // Table-driven tests assert what each kind of case owes (an error for one, a value for another); the
      // branch is the table, not a test that may silently assert nothing (expect-expect covers that).
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: webTestFiles,
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Tests of markup itself (rendered Markdown, SVG icons, the audio element, focus trapping) read nodes
      // that have no role to query by; `no-container` still keeps queries off the render container.
      'testing-library/no-node-access': 'off',
      // Our render helpers return a router, a query client or a hook result, not a render result: the rule
      // takes every function named render… for Testing Library's.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: webTestFiles,
    ...jestDom.configs['flat/recommended'],
  },
];
