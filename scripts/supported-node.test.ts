import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { minimumNodeVersion, unsupportedNodeReason } from './supported-node.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the supported Node.js runtime (ADR 001)', () => {
  it('is Node 24 LTS or newer, as package.json engines says', () => {
    expect(minimumNodeVersion()).toEqual([24, 11, 0]);
  });

  it('refuses Node 20 and 22, and Node 24 before its LTS line, naming the fix', () => {
    for (const version of ['20.19.0', '20.20.2', '22.12.0', '24.10.0']) {
      expect(unsupportedNodeReason(version)).toMatch(
        new RegExp(
          `^Podbrief runs on Node\\.js 24\\.11\\.0 or newer .*this is Node\\.js ${version}\\..*npm ci`,
        ),
      );
    }
  });

  it('accepts Node 24 LTS and later lines', () => {
    for (const version of ['24.11.0', '24.21.0', '25.0.0', '26.1.2']) {
      expect(unsupportedNodeReason(version)).toBeUndefined();
    }
  });

  it('fails loudly when engines takes a form the check cannot read, instead of checking nothing', () => {
    expect(() => minimumNodeVersion('^24.11.0')).toThrow(/engines\.node must read ">=X\.Y\.Z"/);
    expect(() => minimumNodeVersion('')).toThrow(/engines\.node/);
  });

  it('is the runtime the tests run on, so npm scripts did pick up the Node from node_modules', () => {
    expect(unsupportedNodeReason(process.versions.node)).toBeUndefined();
  });

  it('stops npm start before building or serving anything on an older runtime', () => {
    // The guard reads the version only through process.versions, so an older runtime is stood in for by
    // overriding it in a preloaded module of the child process.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})',
        'scripts/start.mjs',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, SKIP_BUILD: 'true', PORT: 'not-a-port' },
        timeout: 20_000,
      },
    );
    expect(child.status).toBe(1);
    expect(child.stderr).toContain('this is Node.js 20.20.2');
    expect(child.stdout).toBe('');
  });
});
