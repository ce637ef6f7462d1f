import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Conventions every test keeps (ADR 005), checked over the source so they stay kept: a test waits for a
 * condition or moves a fake clock, never for a fixed time; a web test expects a console.error by name
 * rather than silencing the console (src/web/test/console-guard.ts fails the rest), and meets its network
 * through msw (src/web/test/server.ts) instead of a stubbed fetch. The conventions a syntax tree shows
 * (jest-dom's matchers for DOM assertions, queries through `screen`, no focused or skipped test) are lint
 * rules (eslint/testing.js, ADR 005); the last test here plants violations and expects ESLint to name them.
 */

const root = join(import.meta.dirname, '..', '..', '..');
const self = relative(root, import.meta.filename)
  .split(sep)
  .join('/');

/** Test files, and the helpers only tests use (test folders, the server's testing/, `test-*.ts`, e2e helpers). */
function isTestCode(path: string): boolean {
  if (!/\.tsx?$/.test(path)) return false;
  if (/\.(test|spec|e2e)\.tsx?$/.test(path)) return true;
  if (path.startsWith('e2e/') || path.startsWith('src/server/testing/')) return true;
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
  'src/server/testing/wait-for.ts': 'the pause between two tries of a condition',
  'src/server/testing/fake-http-server.ts':
    'the fake model and transcription servers answer slowly when a test asks them to (timeouts)',
  'src/server/testing/fake-llm.ts':
    'the fake model streams its answer at a pace a test asks for (an idle timeout, a whitespace loop)',
  'src/server/testing/faults/note-load.ts':
    "a simulated reader's think time between requests: it shapes the load",
  'src/server/testing/faults/open-loop.ts': 'arrivals at a fixed rate: the open-loop load itself',
};

const webTests = () => testFiles().filter((path) => /^src\/web\/.*\.test\.tsx?$/.test(path));

describe('test conventions', () => {
  it('finds the test files it checks', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/server/testing/wait-for.ts');
    expect(files).toContain('e2e/fixtures.ts');
  });

  it('has no fixed waits: tests wait for a condition or move a fake clock', () => {
    const waits = findings(fixedWait).filter((f) => !(f.path in timersOnPurpose));
    expect(listed(waits), 'use waitFor / vi.waitFor / expect.poll, or fake timers').toEqual([]);
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

/**
 * A web test breaking each kind of rule in eslint/testing.js, linted with the project's own config
 * (eslint.config.js) through ESLint's public API. The file is never written: `filePath` only picks the
 * config that applies to it.
 */
const planted = `import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

it.only('shows the title', () => {
  const { container } = render(<h1 title="Welcome">Title</h1>);
  expect(screen.getByText('Title')).toBeTruthy();
  expect(screen.getByRole('heading').textContent).toBe('Title');
  expect(container.querySelector('h1')).toBeInTheDocument();
});
`;

describe('test lint rules', () => {
  it('names each planted violation in a web test', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(planted, { filePath: 'src/web/planted.test.tsx' });
    const found = result!.messages.map((m) => `${m.line} ${m.ruleId}`).sort();
    expect(found).toEqual([
      '4 vitest/no-focused-tests',
      // getBy… + toBeTruthy: a failure would say "received null", not what the document held.
      '6 jest-dom/prefer-in-document',
      '7 jest-dom/prefer-to-have-text-content',
      '8 testing-library/no-container',
    ]);
    expect(result!.errorCount).toBe(4);
  });

  it('leaves the same test written with jest-dom and screen alone', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    const fixed = planted
      .replace('it.only(', 'it(')
      .replace('const { container } = render(', 'render(')
      .replace('.toBeTruthy()', '.toBeInTheDocument()')
      .replace(".textContent).toBe('Title')", ").toHaveTextContent('Title')")
      .replace("container.querySelector('h1')", "screen.getByTitle('Welcome')");
    const [result] = await eslint.lintText(fixed, { filePath: 'src/web/planted.test.tsx' });
    expect(result!.messages.map((m) => `${m.line} ${m.ruleId}: ${m.message}`)).toEqual([]);
  });
});
