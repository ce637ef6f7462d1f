import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rule against libraries' private members (eslint/private-apis.js, ADR 171), run the way `npm run
 * lint` runs it: the project's own ESLint configuration, on planted source text under a made-up file name
 * inside the project (nothing is written there).
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const rule = 'private-apis/no-private-members';

// Loading the configuration and its plugins takes seconds on a busy machine; the first lint pays for it.
describe('private members of libraries', { timeout: 30_000 }, () => {
  const eslint = new ESLint({ cwd: root });

  beforeAll(async () => {
    await eslint.lintText('', { filePath: join(root, 'src/server/db/lint-probe.ts') });
  }, 120_000);

  async function errors(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, 'src/server/db/lint-probe.ts') });
    return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
  }

  it.each([
    ['Drizzle’s session', 'declare const db: any;\nexport const session = db._.session;'],
    ['Drizzle’s schema, by a computed name', "declare const tx: any;\nexport const schema = tx['_'].schema;"],
    [
      'a patched private method',
      'declare const pglite: any;\npglite._runExclusiveTransaction = (fn: () => unknown) => fn();',
    ],
    [
      "another object's private member",
      'declare const socket: any;\nexport const message = socket._httpMessage;',
    ],
  ])('fails on %s', async (_name, code) => {
    const found = await errors(code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('ADR 171');
  });

  it('leaves public members, lodash-like names and a class its own underscored members alone', async () => {
    const code = [
      'declare const db: any; declare const _: any;',
      'export const client = db.$client;',
      'export const chunk = _.chunk;',
      'export const rows = db.execute.name;',
      'export class Counter { private _count = 0; next() { return ++this._count; } }',
    ].join('\n');
    expect(await errors(code)).toEqual([]);
  });
});
