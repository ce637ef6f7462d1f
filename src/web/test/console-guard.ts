import { format } from 'node:util';

/**
 * Web tests fail on an unexpected console.error: React's act() warnings, a missing provider, an error
 * boundary that caught something, a failed promise a component logged. A test that provokes one on
 * purpose says so with `expectConsoleError(/pattern/)`; an expected error that never comes fails too.
 *
 * console.error is replaced, not spied on, so a test's vi.restoreAllMocks() cannot switch the guard off.
 */

interface Expectation {
  pattern: RegExp;
  seen: boolean;
}

const original = console.error;
let logged: string[] = [];
let expected: Expectation[] = [];

/** Allows console.error lines matching `pattern` in the current test, and requires at least one. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ pattern, seen: false });
}

export function installConsoleGuard(): void {
  console.error = (...args: unknown[]) => {
    const line = format(...args);
    const expectation = expected.find((e) => e.pattern.test(line));
    if (expectation) expectation.seen = true;
    else logged.push(line);
  };
}

/** Ends the current test's watch; throws (failing the test) with what was logged or never came. */
export function checkConsole(): void {
  const unexpected = logged;
  const missing = expected.filter((e) => !e.seen).map((e) => String(e.pattern));
  logged = [];
  expected = [];
  const problems = [
    ...unexpected.map((line) => `console.error: ${line.split('\n').slice(0, 6).join('\n  ')}`),
    ...missing.map((pattern) => `expected a console.error matching ${pattern}, none came`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}

export function uninstallConsoleGuard(): void {
  console.error = original;
}
