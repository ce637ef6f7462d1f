import { z } from 'zod';
import type { App } from '../../app-types';
import { currentUser, requireUser } from '../../http/authorization';
import { realtime } from '@shared/constants';
import { apiErrorSchema } from '@shared/contract/api-error';
import { reportEventNames, type ReportPublishedEvent, type StreamEnd } from '@shared/contract/reports';
import { familyExpiresAt } from '../../auth/sessions';
import { EventStreams, eventFrame, type OpenStream, type StreamEndReason } from './event-streams';
import { readersAmong } from './repository';
import { ReportEventsHub } from './report-events-hub';

export interface ReportEventsOptions {
  /** Tests shorten the heartbeat; production uses 30 s (docs/product.md#live-updates). */
  heartbeatMs?: number;
}

/** setTimeout takes at most 2^31 - 1 ms; a longer wait is cut and re-armed. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * GET /reports/events: server-sent events. Each open stream receives `report_published` for reports of
 * channels its user may read at that moment (the one access rule), and a comment line every 30 s so
 * proxies keep the connection open. The browser reconnects on its own schedule (1, 2, 5, then 10 s).
 *
 * A stream lives no longer than its session (ADR 054): a revocation announced by any process, or the
 * session's expiry, ends it with `end` { reason: 'session_ended' }. It is also bounded (ADR 054): at most
 * EVENT_STREAMS_PER_USER per user and process (the oldest ends with 'replaced'), MAX_EVENT_STREAMS per
 * process (load shedding refuses more), and EVENT_STREAM_MAX_MINUTES of life ('lifetime': reconnect).
 */
export async function reportEventsRoutes(app: App, options: ReportEventsOptions = {}) {
  const { config, clock, db } = app.deps;
  const heartbeatMs = options.heartbeatMs ?? realtime.heartbeatMs;
  const streams = new EventStreams(config.eventStreams.perUser);

  /** One access query per publish for every stream of this process (ADR 054). */
  const deliver = async (event: ReportPublishedEvent) => {
    const userIds = streams.userIds();
    if (userIds.length === 0) return;
    const readers = await readersAmong(db, event.creatorId, userIds, clock.now());
    const frame = eventFrame(reportEventNames.reportPublished, event);
    for (const userId of readers) {
      for (const stream of streams.ofUser(userId)) stream.send(frame);
    }
  };
  const hub = new ReportEventsHub(app.deps.database, app.log, {
    reportPublished: (event) => {
      deliver(event).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not work out who may read a live event'),
      );
    },
    sessionsRevoked: (revoked) => {
      if ('familyId' in revoked) streams.endFamily(revoked.familyId, 'session_ended');
      else streams.endUser(revoked.userId, 'session_ended');
    },
    // Whatever was announced while the connection was down is lost: every stream starts over.
    resumed: () => streams.endAll('lifetime'),
  });

  // Open streams never go idle, so the server would wait for them forever on shutdown: end them first.
  app.addHook('preClose', async () => {
    streams.endAll('shutdown');
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });

  app.get(
    '/events',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['reports'],
        summary: 'Live events (text/event-stream): report_published when a readable channel publishes',
        response: {
          200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
          401: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await hub.listening();
      const response = reply.raw;
      reply.hijack();
      if (response.destroyed) return;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });

      let open = true;
      let deadline: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => response.write(': ping\n\n'), heartbeatMs);
      heartbeat.unref();
      const cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(deadline);
        streams.delete(stream);
      };
      const stream: OpenStream = {
        userId: user.id,
        familyId: user.sessionId,
        send: (frame) => {
          if (open) response.write(frame);
        },
        end: (reason: StreamEndReason) => {
          if (!open) return;
          response.write(eventFrame(reportEventNames.end, { reason } satisfies StreamEnd));
          cleanup();
          response.end();
        },
      };
      // The response closes when the browser goes away or the server shuts down.
      response.on('close', cleanup);
      response.on('error', cleanup);

      // Lifetimes are spread over the last fifth of the maximum, so the streams a restart reconnected
      // together do not all come back at the same moment again.
      const lifetimeEndsAt = Date.now() + config.eventStreams.maxLifetimeMs * (0.8 + 0.2 * Math.random());
      const arm = (expiresAt: Date) => {
        const untilLifetime = lifetimeEndsAt - Date.now();
        const untilExpiry = expiresAt.getTime() - clock.now().getTime();
        const wait = Math.max(0, Math.min(untilLifetime, untilExpiry, maxTimerMs));
        deadline = setTimeout(() => {
          if (Date.now() >= lifetimeEndsAt) stream.end('lifetime');
          else void recheck();
        }, wait);
        deadline.unref();
      };
      // The session's expiry moves forward each time the browser refreshes it: look again, once, when
      // the expiry known so far comes (and once at the start, below).
      const recheck = async () => {
        let expiresAt: Date | null;
        try {
          expiresAt = await familyExpiresAt(app.deps, user.sessionId);
        } catch (error) {
          request.log.warn({ err: error }, 'could not recheck the session of a live stream');
          stream.end('lifetime');
          return;
        }
        if (!open) return;
        if (expiresAt) arm(expiresAt);
        else stream.end('session_ended');
      };

      streams.add(stream);
      response.write(eventFrame(reportEventNames.ready, { heartbeatMs }));
      // Read the session once more now that the stream is registered and this process listens: a
      // revocation between the request's session check and now was announced before anyone could hear it.
      void recheck();
    },
  );
}
