import { createHash } from 'node:crypto';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './client';
import { TurnTakingPGlite } from './yield-between-statements';

const dialect = new PgDialect();

/**
 * The name a statement is prepared under: one per SQL text, so each shape of a query (sort, filters,
 * cursor) has its own plan and two texts never share a name.
 */
export function preparedStatementName(text: string): string {
  // Hex: SQL PREPARE folds a name to lower case, so mixed-case names could meet.
  return `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

type Compiled = { sql: string; params: unknown[] };

/** Whatever records the statements a database sends (the statement-count tests); see `logStatements`. */
export interface StatementLogger {
  logQuery(query: string, params: unknown[]): void;
}

const loggers = new WeakMap<object, StatementLogger>();

/**
 * Makes `logger` see the statements this module sends for `db` straight to its driver, which Drizzle's
 * own `logger` option never sees. Give it the logger the Drizzle instance was made with.
 */
export function logStatements(db: Executor, logger: StatementLogger): void {
  loggers.set(db, logger);
}

/**
 * Runs `query` as a prepared statement (ADR 171); the result is what `db.execute` returns
 * (`{ rows, … }` with timestamps, dates and intervals as PostgreSQL's text, as Drizzle reads them).
 * Values always go as bound parameters, on both engines, through the drivers' public interfaces:
 *
 * - PostgreSQL: `pg`'s named query config (`{ name, text, values }`), a named statement of the extended
 *   protocol. Each pool connection parses and plans it once; later calls only bind and execute, and the
 *   default plan_cache_mode switches to a generic plan after five executions when it costs no more than
 *   the custom ones (planning was most of the feed's time at a million reports).
 * - PGlite: its query interface has no named statements, so the app's PGlite (`TurnTakingPGlite`)
 *   prepares the statement once per instance through PGlite's public wire-protocol interface and then
 *   only binds and executes it (`queryPrepared`), which halves the feed's time on the embedded database.
 *   Any other PGlite gets the parameterised `query(text, params)`, planned on every call.
 *
 * `db` is the Drizzle database itself (its public `$client`), not a transaction.
 */
export async function executePrepared(db: Executor, query: SQL): Promise<unknown> {
  const compiled = dialect.sqlToQuery(query);
  return executeCompiled(db, compiled, preparedStatementName(compiled.sql));
}

// What Drizzle leaves as text when it runs `db.execute` (its own drivers' settings), so rows read the same.
const asText = (value: string) => value;
const pgTextTypes = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    pgTextTypes.has(oid) ? asText : pg.types.getTypeParser(oid, format ?? 'text'),
};
const pgliteParsers = {
  [pgliteTypes.TIMESTAMP]: asText,
  [pgliteTypes.TIMESTAMPTZ]: asText,
  [pgliteTypes.INTERVAL]: asText,
  [pgliteTypes.DATE]: asText,
};

/** `executePrepared` of a statement already compiled (and named by `preparedStatementName`). */
async function executeCompiled(db: Executor, compiled: Compiled, name: string): Promise<unknown> {
  const client: unknown = (db as { $client?: unknown }).$client;
  loggers.get(db)?.logQuery(compiled.sql, compiled.params);
  if (client instanceof TurnTakingPGlite)
    return client.queryPrepared(name, compiled.sql, compiled.params, { parsers: pgliteParsers });
  if (client instanceof PGlite)
    return client.query(compiled.sql, compiled.params, { parsers: pgliteParsers });
  if (client instanceof pg.Pool || client instanceof pg.Client)
    return client.query({ name, text: compiled.sql, values: compiled.params, types: pgTypes });
  throw new Error('a prepared statement runs on the Drizzle database of openDatabase, not in a transaction');
}

/**
 * A statement compiled once (ADR 156): `build` makes it with `sql.placeholder(…)` where the values go,
 * and each call only fills the parameters in, so a request neither rebuilds Drizzle's SQL tree nor
 * hashes the text for its name. The text is the one the same statement built with values compiles to.
 */
export interface StatementTemplate {
  sql: string;
  name: string;
  params(values: Record<string, unknown>): unknown[];
}

export function statementTemplate(query: SQL): StatementTemplate {
  const compiled = dialect.sqlToQuery(query);
  // Where each parameter comes from, worked out once (Drizzle's fillPlaceholders asks again each call).
  const slots = compiled.params.map((param): ((values: Record<string, unknown>) => unknown) => {
    const placeholder = is(param, Placeholder)
      ? { name: param.name, encode: (v: unknown) => v }
      : is(param, Param) && is(param.value, Placeholder)
        ? { name: param.value.name, encode: (v: unknown) => param.encoder.mapToDriverValue(v) }
        : undefined;
    if (!placeholder) return () => param;
    const { name, encode } = placeholder;
    return (values) => {
      if (!(name in values)) throw new Error(`no value for the placeholder ${name}`);
      return encode(values[name]);
    };
  });
  return {
    sql: compiled.sql,
    name: preparedStatementName(compiled.sql),
    params: (values) => slots.map((slot) => slot(values)),
  };
}

/** Runs a template with its values, as `executePrepared` runs a statement. */
export function executeTemplate(
  db: Executor,
  template: StatementTemplate,
  values: Record<string, unknown>,
): Promise<unknown> {
  return executeCompiled(db, { sql: template.sql, params: template.params(values) }, template.name);
}
