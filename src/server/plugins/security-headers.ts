import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Security headers on every response. The CSP allows no inline script: the theme is set before first
 * paint by a tiny same-origin script instead. Inline style attributes stay allowed because the UI
 * primitives position popovers with them.
 *
 * The headers are the same for every response, so they are worked out once, by @fastify/helmet itself on
 * a throwaway instance, and set on each response's raw headers as the plugin sets them (before any route
 * runs, so a route's own header still replaces one, and a response written raw still has them):
 * @fastify/helmet builds its middleware again for every request, about 2 % of the API's CPU (ADR 156).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const headers = Object.entries(await helmetHeaders(helmetOptions(opts.config)));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    });
  },
  { name: 'security-headers' },
);

/** The headers @fastify/helmet sets on a response with these options, read from a throwaway instance. */
async function helmetHeaders(
  options: Parameters<typeof helmet>[1],
): Promise<Record<string, string | number | string[]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: Record<string, string | number | string[]> = {};
  probe.get('/', (_request, reply) => {
    const set = reply.raw.getHeaders();
    headers = Object.fromEntries(
      Object.entries(set).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

/**
 * Where audio may come from besides the app: feed enclosures are served through the app (ADR 200) and
 * uploads through the app's signed links, except on S3, whose signed links point at the bucket.
 */
function mediaOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') return [];
  return [config.storage.endpoint ? new URL(config.storage.endpoint).origin : 'https://*.amazonaws.com'];
}

/** What the security headers are made of: @fastify/helmet's options for this configuration. */
export function helmetOptions(config: Config): Parameters<typeof helmet>[1] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'media-src': ["'self'", ...mediaOrigins(config)],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': [
          "'self'",
          ...(config.google.mode === 'google' ? [new URL(config.google.issuer).origin] : []),
        ],
        'frame-ancestors': ["'none'"],
        ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
