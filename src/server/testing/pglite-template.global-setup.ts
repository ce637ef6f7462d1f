import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite cluster as a tarball; every api-pglite test file starts from a copy. */
    pgliteTemplate: string | undefined;
  }
}

/** Global setup of the api-pglite project: initdb and migrations once, instead of once per test file. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'podbrief-test-template-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await migrateDatabase(handle);
    const tarball = await handle.pglite!.dumpDataDir('gzip');
    const path = join(dir, 'migrated.tar.gz');
    await writeFile(path, Buffer.from(await tarball.arrayBuffer()));
    project.provide('pgliteTemplate', path);
  } finally {
    await handle.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
