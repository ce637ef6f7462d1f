import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEV_SESSION_SECRET, loadConfig } from './config';
import { projectRoot } from './paths';
import { dataDirSessionSecret, sessionSecretFile } from './session-secret';

const made: string[] = [];
function emptyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'podbrief-secret-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const production = {
  NODE_ENV: 'production',
  APP_URL: 'https://podbrief.example',
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
};

describe('the session secret outside production', () => {
  it('is made at random on the first start, kept with mode 0600, and reused on the next start', () => {
    const dataDir = join(emptyDir(), 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const file = join(dataDir, sessionSecretFile);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(DEV_SESSION_SECRET);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    // Nothing else is left behind (the draft the file was made from is gone).
    expect(readdirSync(dataDir)).toEqual([sessionSecretFile]);
  });

  it('differs between data directories', () => {
    expect(dataDirSessionSecret(emptyDir())).not.toBe(dataDirSessionSecret(emptyDir()));
  });

  it('is one secret for processes that start at the same moment (ROLE api and worker)', async () => {
    const dataDir = emptyDir();
    const run = promisify(execFile);
    const tsx = resolve(projectRoot, 'node_modules/.bin/tsx');
    const script = `import { dataDirSessionSecret } from ${JSON.stringify(resolve(projectRoot, 'src/server/session-secret.ts'))};
      process.stdout.write(dataDirSessionSecret(${JSON.stringify(dataDir)}));`;
    const outputs = await Promise.all(Array.from({ length: 4 }, () => run(tsx, ['-e', script])));
    const secrets = new Set(outputs.map((o) => o.stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toBe(readFileSync(join(dataDir, sessionSecretFile), 'utf8').trim());
    expect(readdirSync(dataDir)).toEqual([sessionSecretFile]);
  }, 30_000);

  it('is not made when SESSION_SECRET is set', () => {
    const dataDir = emptyDir();
    const secret = 'k'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(existsSync(join(dataDir, sessionSecretFile))).toBe(false);
  });

  it('refuses a kept file too short to be a secret, naming the file', () => {
    const dataDir = emptyDir();
    writeFileSync(join(dataDir, sessionSecretFile), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/session-secret holds fewer than 32 characters/);
  });

  it('production still refuses to start without SESSION_SECRET, and makes no file', () => {
    const dataDir = emptyDir();
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir })).toThrow(
      /SESSION_SECRET: required in production/,
    );
    expect(existsSync(join(dataDir, sessionSecretFile))).toBe(false);
    expect(() =>
      loadConfig({ ...production, DATA_DIR: dataDir, SESSION_SECRET: DEV_SESSION_SECRET }),
    ).toThrow(/SESSION_SECRET: required in production/);
  });
});
