import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types';
import { rowsOf } from '../../db/sql-rows';
import { AppError } from '../../errors';
import { packageVersion } from '../../paths';

const healthSchema = z.object({ status: z.literal('ok'), version: z.string() }).meta({ id: 'Health' });
const readySchema = z
  .object({
    status: z.literal('ready'),
    database: z.enum(['postgres', 'pglite']),
    migrations: z.number().int(),
  })
  .meta({ id: 'Ready' });

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'The process is alive', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const, version: packageVersion }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database is reachable and migrated',
        response: { 200: readySchema },
      },
    },
    async () => {
      try {
        const result = await app.deps.db.execute(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        return {
          status: 'ready' as const,
          database: app.deps.database.kind,
          migrations: rowsOf<{ applied: number }>(result)[0]?.applied ?? 0,
        };
      } catch (cause) {
        throw new AppError(503, 'database_unavailable', 'The database is not reachable or not migrated.', {
          cause,
          headers: { 'retry-after': '5' },
        });
      }
    },
  );
}
