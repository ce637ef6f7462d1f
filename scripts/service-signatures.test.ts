import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ADR 240: the database or a transaction is the first argument of repository functions only. A repository
 * is a file whose name ends in `repository.ts` (`repository.ts`, `invite-repository.ts`, …); every other
 * module of an area (services, jobs, routes, helpers) exports functions that take `deps` first, and one
 * called inside a transaction is given it as `{ db: tx }`.
 */
const featuresDir = fileURLToPath(new URL('../src/server/features', import.meta.url));

const isRepository = (name: string) => /repository\.ts$/.test(name);

/** Every module of the areas that must not take the database first: not a test, not a repository. */
function nonRepositoryModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return nonRepositoryModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !isRepository(entry.name)
      ? [path]
      : [];
  });
}

/** Exported functions whose first parameter is the database (`db`/`tx`, or typed `Database`/`Executor`). */
function takingTheDatabase(source: string): string[] {
  const found: string[] = [];
  const exported =
    /export (?:async )?function (\w+)(?:<[^>]*>)?\(\s*(\w+)\s*:\s*([\w.]+)|export const (\w+)\s*=\s*(?:async\s*)?(?:<[^>]*>)?\(\s*(\w+)\s*:\s*([\w.]+)/g;
  for (const match of source.matchAll(exported)) {
    const [name, parameter, type] = match[1] ? match.slice(1, 4) : match.slice(4, 7);
    if (['db', 'tx'].includes(parameter!) || ['Database', 'Executor'].includes(type!)) found.push(name!);
  }
  return found;
}

describe('service signatures (ADR 240)', () => {
  const modules = nonRepositoryModules(featuresDir);
  const offenders = modules.flatMap((file) =>
    takingTheDatabase(readFileSync(file, 'utf8')).map((name) => `${relative(featuresDir, file)}:${name}`),
  );

  it('finds the exports that take the database', () => {
    expect(takingTheDatabase('export async function f(\n  db: Executor,\n  id: string,\n) {}')).toEqual([
      'f',
    ]);
    expect(takingTheDatabase('export function g(deps: Deps, db: Executor) {}')).toEqual([]);
    expect(takingTheDatabase('export async function h({ db }: Pick<AppDeps, "db">) {}')).toEqual([]);
    expect(takingTheDatabase('export const k = async (tx: Transaction, id: string) => {};')).toEqual(['k']);
    expect(takingTheDatabase('export function m(pool: Database) {}')).toEqual(['m']);
  });

  it('tells repositories from the rest by the file name', () => {
    expect(
      ['repository.ts', 'invite-repository.ts', 'payment-totals-repository.ts'].every(isRepository),
    ).toBe(true);
    expect(['service.ts', 'report-access.ts', 'repository-helpers.ts'].some(isRepository)).toBe(false);
    const names = modules.map((file) => relative(featuresDir, file));
    expect(names).toEqual(expect.arrayContaining(['reports/report-access.ts', 'oauth/connections.ts']));
    expect(names.filter((name) => name.endsWith('repository.ts'))).toEqual([]);
  });

  it('lets no module but a repository take the database first', () => {
    expect(offenders).toEqual([]);
  });
});
