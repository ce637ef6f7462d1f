import { z } from 'zod';
import type { App } from '../../../app-types';
import { currentUser, requireUser } from '../../../http/authorization';
import { AppError } from '../../../errors';
import { verifyUnsubscribeToken } from '../unsubscribe';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  channelMailPreferenceSchema,
  mailFrequencySchema,
  mailPreferencesSchema,
  updateChannelMailSchema,
  updateMailSettingsSchema,
} from '@shared/contract/mail';
import * as service from './service';
import {
  renderConfirmPage,
  renderInvalidLinkPage,
  renderResubscribedPage,
  renderUnsubscribedPage,
} from './unsubscribe-page';

const tags = ['mail'];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema };
const channelParams = z.object({ creatorId: z.string().min(1).max(100) });

/** The listener's email preferences (docs/product.md#mail): GET/PUT /api/profile/mail[/channels/:id]. */
export async function mailPreferenceRoutes(app: App) {
  const now = () => app.deps.clock.now();

  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Your email settings and every subscribed channel with the frequency that applies',
        response: { 200: mailPreferencesSchema, ...errors },
      },
    },
    async (request) => service.getPreferences(app.deps, currentUser(request).id, now()),
  );

  app.put(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Change the default frequency, digest weekday and hour, time zone, or stop all mail',
        body: updateMailSettingsSchema,
        response: { 200: mailPreferencesSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => service.updateSettings(app.deps, currentUser(request).id, request.body, now()),
  );

  app.get(
    '/channels/:creatorId',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'The frequency of one subscribed channel',
        params: channelParams,
        response: { 200: channelMailPreferenceSchema, ...errors },
      },
    },
    async (request) => service.getChannel(app.deps, currentUser(request).id, request.params.creatorId, now()),
  );

  app.put(
    '/channels/:creatorId',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "Set one subscribed channel's frequency ('default' follows the default again)",
        params: channelParams,
        body: updateChannelMailSchema,
        response: { 200: channelMailPreferenceSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      service.updateChannel(app.deps, currentUser(request).id, request.params.creatorId, request.body, now()),
  );
}

const tokenQuery = z.object({ token: z.string().max(300).optional() });
const undoBody = z.object({
  token: z.string().max(300).optional(),
  previous: z.union([mailFrequencySchema, z.literal('default')]).optional(),
});

/** Small bodies only: a one-click POST carries `List-Unsubscribe=One-Click`, the undo form two fields. */
const formBodyLimit = 4096;

/**
 * The links in every mail (ADR 180, 225), outside /api because they are pages a reader opens from a mail
 * client without signing in: GET /unsubscribe only asks ("Unsubscribe from X?", one button), so a mail
 * scanner that follows links unsubscribes nobody; POST acts — the RFC 8058 one-click a mail provider sends
 * (`List-Unsubscribe=One-Click`, no cookie, no CSRF token; the same-origin check exempts exactly
 * `/unsubscribe?`), answered in JSON, or the page's button (`from=page`), answered with "You're
 * unsubscribed from X" and its undo; POST /unsubscribe/undo is that page's own form.
 */
export async function unsubscribeRoutes(app: App) {
  const now = () => app.deps.clock.now();
  // Form posts (urlencoded, or multipart as RFC 8058 also allows) are read as text here only; the token
  // is in the URL, so the one-click body is accepted whatever it holds.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: formBodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : '')));
  });

  const verify = (token: string | undefined) =>
    token
      ? verifyUnsubscribeToken(app.deps.config.sessionSecret, token, now())
      : ({ ok: false, reason: 'invalid' } as const);

  app.get('/unsubscribe', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    const token = request.query.token;
    const verified = verify(token);
    if (!verified.ok) return reply.status(400).send(renderInvalidLinkPage(verified.reason));
    const what = await service.describeUnsubscribe(app.deps, verified);
    return reply.send(renderConfirmPage({ ...what, token: token ?? '' }));
  });

  app.post('/unsubscribe', { schema: { hide: true, querystring: tokenQuery } }, async (request, reply) => {
    const token = request.query.token;
    const verified = verify(token);
    const fromPage = (request.body as Record<string, unknown> | undefined)?.from === 'page';
    if (fromPage) {
      void reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      if (!verified.ok) return reply.status(400).send(renderInvalidLinkPage(verified.reason));
      const outcome = await service.unsubscribe(app.deps, verified, now());
      return reply.send(renderUnsubscribedPage({ ...outcome, token: token ?? '' }));
    }
    if (!verified.ok)
      throw new AppError(
        400,
        verified.reason === 'expired' ? 'unsubscribe_link_expired' : 'unsubscribe_link_invalid',
        verified.reason === 'expired'
          ? 'This unsubscribe link has expired.'
          : 'This unsubscribe link is not valid.',
      );
    await service.unsubscribe(app.deps, verified, now());
    return reply.status(200).header('cache-control', 'no-store').send({ unsubscribed: true });
  });

  app.post('/unsubscribe/undo', { schema: { hide: true } }, async (request, reply) => {
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    const body = undoBody.safeParse(request.body ?? {});
    const verified = verify(body.success ? body.data.token : undefined);
    if (!body.success || !verified.ok)
      return reply.status(400).send(renderInvalidLinkPage(verified.ok ? 'invalid' : verified.reason));
    const outcome = await service.resubscribe(app.deps, verified, body.data.previous ?? 'default', now());
    return reply.send(renderResubscribedPage(outcome));
  });
}
