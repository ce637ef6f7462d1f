import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const configurationPage = join(import.meta.dirname, '../../docs/configuration.md');

/** The names in the first column of the variables table of docs/configuration.md. */
function documentedVariables(): Set<string> {
  const page = readFileSync(configurationPage, 'utf8');
  const table = page.split('\n## ').find((section) => section.startsWith('Variables\n'));
  if (!table) throw new Error('docs/configuration.md has no "## Variables" section');
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!);
  }
  return names;
}

/** Every environment variable `loadConfig` looks at, recorded as it reads them. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const env: Record<string, string | undefined> = { SESSION_SECRET: 'x'.repeat(48) };
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadConfig(recording);
  return read;
}

describe('docs/configuration.md', () => {
  it('lists every variable the server reads, and only those', () => {
    const read = [...variablesRead()].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)).sort();
    const documented = [...documentedVariables()].sort();
    expect(read.length).toBeGreaterThan(40);
    expect(documented).toEqual(read);
  });
});
