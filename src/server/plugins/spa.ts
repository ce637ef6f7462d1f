import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SignedInSession } from '@shared/contract/auth';
import type { Config } from '../config';
import { AppError } from '../errors';
import { documentSessionBlockId } from '@shared/constants';
import { firstScreenBlockId } from '@shared/contract/first-screen';
import { withRootMarkup, type FirstScreenMaker } from './first-screen';
import { jsonScript, loadDocument, withHeadTags, type BuiltDocument } from './document';
import { injectPageHead, type PageHead } from './page-head';
import { webDistFolder } from '../paths';

/** The first screen of the first maker that has one for the address (ADR 236), or null. */
async function firstScreen(
  makers: readonly FirstScreenMaker[],
  url: string,
  session: SignedInSession | null,
) {
  const [pathname = url, query = ''] = url.split('?');
  const search = new URLSearchParams(query);
  for (const make of makers) {
    const screen = await make(pathname, session, search);
    if (screen) return screen;
  }
  return null;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated, and
 * index.html for every client route. Unknown /api paths never reach here (the API answers JSON 404).
 * Text files go out as the Brotli or gzip copy the build wrote beside them when the browser accepts it
 * (ADR 002); the copies themselves are not addresses of their own.
 *
 * A page's document names every chunk its route's first render needs (`modulepreload`, from the build's
 * manifest and route list) and carries the signed-in session, so the browser fetches the code in one wave
 * and the app asks for the page's data without asking for the session first (ADR 236). The document is
 * therefore private to the request: `private, no-cache`, `Vary: Cookie`, never an ETag, never compressed
 * from a shared copy; the service worker never stores it (it precaches the build's index.html, which the
 * static files serve as it is, without a session). A report, the feed or a public channel also arrives
 * with its first screen drawn in the root and the data it was made from (ADR 236).
 */
export const spaPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      config: Config;
      root?: string;
      /** The head of a page that has one of its own (a public channel), or null; buildApp passes it. */
      pageHead?: (path: string) => Promise<PageHead | null>;
      /** The signed-in session behind the request's cookie, or null; buildApp passes it. */
      documentSession?: (request: FastifyRequest) => Promise<SignedInSession | null>;
      /** The first screens of the pages that have one (ADR 236), made for the document's session. */
      firstScreens?: readonly FirstScreenMaker[];
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
    let document: BuiltDocument | undefined;
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
      document ??= await loadDocument(root);
      // A public page with a head of its own (a channel) previews well when its link is shared; when the
      // head cannot be read the page is still served, with the default one. When the session cannot be
      // read, the document goes without it and the app asks the session endpoint, as it does signed out.
      const [head, session] = await Promise.all([
        opts.pageHead ? opts.pageHead(request.url).catch(() => null) : null,
        opts.documentSession && request.method === 'GET'
          ? opts.documentSession(request).catch(() => null)
          : null,
      ]);
      // A page with a first screen of its own arrives with it in the HTML and the data it was made from
      // (ADR 236); when it cannot be made, the document is the app's usual one and the page asks as before.
      const screen = await firstScreen(opts.firstScreens ?? [], request.url, session).catch((error) => {
        request.log.warn({ err: error }, 'first screen not made');
        return null;
      });
      const page = head ? injectPageHead(document.html, head) : document.html;
      const html = withHeadTags(screen ? withRootMarkup(page, screen.html) : page, [
        document.preloads(request.url),
        session ? jsonScript(documentSessionBlockId, session) : '',
        screen ? jsonScript(firstScreenBlockId, screen.data) : '',
      ]);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie')
        .send(html);
    });
  },
  { name: 'spa' },
);
