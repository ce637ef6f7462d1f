import { createStripeClient } from './features/billing/stripe-client';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from './app-types';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors';
import type { JobQueue } from './jobs/job-queue';
import { platformHousekeepingJobs, registerHousekeepingJobs } from './jobs/housekeeping-jobs';
import { createJobQueue } from './jobs/pg-boss-queue';
import { avatarRoutes } from './features/profile/avatars/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { adminReportRoutes } from './features/admin/reports/routes';
import { adminUserRoutes } from './features/admin/users/routes';
import { adminPaymentRoutes } from './features/admin/payments/routes';
import { creatorMoneyRoutes } from './features/billing/creator-money/routes';
import { mailDeliveryRoutes } from './features/mail/delivery/routes';
import { healthRoutes } from './features/health/routes';
import { channelPageHead } from './features/channels/channel-page-head';
import { channelRoutes } from './features/channels/routes';
import { inviteRoutes } from './features/channels/invite-routes';
import { creatorRoutes } from './features/creator/routes';
import { payoutRoutes } from './features/billing/payouts/routes';
import { creatorReportRoutes } from './features/creator-reports/routes';
import { feedBackfillRoutes } from './features/feeds/backfills/routes';
import { feedConnectionRoutes } from './features/feeds/connections/routes';
import { inviteLinkRoutes } from './features/channels/invite-links/routes';
import { profileRoutes } from './features/profile/routes';
import { accessTokenRoutes } from './features/profile/access-tokens/routes';
import { listenerFeedRoutes, privateFeedRoutes } from './features/subscriptions/listener-feeds/routes';
import { subscriptionRoutes } from './features/subscriptions/routes';
import { paymentRoutes } from './features/billing/payments/routes';
import { opmlRoutes } from './features/subscriptions/opml-routes';
import { libraryExportRoutes } from './features/library-export/routes';
import { subscriptionV1Routes } from './features/subscriptions/v1-routes';
import { landingRoutes } from './features/landing/routes';
import { reportRoutes } from './features/reports/routes';
import { reportV1Routes } from './features/reports/v1-routes';
import { noteRoutes } from './features/notes/routes';
import { noteV1Routes } from './features/notes/v1-routes';
import { highlightRoutes } from './features/highlights/routes';
import { highlightV1Routes } from './features/highlights/v1-routes';
import { readwiseRoutes } from './features/readwise/routes';
import { subscriberDashboardRoutes } from './features/subscriptions/dashboard/routes';
import { oauthConsentRoutes } from './features/oauth/consent-routes';
import { oauthRoutes } from './features/oauth/routes';
import { oauthHousekeepingJob } from './features/oauth/housekeeping';
import { transcriptSearchBackfillJob } from './features/reports/transcript-search-backfill';
import { devGooglePlugin } from './local/google/plugin';
import { authRoutes } from './features/auth/routes';
import { documentSession } from './features/auth/session-response';
import { authHousekeepingJob } from './features/auth/housekeeping';
import { stripeEventsHousekeepingJob } from './features/billing/stripe-webhooks/housekeeping-stripe-events';
import { devGoogleHousekeepingJob } from './local/google/housekeeping';
import { subscriptionsSettleJob } from './features/subscriptions/settle-job';
import { stripeWebhookRoutes } from './features/billing/stripe-webhooks/routes';
import { priceChangeRoutes } from './features/billing/price-changes/routes';
import { clientErrorHandler, trackResponses } from './plugins/client-errors';
import { errorsPlugin, toErrorResponse } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { openApiV1Plugin } from './plugins/openapi-v1';
import { rateLimitPlugin } from './plugins/rate-limit';
import { RequestLogController } from './plugins/request-log';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { requestSerializer } from './security/log-serializers';
import { spaPlugin } from './plugins/spa';
import { feedFirstScreen } from './features/reports/feed-first-screen';
import { reportFirstScreen } from './features/reports/first-screen';
import { channelFirstScreen } from './features/channels/first-screen';
import { underPressurePlugin } from './plugins/under-pressure';
import { createFileStorage } from './storage/create-file-storage';
import type { FileStorage } from './storage/file-storage';
import { fileRoutes } from './storage/routes';
import { startDevMailbox } from './local/dev-mail/dev-mailbox';
import { mailPreferenceRoutes, unsubscribeRoutes } from './features/mail/preferences/routes';
import { devMailRoutes } from './local/dev-mail/routes';
import { mcpRoutes } from './mcp/remote';
import { bearerAuthPlugin } from './http/bearer-auth';

/** Every scheduled housekeeping job: the platform's own and the features' (ADR 071). */
export const housekeepingJobs = [
  ...platformHousekeepingJobs,
  authHousekeepingJob,
  subscriptionsSettleJob,
  oauthHousekeepingJob,
  stripeEventsHousekeepingJob,
  devGoogleHousekeepingJob,
  transcriptSearchBackfillJob,
];

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Defaults to the driver the configuration names (STORAGE_DRIVER). */
  storage?: FileStorage;
  /** Defaults to pg-boss in the same database. */
  jobs?: JobQueue;
  /** Pino options or false; tests pass false to keep output quiet. */
  logger?: FastifyServerOptions['logger'];
  /** The built web app's folder; defaults to dist/web (a test passes a document of its own). */
  webRoot?: string;
}

/** The production logger: pino at LOG_LEVEL, cookies and credentials redacted, secret URL values hidden. */
export function loggerOptions(config: Config, stream?: { write(line: string): void }) {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: requestSerializer },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Builds the whole HTTP application without listening. `main.ts` and every API test call this, so tests
 * exercise exactly the production wiring. Plugins are registered in a fixed order: errors first, then
 * what guards every request, then documentation, then the feature routes, then the SPA fallback.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    logController: new RequestLogController(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or over-long path is refused by the router before any hook runs; answer it in the
    // standard error shape too, not Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = toErrorResponse(error);
      void (reply as FastifyReply).status(status).send(body);
    },
    // What Node's HTTP parser refuses before Fastify (431 for oversized headers, 400 for bytes that are
    // not HTTP) is answered in the same shape, on the raw socket.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  trackResponses(app.server);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? systemClock;
  const jobs = options.jobs ?? (await createJobQueue({ config, database, log: app.log }));
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    storage: options.storage ?? (await createFileStorage(config, clock)),
    jobs,
    stripe: config.payments.enabled ? createStripeClient(config.payments) : null,
  };
  app.decorate('deps', deps);
  // Outside production without SMTP_URL, mail goes to the local mailbox read at /dev-mail (ADR 180).
  const devMailbox = config.mail.devMailbox
    ? await startDevMailbox({ dataDir: config.dataDir, log: app.log })
    : null;
  app.decorate('devMailbox', devMailbox);
  if (devMailbox) app.addHook('onClose', async () => devMailbox.close());
  await registerHousekeepingJobs(deps, housekeepingJobs);
  // Transcripts stored without their search text (the demo content of a first start, rows from before
  // ADR 208) become searchable once the workers start, not at the schedule's next occurrence.
  await jobs.send(transcriptSearchBackfillJob.queue, {}, { singletonKey: transcriptSearchBackfillJob.queue });
  // Workers start once every feature has registered its handlers (ROLE api: they never start), and the
  // queue stops with the app, before the caller closes the database.
  app.addHook('onReady', async () => jobs.startWorkers());
  app.addHook('onClose', async () => jobs.stop());

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(underPressurePlugin, { deps });
  await app.register(securityHeadersPlugin, { config });
  await app.register(cookie, { secret: config.sessionSecret });
  // The token routes take no cookie, so they have no cross-site request to refuse (ADR 186).
  // The OAuth client endpoints are called by applications, not pages, and carry no cookie (ADR 189).
  // A mail provider's RFC 8058 one-click unsubscribe is a cross-site POST by design (ADR 180).
  // /mcp takes no cookie either and checks Origin itself against DNS rebinding (ADR 188).
  // Stripe's webhook is server-to-server, authenticated by its signature, never by a cookie (ADR 214).
  await app.register(sameOriginPlugin, {
    appUrl: config.appUrl,
    exemptPrefixes: [
      '/api/v1/',
      '/oauth/token',
      '/oauth/register',
      '/unsubscribe?',
      '/mcp',
      '/api/webhooks/stripe',
    ],
  });
  await app.register(rateLimitPlugin, { deps });
  await app.register(openApiPlugin, { config });
  await app.register(sessionPlugin);
  await app.register(bearerAuthPlugin);
  await app.register(devGooglePlugin, { config });

  await app.register(
    async (api: App) => {
      await api.register(healthRoutes);
      await api.register(fileRoutes, { prefix: '/files' });
      // Feature routes are registered here, one line per feature.
      await api.register(channelRoutes, { prefix: '/channels' });
      await api.register(subscriptionRoutes, { prefix: '/subscriptions' });
      await api.register(paymentRoutes, { prefix: '/payments' });
      await api.register(opmlRoutes, { prefix: '/subscriptions/opml' });
      await api.register(libraryExportRoutes, { prefix: '/exports' });
      await api.register(inviteRoutes, { prefix: '/invites' });
      await api.register(creatorRoutes, { prefix: '/creator' });
      await api.register(payoutRoutes, { prefix: '/creator' });
      await api.register(inviteLinkRoutes, { prefix: '/creator/invite-links' });
      await api.register(creatorReportRoutes, { prefix: '/creator' });
      await api.register(feedBackfillRoutes, { prefix: '/creator' });
      await api.register(feedConnectionRoutes, { prefix: '/creator' });
      await api.register(creatorMoneyRoutes, { prefix: '/creator' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(accessTokenRoutes, { prefix: '/profile/tokens' });
      await api.register(listenerFeedRoutes, { prefix: '/profile/feeds' });
      await api.register(privateFeedRoutes, { prefix: '/feeds' });
      await api.register(mailPreferenceRoutes, { prefix: '/profile/mail' });
      await api.register(devMailRoutes, { prefix: '/dev-mail' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(avatarRoutes, { prefix: '/avatars' });
      await api.register(landingRoutes, { prefix: '/landing' });
      await api.register(feedbackRoutes);
      await api.register(adminReportRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminPaymentRoutes);
      // Mail delivery's queues and workers (ADR 177): to SMTP_URL, else to the dev mailbox when it runs.
      await api.register(mailDeliveryRoutes, {
        smtpUrl: config.mail.smtpUrl ?? devMailbox?.smtpUrl ?? (async () => null),
      });
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(noteRoutes);
      await api.register(highlightRoutes);
      await api.register(readwiseRoutes, { prefix: '/readwise' });
      await api.register(subscriberDashboardRoutes, { prefix: '/dashboard' });
      await api.register(oauthConsentRoutes, { prefix: '/oauth' });
      await api.register(stripeWebhookRoutes, { prefix: '/webhooks/stripe' });
      await api.register(priceChangeRoutes);

      // The public API (ADR 186): bearer tokens only, no session cookie, no CSRF check. Each feature's
      // v1-routes.ts registers here, one line per feature.
      await api.register(
        async (v1: App) => {
          await openApiV1Plugin(v1, { config });
          await v1.register(subscriptionV1Routes);
          await v1.register(reportV1Routes);
          await v1.register(noteV1Routes);
          await v1.register(highlightV1Routes);
        },
        { prefix: '/v1' },
      );

      api.setNotFoundHandler((request) => {
        throw new AppError(
          404,
          'route_not_found',
          `There is no API route ${request.method} ${request.url.split('?')[0]}.`,
        );
      });
    },
    { prefix: '/api' },
  );

  // The OAuth 2.1 authorisation server for remote MCP clients (ADR 189), where clients look for it.
  await app.register(oauthRoutes);

  // The MCP server for a reader's assistants (ADR 188): POST /mcp and its OAuth resource metadata.
  await app.register(mcpRoutes);

  // The unsubscribe links of every mail (ADR 180): pages and the one-click POST, no sign-in.
  await app.register(unsubscribeRoutes);

  await app.register(spaPlugin, {
    config,
    ...(options.webRoot ? { root: options.webRoot } : {}),
    pageHead: (path) => channelPageHead(deps, path),
    documentSession: documentSession(deps, (request, token) => app.countHitAndResolveSession(request, token)),
    firstScreens: [reportFirstScreen(deps), feedFirstScreen(deps), channelFirstScreen(deps)],
  });

  return app;
}
