import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInSession } from '@shared/contract/auth';
import type { Config } from '../config';
import { readRouteList } from '../build/route-list';
import { routeListFile, type Manifest } from './document-assets';
import { jsonScript } from './document';
import { spaPlugin } from './spa';

const hostile = '</script><script>alert(1)</script>\u2028<!-- & \u2029';
const session = (displayName: string): SignedInSession => ({
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'reader@example.test',
    displayName,
    fullName: displayName,
    avatarUrl: null,
    isCreator: false,
    isAdmin: false,
  },
  profile: {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'reader@example.test',
    userRole: 'subscriber',
    displayName,
    fullName: displayName,
    avatarUrl: null,
    isCreator: false,
    isSubscriber: true,
    phone: null,
    location: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  expiresAt: '2026-11-25T03:00:00.000Z',
});

const indexHtml =
  '<!doctype html><html><head><title>Podbrief</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head><body><div id="root"></div></body></html>';
const webRoot = new URL('../../web', import.meta.url).pathname;
const routes = readRouteList(webRoot);

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podbrief-document-'));
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, 'index.html'), indexHtml);
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'app/start-app.tsx': { file: 'assets/start-app.js' },
    'app/start-landing.tsx': { file: 'assets/start-landing.js' },
    'app/layout/app-layout.tsx': { file: 'assets/app-layout.js' },
  };
  for (const route of routes)
    manifest[route.module] = { file: `assets/${route.module.replace(/\W+/g, '-')}.js` };
  await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dir, routeListFile), JSON.stringify(routes));
  app = Fastify();
  await app.register(cookie);
  await app.register(spaPlugin, {
    config: {} as Config,
    root: dir,
    // Signed in as whoever the cookie names; 'broken' stands for a database that cannot answer.
    documentSession: async (request) => {
      const who = request.cookies.who;
      if (who === 'broken') throw new Error('the database is away');
      return who ? session(who === 'hostile' ? hostile : who) : null;
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (url: string, who?: string) =>
  app.inject({ method: 'GET', url, headers: who ? { cookie: `who=${who}` } : {} });
const sessionBlock = (html: string) =>
  /<script type="application\/json" id="podbrief-session">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('a page’s document', () => {
  it('preloads, for every route of the table, the app’s start, its layout and its page', async () => {
    for (const route of routes) {
      const url = route.path.replace(/:\w+/g, 'abc');
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const preloaded = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      const pageChunk = `/assets/${route.module.replace(/\W+/g, '-')}.js`;
      if (route.path === '/') expect(preloaded, url).toEqual(['/assets/start-landing.js']);
      else
        expect(preloaded, url).toEqual(
          route.layout === 'bare'
            ? ['/assets/start-app.js', pageChunk]
            : ['/assets/start-app.js', '/assets/app-layout.js', pageChunk],
        );
    }
  });

  it('carries the signed-in session as data, and is private to the request', async () => {
    const res = await page('/subscriber/reports', 'Ada');
    expect(JSON.parse(sessionBlock(res.body)!)).toEqual(session('Ada'));
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.etag).toBeUndefined();
  });

  it('carries no session signed out, or when the session cannot be read', async () => {
    for (const who of [undefined, 'broken']) {
      const res = await page('/subscriber/reports', who);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('podbrief-session');
      expect(res.body).toContain('modulepreload');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('cannot be broken out of by what a user typed', async () => {
    const res = await page('/subscriber/reports', 'hostile');
    const block = sessionBlock(res.body)!;
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    expect(res.body.match(/<script/g)).toHaveLength(2); // the block and index.html's own module
    expect((JSON.parse(block) as SignedInSession).user.displayName).toBe(hostile);
    expect(jsonScript('x', { a: '</script>' })).toBe(
      '<script type="application/json" id="x">{"a":"\\u003c/script\\u003e"}</script>',
    );
  });

  it('is the build’s own index.html at its own address, never with a session (the service worker’s shell)', async () => {
    const res = await page('/index.html', 'Ada');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });
});
