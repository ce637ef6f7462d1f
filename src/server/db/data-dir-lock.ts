import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already open in another Podbrief process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: a second PGlite on the same directory in one process is refused too. */
const heldHere = new Set<string>();

/**
 * PGlite has one writer: two processes on one data directory corrupt it. A lock file beside the
 * directory holds the owner's pid; a lock left by a process that died is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = `${dataDir}.lock`;
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  await mkdir(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(lockPath);
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          heldHere.delete(lockPath);
          await rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
