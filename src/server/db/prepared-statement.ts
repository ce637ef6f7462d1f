import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

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
type Session = {
  client: unknown;
  prepareQuery(
    query: Compiled,
    fields: undefined,
    name: string | undefined,
    arrayMode: false,
  ): {
    execute(): Promise<unknown>;
  };
};

/**
 * Runs `query` as a prepared statement (ADR 135); the result is what `db.execute` returns.
 *
 * - PostgreSQL: a named statement of the extended protocol. Each pool connection parses and plans it
 *   once; later calls only bind and execute, and the default plan_cache_mode switches to a generic plan
 *   after five executions when it costs no more than the custom ones (planning was 1.6–2 ms of the
 *   feed's 2–3 ms at a million reports).
 * - PGlite, outside a transaction: its one connection lives as long as the process, so the statement is
 *   prepared with SQL `PREPARE` once per instance and run with `EXECUTE` and the values as literals
 *   (PGlite's driver has no named statements; EXECUTE takes no bound parameters). That halves the feed's
 *   time on the embedded database. Values other than strings, numbers, booleans and null, or a string
 *   PostgreSQL could not hold, take the ordinary path.
 */
export async function executePrepared(db: Executor, query: SQL): Promise<unknown> {
  const compiled = dialect.sqlToQuery(query);
  return executeCompiled(db, compiled, preparedStatementName(compiled.sql));
}

/** `executePrepared` of a statement already compiled (and named by `preparedStatementName`). */
async function executeCompiled(db: Executor, compiled: Compiled, name: string): Promise<unknown> {
  const session = db._.session as unknown as Session;
  if (session.client instanceof PGlite) {
    const values = compiled.params.map(literal);
    if (
      values.every((v): v is string => v !== undefined) &&
      (await preparedOn(session.client, name, compiled.sql))
    ) {
      const text = `execute ${name}${values.length ? `(${values.join(', ')})` : ''}`;
      return session.prepareQuery({ sql: text, params: [] }, undefined, undefined, false).execute();
    }
    return session.prepareQuery(compiled, undefined, undefined, false).execute();
  }
  return session.prepareQuery(compiled, undefined, name, false).execute();
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

/**
 * Whether each statement could be prepared on each PGlite instance, by name (concurrent first calls share
 * one PREPARE). A text PREPARE refuses (a parameter whose type nothing in the text decides) keeps taking
 * the ordinary path.
 */
const preparedByInstance = new WeakMap<PGlite, Map<string, Promise<boolean>>>();

function preparedOn(pglite: PGlite, name: string, text: string): Promise<boolean> {
  let prepared = preparedByInstance.get(pglite);
  if (!prepared) {
    prepared = new Map();
    preparedByInstance.set(pglite, prepared);
  }
  let done = prepared.get(name);
  if (!done) {
    done = pglite.exec(`prepare ${name} as ${text}`).then(
      () => true,
      () => false,
    );
    prepared.set(name, done);
  }
  return done;
}

/**
 * A value as an SQL literal for EXECUTE, or undefined when it must go as a bound parameter instead.
 * Strings are quoted by doubling single quotes, which is complete with standard_conforming_strings on
 * (PGlite's default, checked by the test); a NUL byte could end the statement text early, so a string
 * with one is never inlined.
 */
function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replace(/'/g, "''")}'`;
  return undefined;
}
