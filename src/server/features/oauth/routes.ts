import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { RegistrationError, registerClient } from './client-registration';
import { authorizationServerMetadata } from './metadata';
import { oauthSettings } from './settings';
import * as service from './service';

const tags = ['oauth'];
/** The protocol's own answers (RFC 6749 §5.2, RFC 7591 §3.2.2): `{ error, error_description }`. */
const protocolError = z.object({ error: z.string(), error_description: z.string().optional() });
const registeredClient = z.object({
  client_id: z.string(),
  client_id_issued_at: z.number().int(),
  client_name: z.string().optional(),
  redirect_uris: z.array(z.string()),
  grant_types: z.array(z.string()),
  response_types: z.array(z.string()),
  token_endpoint_auth_method: z.string(),
  scope: z.string().optional(),
});
const tokens = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().int().optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
});

/** Registrations per address and minute: a client registers once per install, a script many times. */
const registrationLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Token requests per address and minute: a client redeems a code now and then refreshes hourly. */
const tokenLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const searchOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
};

/**
 * The OAuth 2.1 authorisation server for remote MCP clients (ADR 189), at the root where clients look
 * for it: metadata, dynamic registration, the authorisation endpoint (which hands over to the consent
 * page) and the token endpoint. The form-encoded token requests are parsed here only. These routes speak
 * the RFCs (their errors are `{ error, error_description }`, clients discover them through the RFC 8414
 * metadata), so they stay out of /api/openapi.json, which describes the app's own API and its one error
 * shape; oauth.api.test.ts checks them instead.
 */
export async function oauthRoutes(app: App) {
  const { config } = app.deps;
  const now = () => app.deps.clock.now();
  const settings = oauthSettings(config);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/.well-known/oauth-authorization-server',
    { schema: { hide: true, tags, summary: 'Authorization server metadata (RFC 8414)' } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return authorizationServerMetadata(config.appUrl);
    },
  );

  app.post(
    '/oauth/register',
    {
      config: registrationLimit,
      schema: {
        hide: true,
        tags,
        summary: 'Register a public client (RFC 7591); redirect URIs https, or http on loopback',
        response: { 201: registeredClient, 400: protocolError },
      },
    },
    async (request, reply) => {
      try {
        const registered = await registerClient(app.deps, request.body, now());
        return reply.status(201).header('cache-control', 'no-store').send(registered);
      } catch (error) {
        if (!(error instanceof RegistrationError)) throw error;
        return reply.status(400).send({ error: error.error, error_description: error.description });
      }
    },
  );

  app.get(
    '/oauth/authorize',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        hide: true,
        tags,
        summary:
          'Start an authorisation: always on to the consent page, which shows the request or its error',
        querystring: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      // Never straight back to the client, not even with an error (RFC 9700 §4.11.2): anyone may register
      // any https redirect URI, so an error sent there unseen would make this an open redirect. The
      // consent page shows who asks and what is wrong; only the reader's own answer leaves from there.
      return reply.redirect(`/oauth/consent${searchOf(request)}`, 302);
    },
  );

  app.post(
    '/oauth/token',
    {
      config: tokenLimit,
      schema: {
        hide: true,
        tags,
        summary: 'Redeem a code (with code_verifier) or rotate a refresh token; form-encoded',
        response: { 200: tokens, 400: protocolError, 401: protocolError },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const answer = await service.exchangeToken(app.deps, settings, { headers: request.headers, body }, now);
      void reply.headers(answer.headers);
      if (answer.status === 200) return reply.status(200).send(tokens.parse(answer.body));
      return reply.status(answer.status === 401 ? 401 : 400).send(protocolError.parse(answer.body));
    },
  );
}
