import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Conventions every test keeps (ADR 148), checked over the source so they stay kept: a test waits for a
 * condition or moves a fake clock, never for a fixed time; a web test asserts on the DOM with jest-dom's
 * matchers, whose failures say what the element was; a web test expects a console.error by name rather
 * than silencing the console (src/web/test/console-guard.ts fails the rest), and meets its network through
 * msw (src/web/test/server.ts) instead of a stubbed fetch.
 */

const root = join(import.meta.dirname, '..', '..', '..');
const self = relative(root, import.meta.filename)
  .split(sep)
  .join('/');

/** Test files, and the helpers only tests use (test folders, `test-*.ts`, fault and e2e helpers). */
function isTestCode(path: string): boolean {
  if (!/\.tsx?$/.test(path)) return false;
  if (/\.(test|spec|e2e)\.tsx?$/.test(path)) return true;
  if (path.startsWith('e2e/') || path.startsWith('src/server/faults/')) return true;
  return path.split('/').includes('test') || /\/test-[^/]+\.tsx?$/.test(path);
}

function testFiles(): string[] {
  const found: string[] = [];
  for (const top of ['src', 'e2e', 'bench']) {
    for (const entry of readdirSync(join(root, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (path !== self && isTestCode(path)) found.push(path);
    }
  }
  return found.sort();
}

interface Finding {
  path: string;
  line: number;
  text: string;
}

/** Every match of `pattern` (global; it may span lines within one statement) in `files`. */
function findings(pattern: RegExp, files = testFiles()): Finding[] {
  const found: Finding[] = [];
  for (const path of files) {
    const source = readFileSync(join(root, path), 'utf8');
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ path, line, text: match[0].replace(/\s+/g, ' ').trim() });
    }
  }
  return found;
}

const listed = (found: Finding[]) => found.map((f) => `${f.path}:${f.line}: ${f.text}`);

/**
 * A promise resolved by a timer (`new Promise((r) => setTimeout(r, 300))`), Playwright's
 * `waitForTimeout`, and the promise form of timers: the shapes a fixed wait takes.
 */
const fixedWait =
  /new Promise\b.*\bsetTimeout\s*\(|setTimeout\s*\(\s*(resolve|r)\s*[,)]|\bwaitForTimeout\s*\(|timers\/promises/g;

/** Where a timer is what the code is for, not a test waiting to observe something. */
const timersOnPurpose: Record<string, string> = {
  'src/server/test/wait-for.ts': 'the pause between two tries of a condition',
  'src/server/test/fake-llm.ts': 'a model server that answers slowly when a test asks it to (timeouts)',
  'src/server/test/fake-transcriber.ts': 'a transcription server that answers slowly when a test asks it to',
  'src/server/faults/note-load.ts': "a simulated reader's think time between requests: it shapes the load",
  'src/server/faults/open-loop.ts': 'arrivals at a fixed rate: the open-loop load itself',
};

const webTests = () => testFiles().filter((path) => /^src\/web\/.*\.test\.tsx?$/.test(path));

/**
 * DOM assertions that jest-dom says better: a query checked for truthiness or null (toBeInTheDocument),
 * text, attributes, state and focus read off the element (toHaveTextContent, toHaveAttribute,
 * toBeDisabled, toHaveValue, toHaveFocus). `[^;]` keeps a match inside one statement.
 */
const domShapes: Record<string, RegExp> = {
  'a query checked for truthiness or null':
    /expect\([\w.!()[\]\s]*?\b(?:get|find|query)(?:All)?By\w+\([^;]*?\)\s*(?:,\s*)?\)\s*\.(?:not\.)?(?:toBeTruthy|toBeFalsy|toBeNull|toBeDefined|toBeUndefined)\(\)/g,
  'textContent compared': /\.textContent\s*(?:,\s*)?\)\s*\.(?:not\.)?(?:toBe|toEqual|toContain|toMatch)\(/g,
  'an attribute read off the element':
    /\.getAttribute\([^()]*\)\)\s*\.(?:not\.)?(?:toBe|toEqual|toBeNull)\(/g,
  'an element cast to read its state': /as HTML\w*Element\)\.(?:value|disabled|checked|readOnly|required)\)/g,
  'focus read off the document': /expect\(document\.activeElement\)/g,
};

describe('test conventions', () => {
  it('finds the test files it checks', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/server/test/wait-for.ts');
    expect(files).toContain('e2e/fixtures.ts');
  });

  it('has no fixed waits: tests wait for a condition or move a fake clock', () => {
    const waits = findings(fixedWait).filter((f) => !(f.path in timersOnPurpose));
    expect(listed(waits), 'use waitFor / vi.waitFor / expect.poll, or fake timers').toEqual([]);
  });

  it('asserts on the DOM with jest-dom matchers in web tests', () => {
    const files = webTests();
    expect(files.length).toBeGreaterThan(40);
    const found = Object.entries(domShapes).flatMap(([shape, pattern]) =>
      listed(findings(pattern, files)).map((line) => `${line} (${shape})`),
    );
    expect(found, 'use toBeInTheDocument, toHaveTextContent, toHaveAttribute, toBeDisabled …').toEqual([]);
  });

  it('names the console errors a web test expects instead of silencing them', () => {
    const silenced = findings(/spyOn\(\s*console\s*,\s*'error'\s*\)|console\.error\s*=/g, webTests());
    expect(listed(silenced), "use expectConsoleError(/…/) from '@web/test/console-guard'").toEqual([]);
  });

  it('answers the network of web tests with msw, not a hand-stubbed fetch', () => {
    const stubbed = findings(
      /stubGlobal\(\s*'fetch'|(?<!typeof )(?:globalThis|window)\.fetch\s*=[^=]|spyOn\(\s*(?:globalThis|window)\s*,\s*'fetch'/g,
      testFiles().filter((path) => path.startsWith('src/web/')),
    );
    expect(listed(stubbed), "use server.use(...) or answer(...) from '@web/test/server'").toEqual([]);
  });

  it('allows timers only where they still are the point', () => {
    const stillTimed = new Set(findings(fixedWait).map((f) => f.path));
    expect(Object.keys(timersOnPurpose).filter((path) => !stillTimed.has(path))).toEqual([]);
  });
});
