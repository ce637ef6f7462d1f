import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { renderAccountPage } from './account-page';
import { EmulatorAccounts, isPlausibleEmail } from './accounts';
import { EmulatorStore } from './emulator-store';

/**
 * Mounts the local Google emulator under the issuer's path (`/dev-google`) of our own server. Refused in
 * production: configuration already demands real Google credentials there, and this checks again.
 */
export const devGooglePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const { config } = opts;
    if (config.google.mode !== 'emulator') return;
    if (config.isProduction) throw new Error('The local Google emulator is never mounted in production.');

    // Loaded here, not at the top, so a server with real Google credentials never loads oidc-provider.
    const { createEmulatorProvider, mountPathOf } = await import('./provider');
    const store = new EmulatorStore(app.deps.db);
    const accounts = new EmulatorAccounts(store);
    const provider = createEmulatorProvider({
      issuer: config.google.issuer,
      appUrl: config.appUrl,
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      redirectUri: `${config.appUrl}/auth/callback`,
      accounts,
      store,
      keys: await store.keys(),
    });
    const basePath = mountPathOf(config.google.issuer);
    const handle = provider.callback();

    // Interaction pages (the account chooser): our own forms, parsed here.
    await app.register(async (pages) => {
      pages.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );

      const showPage = async (
        request: FastifyRequest,
        reply: FastifyReply,
        form?: { error: string; email: string; name: string },
      ) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return reply
          .status(form ? 400 : 200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderAccountPage({ uid: details.uid, basePath, clientName: 'Podbrief', ...form }));
      };

      pages.get(`${basePath}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) =>
        showPage(request, reply),
      );

      pages.post(`${basePath}/interaction/:uid/login`, { schema: { hide: true } }, async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        const email = (body.email ?? '').trim();
        const name = (body.name ?? '').trim();
        if (!isPlausibleEmail(email))
          return showPage(request, reply, { error: 'Please enter a valid email', email, name });
        const account = await accounts.remember(email, name || undefined);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { select_account: {}, login: { accountId: account.sub, remember: false } },
          { mergeWithLastSubmission: false },
        );
      });

      pages.get(`${basePath}/interaction/:uid/abort`, { schema: { hide: true } }, async (request, reply) => {
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
          { mergeWithLastSubmission: false },
        );
      });
    });

    // Everything else (discovery, JWKS, authorize, token, userinfo) is oidc-provider itself. It reads
    // request bodies on its own, so this context leaves the raw stream untouched.
    await app.register(async (oidc) => {
      oidc.removeAllContentTypeParsers();
      oidc.addContentTypeParser('*', (_req, _payload, done) => done(null));
      const forward = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        const full = raw.url ?? '/';
        raw.originalUrl = full;
        raw.url = full.slice(basePath.length) || '/';
        handle(raw, reply.raw);
      };
      oidc.all(basePath, { schema: { hide: true } }, forward);
      oidc.all(`${basePath}/*`, { schema: { hide: true } }, forward);
    });
  },
  { name: 'dev-google' },
);
