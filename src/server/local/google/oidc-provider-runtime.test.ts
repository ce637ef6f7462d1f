import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

describe('oidc-provider on the project runtime', () => {
  // The emulator used to drop the library's "Unsupported runtime" line on Node 20; on Node 24 LTS there
  // is nothing to drop (ADR 001), and a runtime that brings it back should fail here, not be hidden.
  it('loads without a warning, so the emulator needs no console filter', () => {
    const child = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('oidc-provider')"],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(child.status).toBe(0);
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe('');
  });
});
