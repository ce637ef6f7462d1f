// Commit messages a reviewer can scan (ADR 170): a subject of at most 72 characters that does not end
// with a period, then a blank line before any body (the body says why).
//
//   node scripts/commit-msg.mjs <message-file>   the git commit-msg hook (.githooks/commit-msg, `npm run hooks`)
//   node scripts/commit-msg.mjs --history        `npm run lint`: every commit after `checkedSince`
//
// Older history keeps its long subjects: the check starts after a fixed commit. Without git, outside a
// repository or in a clone too shallow to hold that commit, the history check says so and passes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const maxSubjectLength = 72;

/**
 * The last commit over the limit before the rule (the history from 29ac422, where this work began, is
 * otherwise within it); every commit after it is checked.
 */
export const checkedSince = 'dbb5c7b209fca8c51798fa422aecc5a967b41a5b';

/** The message as git stores it: without comment lines, the diff below the scissors, or blank edges. */
export function cleanMessage(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  const kept = (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#'));
  while (kept.length > 0 && kept[0].trim() === '') kept.shift();
  while (kept.length > 0 && kept.at(-1).trim() === '') kept.pop();
  return kept.join('\n');
}

/** What is wrong with a commit message, one sentence each; empty when it passes. */
export function messageProblems(text) {
  const [subject = '', second] = cleanMessage(text).split('\n');
  if (subject.trim() === '') return ['The message is empty.'];
  const problems = [];
  const length = [...subject].length;
  if (length > maxSubjectLength) {
    problems.push(
      `The subject is ${length} characters; keep it to ${maxSubjectLength} and move detail to the body.`,
    );
  }
  if (subject.endsWith('.') && !subject.endsWith('...')) problems.push('The subject ends with a period.');
  if (second !== undefined && second.trim() !== '') {
    problems.push('A blank line must separate the subject from the body.');
  }
  return problems;
}

function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.error || result.status !== 0 ? undefined : result.stdout;
}

/**
 * The commits after `since` up to HEAD in the checkout at `cwd` (merges left out: git writes their
 * subjects): how many were checked and the failing ones as `{ commit, subject, problems }`; or
 * `{ skipped: reason }` when there is no history to check.
 */
export function historyProblems({ since = checkedSince, cwd = process.cwd() } = {}) {
  if (git(['rev-parse', '--is-inside-work-tree'], cwd)?.trim() !== 'true') {
    return { skipped: 'not a git checkout (or git is not installed)' };
  }
  if (git(['cat-file', '-e', `${since}^{commit}`], cwd) === undefined) {
    return { skipped: `commit ${since.slice(0, 7)} is not in this clone's history (a shallow clone?)` };
  }
  const log = git(['log', '--no-merges', '--format=%h%x00%B%x1e', `${since}..HEAD`], cwd);
  if (log === undefined) return { skipped: 'git log failed' };
  const commits = log
    .split('\x1e')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter((entry) => entry.includes('\0'))
    .map((entry) => {
      const [commit, message] = entry.split('\0');
      return { commit, subject: cleanMessage(message).split('\n')[0], problems: messageProblems(message) };
    });
  return { checked: commits.length, failing: commits.filter((c) => c.problems.length > 0) };
}

function main(args) {
  if (args[0] === '--history') {
    const result = historyProblems();
    if ('skipped' in result) {
      console.log(`Commit messages not checked: ${result.skipped}.`);
      return 0;
    }
    for (const { commit, subject, problems } of result.failing) {
      console.error(`${commit} ${subject}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
    if (result.failing.length > 0) {
      console.error(
        `\n${result.failing.length} of ${result.checked} commits after ${checkedSince.slice(0, 7)} break the`,
      );
      console.error('commit message rule (ADR 170). Reword them before they are shared.');
      return 1;
    }
    return 0;
  }
  if (args.length !== 1) {
    console.error('Usage: node scripts/commit-msg.mjs <commit-message-file> | --history');
    return 2;
  }
  const problems = messageProblems(readFileSync(args[0], 'utf8'));
  if (problems.length === 0) return 0;
  console.error(`Commit message rejected (ADR 170):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  console.error(
    'Your message is kept in .git/COMMIT_EDITMSG; `git commit -e -F .git/COMMIT_EDITMSG` reopens it.',
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
