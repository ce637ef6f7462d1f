import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ADR 240: a service function (an export of a `*service.ts` file) takes `deps` first, never the database;
 * the database or a transaction is the first argument of repository functions only.
 */
const serverDir = fileURLToPath(new URL('../src/server', import.meta.url));

function serviceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serviceFiles(path);
    return /service\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Exported functions whose first parameter is the database (`db`/`tx`, or typed `Database`/`Executor`). */
function takingTheDatabase(source: string): string[] {
  const found: string[] = [];
  const exported = /export (?:async )?function (\w+)(?:<[^>]*>)?\(\s*(\w+)\s*:\s*([\w.]+)/g;
  for (const [, name, parameter, type] of source.matchAll(exported)) {
    if (['db', 'tx'].includes(parameter!) || ['Database', 'Executor'].includes(type!)) found.push(name!);
  }
  return found;
}

describe('service signatures (ADR 240)', () => {
  const offenders = serviceFiles(serverDir).flatMap((file) =>
    takingTheDatabase(readFileSync(file, 'utf8')).map((name) => `${basename(file)}:${name}`),
  );

  it('finds the services that take the database', () => {
    expect(takingTheDatabase('export async function f(\n  db: Executor,\n  id: string,\n) {}')).toEqual([
      'f',
    ]);
    expect(takingTheDatabase('export function g(deps: Deps, db: Executor) {}')).toEqual([]);
    expect(takingTheDatabase('export async function h({ db }: Pick<AppDeps, "db">) {}')).toEqual([]);
  });

  it('lets no service take the database first', () => {
    expect(offenders).toEqual([]);
  });
});
