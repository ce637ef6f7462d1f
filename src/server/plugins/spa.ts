import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../errors';
import { injectPageHead, type PageHead } from './page-head';
import { webDistFolder } from '../paths';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every client route. Unknown /api paths never reach here (the API answers JSON 404).
 * Text files go out as the Brotli or gzip copy the build wrote beside them when the browser accepts it
 * (ADR 093); the copies themselves are not addresses of their own.
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      config: Config;
      root?: string;
      /** The head of a page that has one of its own (a public channel), or null; buildApp passes it. */
      pageHead?: (path: string) => Promise<PageHead | null>;
    },
  ) => {
    const root = opts.root ?? webDistFolder;
    const indexPath = join(root, 'index.html');
    const built = existsSync(indexPath);
    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (res, path) => {
          res.header(
            'cache-control',
            path.includes('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
        },
      });
    }
    let indexHtml: string | undefined;
    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        throw new AppError(
          404,
          'route_not_found',
          `There is no API route ${request.method} ${request.url.split('?')[0]}.`,
        );
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new AppError(404, 'route_not_found', 'Not found.');
      }
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).');
      }
      indexHtml ??= await readFile(indexPath, 'utf8');
      // A public page with a head of its own (a channel) previews well when its link is shared; when the
      // head cannot be read the page is still served, with the default one.
      const head = opts.pageHead ? await opts.pageHead(request.url).catch(() => null) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(head ? injectPageHead(indexHtml, head) : indexHtml);
    });
  },
  { name: 'spa' },
);
