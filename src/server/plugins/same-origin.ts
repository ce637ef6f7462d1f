import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for a cookie-authenticated API: an unsafe request must come from our own origin.
 * Browsers send Sec-Fetch-Site on every request; older ones send Origin on cross-origin POSTs.
 * A request with neither header is not from a browser page (curl, server-to-server) and carries no
 * ambient cookie risk, so it passes.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, opts: { appUrl: string; exemptPrefixes?: string[] }) => {
    const allowedOrigin = new URL(opts.appUrl).origin;
    const exempt = opts.exemptPrefixes ?? [];
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const path = request.url;
      if (exempt.some((prefix) => path.startsWith(prefix))) return;
      const fetchSite = request.headers['sec-fetch-site'];
      if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw new AppError(
          403,
          'cross_site_request',
          'This request must come from the Podbrief site itself.',
        );
      }
      const origin = request.headers.origin;
      if (typeof origin === 'string' && origin !== allowedOrigin) {
        throw new AppError(
          403,
          'cross_site_request',
          'This request must come from the Podbrief site itself.',
        );
      }
    });
  },
  { name: 'same-origin' },
);
