import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in the data directory that keeps the generated secret. */
export const sessionSecretFile = 'session-secret';

const minimumLength = 32;

/**
 * The session secret outside production when SESSION_SECRET is not set (ADR 115): made at random on the
 * first start and kept in the data directory (mode 0600), so sessions and signed file links survive a
 * restart while nobody else knows the secret. Several processes starting at once (ROLE api and worker)
 * agree on one secret: the file appears complete or not at all, and whoever comes second reads it.
 */
export function dataDirSessionSecret(dataDir: string): string {
  const path = join(dataDir, sessionSecretFile);
  const kept = readKept(path);
  if (kept !== undefined) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const draft = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // A hard link appears atomically and fails when the name exists: the first process wins.
    linkSync(draft, path);
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return readKept(path) ?? secret;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    // A file system without hard links: exclusive creation still lets only one process write the file.
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } finally {
    unlinkSync(draft);
  }
}

function readKept(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < minimumLength) {
    throw new Error(
      `${path} holds fewer than ${minimumLength} characters: delete it to have a new secret made, or set SESSION_SECRET`,
    );
  }
  return secret;
}
