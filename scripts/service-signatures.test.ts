import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ADR 240: a service function takes `deps` first, never the database. The services that still take the
 * database are listed here until they are converted; the list only shrinks (a converted one must leave
 * it, a new one may not join it). Keyed by file name and function, so moving a file keeps its entry.
 */
const notYetConverted = new Set([
  'service.ts:listFeed',
  'service.ts:requireReadableReport',
  'service.ts:getReport',
  'service.ts:getNeighbours',
  'service.ts:setRead',
  'service.ts:setFavourite',
  'service.ts:createDownloadLink',
  'service.ts:listFeedChannels',
  'v1-service.ts:listReports',
  'v1-service.ts:getReport',
  'v1-service.ts:getTranscript',
  'v1-service.ts:search',
]);

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

  it('lets no new service take the database first', () => {
    expect(offenders.filter((key) => !notYetConverted.has(key))).toEqual([]);
  });

  it('keeps the list of services still to convert current', () => {
    expect([...notYetConverted].filter((key) => !offenders.includes(key))).toEqual([]);
  });
});
