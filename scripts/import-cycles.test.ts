import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import-cycle rule `npm run lint` enforces (ADR 170), run with the project's own ESLint configuration
 * on planted files in a temporary folder laid out like the project (src/…):
 * the rule follows imports through files on disk, and a parallel lint of the checkout never sees them.
 */

const root = fileURLToPath(new URL('..', import.meta.url));

describe('import cycles', { timeout: 60_000 }, () => {
  let project: string;
  let eslint: ESLint;

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  };

  /** The import-cycle errors ESLint reports for the planted file at `path`. */
  async function cycleErrors(path: string): Promise<string[]> {
    const [result] = await eslint.lintFiles([path]);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map((message) => message.message);
  }

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), 'podbrief-cycles-'));
    // Two files that import each other by relative paths.
    write(
      'src/server/jobs/first.ts',
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    write(
      'src/server/jobs/second.ts',
      "import { first } from './first';\nexport const second = () => first;\n",
    );
    // Lazily one way, statically back (the shape of the cycles the rule found in the web app).
    write(
      'src/web/app/button.ts',
      "export const loadMenu = () => import('./menu');\nexport const label = 'Menu';\n",
    );
    write('src/web/app/menu.ts', "import { label } from './button';\nexport const title = label;\n");
    // One way only: no cycle.
    write('src/server/clock.ts', 'export const now = () => 0;\n');
    write('src/server/timer.ts', "import { now } from './clock';\nexport const started = now();\n");
    // Lints as `npm run lint` does, with the project's configuration, from the probe project's folder.
    eslint = new ESLint({ cwd: project, overrideConfigFile: join(root, 'eslint.config.js') });
  });

  afterAll(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it('fails two files that import each other', async () => {
    expect(await cycleErrors('src/server/jobs/first.ts')).toEqual(['Dependency cycle detected']);
    expect(await cycleErrors('src/server/jobs/second.ts')).toEqual(['Dependency cycle detected']);
  });

  it('fails a cycle through a lazy import', async () => {
    expect(await cycleErrors('src/web/app/menu.ts')).toEqual(['Dependency cycle detected']);
    expect(await cycleErrors('src/web/app/button.ts')).toEqual(['Dependency cycle detected']);
  });

  it('follows the aliases: a cycle planted in the checkout through @web', async () => {
    // The real account-name.ts, linted as if it imported the dropdown, which imports it back.
    const inCheckout = new ESLint({ cwd: root });
    const filePath = join(root, 'src/web/app/layout/account-name.ts');
    expect(existsSync(filePath)).toBe(true);
    const code = [
      "import UserMenuDropdown from '@web/app/layout/user-menu-dropdown';",
      'export const dropdown = UserMenuDropdown;',
    ].join('\n');
    const [result] = await inCheckout.lintText(code, { filePath });
    const rules = (result?.messages ?? []).map((message) => message.ruleId);
    expect(rules).toContain('import-x/no-cycle');
    // As the file is on disk, it is in no cycle.
    const [asItIs] = await inCheckout.lintFiles([filePath]);
    expect(asItIs?.messages.map((message) => message.ruleId)).not.toContain('import-x/no-cycle');
  });

  it('passes imports that go one way', async () => {
    expect(await cycleErrors('src/server/timer.ts')).toEqual([]);
    expect(await cycleErrors('src/server/clock.ts')).toEqual([]);
  });
});
