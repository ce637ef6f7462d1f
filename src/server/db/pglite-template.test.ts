import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplatePath, templateFor, writePgliteTemplate } from './pglite-template';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podbrief-template-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Each test starts one or two PGlite clusters: seconds alone, several times that on a loaded 2-core machine. */
const clusterTimeout = 60_000;

describe('PGlite cluster template', () => {
  it('is named after the installed PGlite version, inside dist/', () => {
    expect(pgliteTemplatePath()).toMatch(/\/dist\/pglite\/initdb-\d+\.\d+\.\d+(?:[^/\d][^/]*)?\.tar\.gz$/);
  });

  it(
    'is only used for a new directory on disk, and only when the build made one',
    async () => {
      const template = join(dir, 'missing.tar.gz');
      expect(await templateFor('memory://', template)).toBeUndefined();
      expect(await templateFor(join(dir, 'new'), template)).toBeUndefined();

      await writeFile(join(dir, 'present.tar.gz'), 'not looked at here');
      expect(await templateFor(join(dir, 'new'), join(dir, 'present.tar.gz'))).toBeInstanceOf(Blob);

      const existing = join(dir, 'existing');
      await PGlite.create(existing).then((db) => db.close());
      expect(await templateFor(existing, join(dir, 'present.tar.gz'))).toBeUndefined();
    },
    clusterTimeout,
  );

  it(
    'starts a working, persistent database from the tarball',
    async () => {
      const template = join(dir, 'initdb.tar.gz');
      await writePgliteTemplate(template);
      const dataDir = join(dir, 'from-template');
      const first = await PGlite.create(dataDir, { loadDataDir: await templateFor(dataDir, template) });
      await first.exec('create table kept (n int); insert into kept values (42);');
      await first.close();

      expect(await templateFor(dataDir, template)).toBeUndefined();
      const reopened = await PGlite.create(dataDir);
      expect((await reopened.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 42 }]);
      await reopened.close();
    },
    clusterTimeout,
  );
});
