import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * One way to import shared code (ADR 002): `@shared/…` from every side, never a relative path into
 * src/shared. Run with the project's own ESLint configuration on source text under a made-up file name
 * inside the project (nothing is written there).
 */

const root = fileURLToPath(new URL('..', import.meta.url));

// Loading the configuration and its plugins takes seconds on a busy machine; the first lint pays for it.
describe('imports of shared code', { timeout: 30_000 }, () => {
  const eslint = new ESLint({ cwd: root });

  beforeAll(async () => {
    await eslint.lintText('', { filePath: join(root, 'src/server/lint-probe.ts') });
  }, 120_000);

  async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
  }

  it.each([
    ['src/server/features/notes/probe.ts', "import { limits } from '../../../shared/constants';"],
    ['src/server/probe.ts', "export type { Role } from '../shared/contract/auth';"],
    ['src/web/features/notes/probe.ts', "import { limits } from '../../../shared/constants';"],
    ['bench/probe.ts', "import { limits } from '../src/shared/constants';"],
  ])('fails on a relative path into src/shared in %s', async (filePath, code) => {
    const errors = await restrictedImportErrors(filePath, `${code}\nexport const probe = 1;`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ADR 002');
  });

  it('leaves the alias and relative imports inside src/shared alone', async () => {
    const server = "import { limits } from '@shared/constants';\nexport { limits };";
    expect(await restrictedImportErrors('src/server/features/notes/probe.ts', server)).toEqual([]);
    const shared = "import { limits } from '../constants';\nexport { limits };";
    expect(await restrictedImportErrors('src/shared/contract/probe.ts', shared)).toEqual([]);
  });
});
