import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../paths';

/**
 * A freshly initialised, empty PGlite cluster as a tarball, made by `npm run build`. Creating a cluster
 * runs initdb inside WebAssembly, 4–5 s on the 2-core machine: most of a first start. Unpacking this
 * copy instead takes about one second (ADR 002). It holds no schema and no data: migrations and demo
 * content still run at start as always.
 *
 * The file name carries the PGlite version, so a template made by another version is never used.
 */
export function pgliteTemplatePath(): string {
  return resolve(projectRoot, 'dist', 'pglite', `initdb-${pgliteVersion()}.tar.gz`);
}

/** The installed PGlite's version (its package.json is not exported, so it is found from the entry). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (name === '@electric-sql/pglite') return version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the version of @electric-sql/pglite');
    dir = parent;
  }
}

/** Initialises a cluster in memory and writes its tarball (atomically: a half-written file never exists). */
export async function writePgliteTemplate(path = pgliteTemplatePath()): Promise<void> {
  const pglite = await PGlite.create('memory://');
  try {
    const tarball = await pglite.dumpDataDir('gzip');
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await rename(partial, path);
  } finally {
    await pglite.close();
  }
}

/**
 * The template to start a new data directory from, or undefined when there is nothing to gain or
 * nothing to use: an in-memory database, a directory that already holds a cluster, or no build.
 */
export async function templateFor(dataDir: string, path = pgliteTemplatePath()): Promise<Blob | undefined> {
  if (dataDir.startsWith('memory://')) return undefined;
  if (existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  if (!existsSync(path)) return undefined;
  return new Blob([await readFile(path)]);
}
