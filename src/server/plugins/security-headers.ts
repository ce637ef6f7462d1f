import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Security headers on every response. The CSP allows no inline script: the theme is set before first
 * paint by a tiny same-origin script instead. Inline style attributes stay allowed because the UI
 * primitives position popovers with them.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'media-src': ["'self'", 'https:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': [
            "'self'",
            ...(opts.config.google.mode === 'google' ? [new URL(opts.config.google.issuer).origin] : []),
          ],
          'frame-ancestors': ["'none'"],
          ...(opts.config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: opts.config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    });
  },
  { name: 'security-headers' },
);
