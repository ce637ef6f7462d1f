import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Citations that must keep pointing somewhere: every "ADR NNN" in code and docs names a decision record
 * that exists, and every relative link in the Markdown docs reaches a file. Folding a record into
 * another means moving its citations too (docs/decisions/README.md).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const decisionsDir = join(root, 'docs/decisions');
const skipped = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  'test-results',
  'playwright-report',
  'results',
]);
const textFile = /\.(ts|tsx|mts|mjs|js|md|json|css|html|yml|yaml)$|^run$/;

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (textFile.test(entry.name)) found.push(path);
  }
  return found;
}

const sources = [
  ...['src', 'scripts', 'e2e', 'bench', 'eslint', 'docs', 'bin', '.ci'].flatMap((dir) =>
    existsSync(join(root, dir)) ? filesUnder(join(root, dir)) : [],
  ),
  ...readdirSync(root)
    .filter((name) => textFile.test(name) && name !== 'package-lock.json')
    .map((name) => join(root, name)),
];

const recordNumbers = new Set(
  readdirSync(decisionsDir)
    .map((file) => /^(\d{3})-.*\.md$/.exec(file)?.[1])
    .filter((n): n is string => n !== undefined),
);

/** The record numbers one citation names: "ADR 186, 188", "ADRs 054 and 091", "ADR 177–180" (each). */
function citedNumbers(list: string): string[] {
  const numbers: string[] = [];
  const parts = [...list.matchAll(/(\d{3})|([–-])/g)];
  for (let i = 0; i < parts.length; i++) {
    const [, number, dash] = parts[i]!;
    if (number) numbers.push(number);
    else if (dash && i > 0 && parts[i + 1]?.[1]) {
      const from = Number(parts[i - 1]![1]);
      const to = Number(parts[i + 1]![1]);
      for (let n = from + 1; n < to; n++) numbers.push(String(n).padStart(3, '0'));
    }
  }
  return numbers;
}

describe('citations of decision records', () => {
  it('finds the records and the files that cite them', () => {
    expect(recordNumbers.size).toBeGreaterThan(20);
    expect(sources.length).toBeGreaterThan(100);
  });

  it('expands lists and ranges', () => {
    expect(citedNumbers('186, 187')).toEqual(['186', '187']);
    expect(citedNumbers('213–216')).toEqual(['213', '214', '215', '216']);
    expect(citedNumbers('054 and ADR 091')).toEqual(['054', '091']);
  });

  it('cites only records that exist', () => {
    const missing: string[] = [];
    const citation = /\bADRs?\s+(\d{3}(?:\s*(?:,|and|or|–|-)\s*(?:ADR\s+)?\d{3}\b)*)/g;
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(citation)) {
        for (const number of citedNumbers(match[1]!)) {
          if (!recordNumbers.has(number)) missing.push(`${relative(root, file)}: ADR ${number}`);
        }
      }
      for (const [path] of text.matchAll(/docs\/decisions\/\d{3}-[\w.-]+?\.md/g)) {
        if (!existsSync(join(root, path))) missing.push(`${relative(root, file)}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('links Markdown pages only to files that exist', () => {
    const broken: string[] = [];
    for (const file of sources.filter((path) => path.endsWith('.md'))) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
        const path = decodeURIComponent(target!.split('#')[0]!);
        if (!existsSync(resolve(dirname(file), path))) broken.push(`${relative(root, file)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
