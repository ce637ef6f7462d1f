import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rule against a package's private files (eslint/private-imports.js, ADR 171), run the way
 * `npm run lint` runs it: the project's own ESLint configuration, on source text under a made-up file
 * name inside the project (nothing is written there).
 */

const root = fileURLToPath(new URL('..', import.meta.url));

// Loading the configuration and its plugins takes seconds on a busy machine; the first lint pays for it.
describe('imports of a package’s private files', { timeout: 30_000 }, () => {
  const eslint = new ESLint({ cwd: root });

  beforeAll(async () => {
    await eslint.lintText('', { filePath: join(root, 'src/web/lib/lint-probe.ts') });
  }, 120_000);

  /** The private-import errors ESLint reports for `code` as if it were the file at `filePath`. */
  async function privateImportErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
  }

  it.each([
    [
      'src/web/components/icons/probe.ts',
      "export { default } from 'lucide-react/dist/esm/createLucideIcon.mjs';",
    ],
    ['src/web/app/probe.tsx', "import Rss from 'lucide-react/dist/esm/icons/rss.mjs';\nexport { Rss };"],
    [
      'src/server/jobs/probe.ts',
      "import { fromPglite } from 'pg-boss/dist/adapters/pglite.js';\nexport { fromPglite };",
    ],
    [
      'src/server/db/probe.ts',
      "import type { PgSession } from 'drizzle-orm/src/pg-core/session';\nexport type S = PgSession;",
    ],
    ['scripts/probe.mjs', "import { x } from '@scope/tool/lib/internal/x.js';\nexport { x };"],
    ['bench/probe.ts', "import { y } from 'some-package/build/y.js';\nexport { y };"],
  ])('fails on a private path in %s', async (filePath, code) => {
    const errors = await privateImportErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ADR 171');
  });

  it('leaves packages’ public entries and exported subpaths, our aliases and relative paths alone', async () => {
    const code = [
      "import { Rss } from 'lucide-react';",
      "import { tsImport } from 'tsx/esm/api';",
      "import { pgTable } from 'drizzle-orm/pg-core';",
      "import { createRoot } from 'react-dom/client';",
      "import { PGlite } from '@electric-sql/pglite';",
      "import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';",
      "import { precacheAndRoute } from 'workbox-precaching';",
      "import { zodResolver } from '@hookform/resolvers/zod';",
      "import { retry } from '@web/lib/retry';",
      "import { refresh } from '@web/features/auth/lib/refresh-with-retry';",
      "import { local } from './dist/local';",
      'export { Rss, tsImport, pgTable, createRoot, PGlite, pg_trgm, precacheAndRoute, zodResolver, retry, refresh, local };',
    ].join('\n');
    expect(await privateImportErrors('src/web/app/probe.tsx', code)).toEqual([]);
  });
});
