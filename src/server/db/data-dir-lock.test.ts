import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'podbrief-lock-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a second open of the same data directory with a clear message', async () => {
    const dataDir = join(base, 'one', 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        /already open in another Podbrief process \(pid \d+\)\. Stop that process first, or point DATA_DIR at another directory\./,
      );
    } finally {
      await first.close();
    }
    // Released on close: the directory opens again.
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, 60_000);

  it('refuses a directory locked by another live process', async () => {
    const dataDir = join(base, 'two', 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await acquireDataDirLock(dataDir).then((lock) => lock.release());
      await writeFile(`${dataDir}.lock`, String(other.pid));
      await expect(acquireDataDirLock(dataDir)).rejects.toThrow(new RegExp(`pid ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dataDir = join(base, 'three', 'pglite');
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.once('exit', resolve));
    await acquireDataDirLock(dataDir).then((lock) => lock.release());
    await writeFile(`${dataDir}.lock`, String(dead.pid));
    // The pid in the lock file is gone, so the lock is taken rather than refused.
    await expect(acquireDataDirLock(dataDir).then((lock) => lock.release())).resolves.toBeUndefined();
  });
});
