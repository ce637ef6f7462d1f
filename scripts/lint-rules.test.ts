import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules `npm run lint` enforces (ADR 145), run the way lint runs them: the project's own ESLint and
 * Knip configurations. ESLint lints source text under a made-up file name inside the project (nothing is
 * written there); Knip runs on a small project of its own in a temporary folder, so a parallel lint or
 * typecheck of the checkout never sees the planted unused code.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

// Loading the configuration and its plugins takes seconds on a busy machine; the first lint pays for it.
describe('import boundaries', { timeout: 30_000 }, () => {
  const eslint = new ESLint({ cwd: root });

  beforeAll(async () => {
    await eslint.lintText('', { filePath: join(root, 'src/web/lib/lint-probe.ts') });
  }, 120_000);

  /** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
  async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'boundaries/dependencies')
      .map((message) => message.message);
  }

  // Real files to import: a boundary is only checked for an import that resolves.
  const targets = {
    otherFeature: 'src/web/features/channels/lib/format-count.ts',
    ownFeature: 'src/web/features/reports/lib/feed-filters.ts',
    webShared: 'src/web/lib/cn.ts',
    contract: 'src/shared/constants.ts',
    server: 'src/server/config.ts',
  };

  it('has real files to import', () => {
    for (const path of Object.values(targets)) expect(existsSync(join(root, path)), path).toBe(true);
  });

  it.each([
    ['through the alias', "import { formatCount } from '@web/features/channels/lib/format-count';"],
    ['by a relative path', "import { formatCount } from '../channels/lib/format-count';"],
    ['as a type', "import type { formatCount } from '@web/features/channels/lib/format-count';"],
    ['lazily', "export const load = () => import('@web/features/channels/lib/format-count');"],
  ])('fails a feature that imports another feature %s', async (_how, code) => {
    const errors = await boundaryErrors('src/web/features/reports/lint-probe.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/feature="reports".*feature="channels"/);
  });

  it('lets a feature import its own files, web shared code and the contract', async () => {
    const code = [
      "import { parseFeedFilters } from '@web/features/reports/lib/feed-filters';",
      "import { defaultFeedFilters } from './lib/feed-filters';",
      "import { cn } from '@web/lib/cn';",
      "import { limits } from '@shared/constants';",
      'export const all = [parseFeedFilters, defaultFeedFilters, cn, limits];',
    ].join('\n');
    expect(await boundaryErrors('src/web/features/reports/lint-probe.ts', code)).toEqual([]);
  });

  it.each([
    [
      'web shared code imports a feature',
      'src/web/lib/lint-probe.ts',
      '@web/features/reports/lib/feed-filters',
    ],
    ['the contract imports web code', 'src/shared/lint-probe.ts', '@web/lib/cn'],
    ['the contract imports server code', 'src/shared/lint-probe.ts', '@server/config'],
    ['web code imports server code', 'src/web/features/reports/lint-probe.ts', '@server/config'],
  ])('fails when %s', async (_what, filePath, specifier) => {
    const errors = await boundaryErrors(filePath, `export * from '${specifier}';`);
    expect(errors).toHaveLength(1);
  });

  it('lets the routes compose features', async () => {
    const code = "export { formatCount } from '@web/features/channels/lib/format-count';";
    expect(await boundaryErrors('src/web/app/routes/lint-probe.ts', code)).toEqual([]);
  });
  // The server's layers (ADRs 145, 238 and 239): shared code → areas → the app; an area reaches another
  // through its public face; local stand-ins and test support stay out of production code.
  it.each([
    ['an area imports inside another area', 'src/server/features/notes/lint-probe.ts', '../reports/service'],
    [
      'an area imports inside billing',
      'src/server/features/creator/lint-probe.ts',
      '../billing/stripe-client',
    ],
    [
      'a feature test imports another feature',
      'src/server/features/notes/lint-probe.test.ts',
      '../reports/service',
    ],
    ['a feature imports the app', 'src/server/features/notes/lint-probe.ts', '../../app'],
    [
      'a feature imports the test factories',
      'src/server/features/notes/lint-probe.ts',
      '../../testing/factories',
    ],
    ['shared server code imports a feature', 'src/server/plugins/lint-probe.ts', '../features/notes/routes'],
    ['shared server code imports an area face', 'src/server/plugins/lint-probe.ts', '../features/billing'],
    [
      'an area imports a local stand-in',
      'src/server/features/billing/lint-probe.ts',
      '../../local/stripe/ledger',
    ],
    [
      'shared server code imports a local stand-in',
      'src/server/jobs/lint-probe.ts',
      '../local/google/emulator-store',
    ],
    ['shared server code imports test support', 'src/server/db/lint-probe.ts', '../testing/free-port'],
    [
      "an area imports a web component outside the first screens' face",
      'src/server/features/reports/first-screen.ts',
      '@web/features/reports/components/report-card',
    ],
    [
      'an area file other than a first-screen maker imports the first screens',
      'src/server/features/reports/service.ts',
      '@web/app/first-screens',
    ],
    [
      'shared server code imports the first screens',
      'src/server/plugins/lint-probe.ts',
      '@web/app/first-screens',
    ],
  ])('fails when %s', async (_what, filePath, specifier) => {
    const errors = await boundaryErrors(filePath, `export * from '${specifier}';`);
    expect(errors).toHaveLength(1);
  });

  it.each([
    [
      'a feature imports shared server code and its own files',
      'src/server/features/notes/lint-probe.ts',
      ['../../lib/is-uuid', './routes', '@shared/constants'],
    ],
    [
      "an area imports another area's public face",
      'src/server/features/creator/lint-probe.ts',
      ['../billing', '../mail'],
    ],
    [
      'the app composes areas and local stand-ins',
      'src/server/app.ts',
      ['./features/notes/routes', './local/google/housekeeping'],
    ],
    [
      'a test start the local Stripe',
      'src/server/features/billing/lint-probe.test.ts',
      ['../../local/stripe/local-stripe'],
    ],
    [
      'a feature test starts the app with the factories',
      'src/server/features/notes/lint-probe.test.ts',
      ['../../app', '../../testing/factories'],
    ],
    [
      "a first-screen maker draws with the first screens' face (ADR 236)",
      'src/server/features/channels/first-screen.ts',
      ['@web/app/first-screens'],
    ],
    [
      'the hardening suites reach into features',
      'src/server/testing/hardening/lint-probe.ts',
      ['../../features/notes/routes'],
    ],
  ])('lets %s', async (_what, filePath, specifiers) => {
    const code = specifiers.map((specifier) => `export * from '${specifier}';`).join('\n');
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('unused code', { timeout: 60_000 }, () => {
  let project: string;

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'podbrief-knip-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(project, path)), { recursive: true });
      writeFileSync(join(project, path), text);
    };
    copyFileSync(join(root, 'knip.config.ts'), join(project, 'knip.config.ts'));
    write('package.json', JSON.stringify({ name: 'knip-probe', private: true, type: 'module' }));
    // src/server/main.ts is one of the configured entry points.
    write('src/server/main.ts', "import { used } from './clock';\n\nconsole.log(used());\n");
    write(
      'src/server/clock.ts',
      'export function used(): number {\n  return 1;\n}\n\nexport function unused(): number {\n  return 2;\n}\n',
    );
    write('src/server/orphan.ts', 'export const orphan = 1;\n');
  });

  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  /** Knip's findings on the probe project with the project's configuration, by kind and file. */
  function knipFindings(): Array<{ kind: string; file: string; name: string }> {
    const knip = join(root, 'node_modules/knip/bin/knip.js');
    const run = spawnSync(process.execPath, [knip, '--no-progress', '--reporter', 'json'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout) as {
      issues: Array<{ file: string } & Record<string, unknown>>;
    };
    return report.issues.flatMap((issue) =>
      Object.entries(issue).flatMap(([kind, found]) =>
        Array.isArray(found) && found.length > 0
          ? (found as Array<{ name: string }>).map(({ name }) => ({ kind, file: issue.file, name }))
          : [],
      ),
    );
  }

  it('fails on an unused export and an unused file, and on nothing else', () => {
    const findings = knipFindings();
    expect(findings).toContainEqual({ kind: 'exports', file: 'src/server/clock.ts', name: 'unused' });
    expect(findings).toContainEqual({
      kind: 'files',
      file: 'src/server/orphan.ts',
      name: 'src/server/orphan.ts',
    });
    expect(findings).toHaveLength(2);
  });

  it('runs as part of npm run lint', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { lint: string } };
    expect(pkg.scripts.lint.split('&&').map((step) => step.trim().split(' ')[0])).toContain('knip');
  });
});
