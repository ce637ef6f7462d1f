import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanMessage, historyProblems, maxSubjectLength, messageProblems } from './commit-msg.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The commit message rule (ADR 170): planted messages, the hook in a scratch repository, the history check. */
describe('commit messages', () => {
  it('passes a short subject alone, or with a body after a blank line', () => {
    expect(messageProblems('Lint for import cycles')).toEqual([]);
    expect(messageProblems(`${subjectOf(maxSubjectLength)}\n\nWhy it matters.\nMore.\n`)).toEqual([]);
  });

  it('fails a subject over 72 characters, counting characters rather than bytes', () => {
    expect(messageProblems(subjectOf(73))).toEqual([
      'The subject is 73 characters; keep it to 72 and move detail to the body.',
    ]);
    expect(messageProblems(`Explain the café’s ${'é'.repeat(72 - 19)}`)).toEqual([]);
  });

  it('fails a subject that ends with a period, and a body with no blank line before it', () => {
    expect(messageProblems('Fix the feed.')).toEqual(['The subject ends with a period.']);
    expect(messageProblems('Fix the feed\nBecause it broke.')).toEqual([
      'A blank line must separate the subject from the body.',
    ]);
  });

  it('fails an empty message', () => {
    expect(messageProblems('\n# Please enter the commit message\n')).toEqual(['The message is empty.']);
  });

  it('reads the message as git keeps it: no comments, no diff below the scissors, no blank edges', () => {
    const edited = [
      '',
      'Fix the feed',
      '',
      'Why.',
      '# Please enter the commit message for your changes.',
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x',
      '+a line far longer than seventy-two characters, which is not part of the message at all',
    ].join('\n');
    expect(cleanMessage(edited)).toBe('Fix the feed\n\nWhy.');
    expect(messageProblems(edited)).toEqual([]);
  });

  it('is part of npm run lint, and npm run hooks installs the hook', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toContain('node scripts/commit-msg.mjs --history');
    expect(pkg.scripts.hooks).toBe('git config core.hooksPath .githooks');
  });
});

describe('the hook and the history check in a scratch repository', { timeout: 60_000 }, () => {
  let repo: string;
  const git = (...args: string[]) =>
    spawnSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Probe',
        GIT_AUTHOR_EMAIL: 'probe@example.test',
        GIT_COMMITTER_NAME: 'Probe',
        GIT_COMMITTER_EMAIL: 'probe@example.test',
      },
    });
  const commit = (message: string, ...options: string[]) => {
    writeFileSync(join(repo, 'file.txt'), message);
    git('add', 'file.txt');
    return git('commit', '-q', ...options, '-m', message);
  };
  const head = () => git('rev-parse', 'HEAD').stdout.trim();

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'podbrief-commit-msg-'));
    git('init', '-q');
    mkdirSync(join(repo, 'scripts'));
    cpSync(join(root, 'scripts/commit-msg.mjs'), join(repo, 'scripts/commit-msg.mjs'));
    cpSync(join(root, '.githooks'), join(repo, '.githooks'), { recursive: true });
  });

  afterAll(() => {
    if (repo) rmSync(repo, { recursive: true, force: true });
  });

  it('checks only the commits after the starting one, and fails a bad one among them', () => {
    expect(commit(`${subjectOf(100)}, from before the rule`).status).toBe(0);
    const since = head();
    expect(commit('Add a file\n\nWhy it is needed.').status).toBe(0);
    expect(historyProblems({ since, cwd: repo })).toEqual({ checked: 1, failing: [] });

    expect(commit('Fix the file.').status).toBe(0);
    const result = historyProblems({ since, cwd: repo });
    expect(result).toMatchObject({
      checked: 2,
      failing: [{ subject: 'Fix the file.', problems: ['The subject ends with a period.'] }],
    });
  });

  it('skips when the starting commit is not in the history, or there is no repository', () => {
    expect(historyProblems({ since: 'f'.repeat(40), cwd: repo })).toEqual({
      skipped: "commit fffffff is not in this clone's history (a shallow clone?)",
    });
    const plain = mkdtempSync(join(tmpdir(), 'podbrief-no-git-'));
    try {
      expect(historyProblems({ cwd: plain })).toEqual({
        skipped: 'not a git checkout (or git is not installed)',
      });
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('rejects a long subject at commit time once the hooks are installed', () => {
    expect(git('config', 'core.hooksPath', '.githooks').status).toBe(0);
    const before = head();
    const rejected = commit(subjectOf(80));
    expect(rejected.status).not.toBe(0);
    expect(rejected.stderr).toContain('The subject is 80 characters');
    expect(head()).toBe(before);
    expect(commit('Keep the subject short\n\nSo that git log --oneline scans.').status).toBe(0);
    expect(head()).not.toBe(before);
  });
});

function subjectOf(length: number) {
  return 'Add '.padEnd(length, 'x');
}
