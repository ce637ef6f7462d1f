import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { App } from '../../app-types';
import { requireUser } from '../../auth/current-user';
import { realtime } from '../../../shared/constants';
import { apiErrorSchema } from '../../../shared/contract/api-error';
import { reportEventNames, type ReportPublishedEvent } from '../../../shared/contract/reports';
import { canReadCreator } from '../subscriptions/access';
import { ReportEventsHub } from './report-events-hub';

export interface ReportEventsOptions {
  /** Tests shorten the heartbeat; production uses spec §9's 30 s. */
  heartbeatMs?: number;
}

function write(stream: ServerResponse, event: string, data: unknown) {
  stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * GET /reports/events: server-sent events. Each open stream receives `report_published` for reports of
 * channels its user may read at that moment (the one access rule), and a comment line every 30 s so
 * proxies keep the connection open. The browser reconnects on its own schedule (1, 2, 5, then 10 s).
 */
export async function reportEventsRoutes(app: App, options: ReportEventsOptions = {}) {
  const hub = new ReportEventsHub(app.deps.database, app.log);
  const streams = new Set<ServerResponse>();
  const heartbeatMs = options.heartbeatMs ?? realtime.heartbeatMs;

  // Open streams never go idle, so the server would wait for them forever on shutdown: end them first.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  app.get(
    '/events',
    {
      schema: {
        tags: ['reports'],
        summary: 'Live events (text/event-stream): report_published when a readable channel publishes',
        response: {
          200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
          401: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const stream = reply.raw;
      reply.hijack();
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      streams.add(stream);

      let open = true;
      let unsubscribe = () => undefined as void;
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), heartbeatMs);
      heartbeat.unref();
      const cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
      };
      // The response closes when the browser goes away or the server shuts down.
      stream.on('close', cleanup);
      stream.on('error', cleanup);

      const deliver = (event: ReportPublishedEvent) => {
        void canReadCreator(app.deps.db, user.id, event.creatorId, app.deps.clock.now())
          .then((allowed) => {
            if (allowed && open) write(stream, reportEventNames.reportPublished, event);
          })
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'could not check access for a live event'),
          );
      };
      const stop = await hub.subscribe(deliver);
      if (!open) {
        stop();
        return;
      }
      unsubscribe = stop;

      write(stream, reportEventNames.ready, { heartbeatMs });
    },
  );
}
