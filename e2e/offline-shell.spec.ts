import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The offline shell's service worker on Workbox (ADR 153): the build's files precached by
 * revision, the shell for every page load offline, and a deploy that replaces the previous precache and
 * the first hand-written worker's caches. The note typed offline is reading.spec.ts's.
 */

const webDist = resolve(import.meta.dirname, '..', 'dist', 'web');
const builtFile = (path: string) => readFileSync(resolve(webDist, path));
const md5 = (content: Buffer | string) => createHash('md5').update(content).digest('hex');

/** The files of the build's entry points (index.html's script and stylesheet, the landing's own start). */
function entryFiles(): string[] {
  const manifest = JSON.parse(builtFile('.vite/manifest.json').toString()) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
}

/** Every cache of the origin, each with the path and query of what it holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return contents;
  });

const precacheOf = (contents: Record<string, string[]>) =>
  Object.entries(contents).find(([name]) => name.includes('-precache-'))?.[1] ?? [];

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * A copy of the build served from its own origin: its files as they are, a blank page at every other
 * path (the app itself would call an API this server does not have). `deployNext()` changes the copy as
 * the next build would: index.html has new content and one page's chunk is gone, and the worker's
 * precache list says so, with the revision Workbox gives a file (the MD5 of its content).
 */
async function deployCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'podbrief-e2e-deploy-'));
  cpSync(webDist, dir, { recursive: true, filter: (path) => !/\.(br|gz|map)$/.test(path) });
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = join(dir, path);
    if (path !== '/' && file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(readFileSync(file));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>deploy</title></html>');
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    deployNext() {
      const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
      const shell = readFileSync(join(dir, 'index.html'), 'utf8');
      const shellEntry = `{"revision":"${md5(shell)}","url":"index.html"}`;
      const entries = new Set(entryFiles());
      const dropped = [...worker.matchAll(/\{"revision":null,"url":"(assets\/[^"]+\.js)"\}/g)]
        .map((match) => match[1]!)
        .find((file) => !entries.has(file));
      if (!worker.includes(shellEntry) || !dropped) throw new Error('sw.js has no precache list to change');
      const marker = `<!-- next deploy ${Date.now()} -->`;
      const nextShell = shell.replace('</html>', `</html>\n${marker}`);
      const droppedEntry = `{"revision":null,"url":"${dropped}"}`;
      writeFileSync(join(dir, 'index.html'), nextShell);
      rmSync(join(dir, dropped));
      writeFileSync(
        join(dir, 'sw.js'),
        worker
          .replace(shellEntry, `{"revision":"${md5(nextShell)}","url":"index.html"}`)
          .replace(`${droppedEntry},`, '')
          .replace(`,${droppedEntry}`, ''),
      );
      return { shellRevision: md5(nextShell), dropped, marker };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let people = 0;

test.describe('offline shell', () => {
  test('a reader page installs a precache of the build by revision, and a page never opened loads offline', async ({
    page,
    context,
    consoleGuard,
  }) => {
    await signIn(
      page,
      `e2e-offline-shell-${Date.now().toString(36)}-${++people}@example.test`,
      'Offline Reader',
    );
    const channels = (await (await page.request.get('/api/channels?limit=5')).json()) as {
      items: { creatorId: string }[];
    };
    expect(
      (
        await page.request.post('/api/subscriptions', { data: { creatorId: channels.items[0]!.creatorId } })
      ).status(),
    ).toBe(201);
    const feed = (await (await page.request.get('/api/reports?period=all&limit=1')).json()) as {
      items: { id: string; title: string }[];
    };
    const report = feed.items[0]!;

    await page.goto(`/subscriber/reports/${report.id}`);
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 15_000 });

    const contents = await cacheContents(page);
    const precache = precacheOf(contents);
    // Unhashed files carry the hash of their content; hashed assets are their own revision.
    expect(precache).toContain(`/index.html?__WB_REVISION__=${md5(builtFile('index.html'))}`);
    expect(precache).toContain(`/theme-init.js?__WB_REVISION__=${md5(builtFile('theme-init.js'))}`);
    const entries = entryFiles();
    expect(entries.length).toBeGreaterThan(0);
    for (const file of entries) expect(precache).toContain(`/${file}`);
    expect(precache.filter((key) => /\.(br|gz|map)(\?|$)|\/sw\.js/.test(key))).toEqual([]);

    // The page handed over its API answers; its own address is not cached, the shell stands for it.
    expect(contents['podbrief-api-v2']).toContain(`/api/reports/${report.id}`);
    const everything = Object.values(contents).flat();
    expect(everything).not.toContain(`/subscriber/reports/${report.id}`);

    await context.setOffline(true);
    consoleGuard.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
    await page.goto('/subscriber/dashboard');
    await expect(page).toHaveTitle(/Podbrief/);
    await expect(page.locator('html')).toHaveClass(/dark|light/);
    await context.setOffline(false);
  });

  test('a new deploy replaces the previous precache and removes the first worker’s caches', async ({
    page,
  }) => {
    // Two deploys on one origin: a copy of this build, then the same copy changed as the next build would
    // change it. The shared dist/ stays untouched for the server under test.
    const site = await deployCopy();
    try {
      await page.goto(`${site.origin}/start`);
      // What the hand-written worker of ADR 153 left on readers' devices.
      await page.evaluate(async () => {
        await (await caches.open('podbrief-shell-v1')).put('/', new Response('old shell'));
        await (await caches.open('podbrief-api-v1')).put('/api/auth/session', new Response('{}'));
      });
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js', { scope: '/' });
        await navigator.serviceWorker.ready;
      });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const first = await cacheContents(page);
      expect(Object.keys(first).filter((name) => name.startsWith('podbrief-'))).toEqual([]);
      const firstPrecache = precacheOf(first);
      expect(firstPrecache).toContain(`/index.html?__WB_REVISION__=${md5(builtFile('index.html'))}`);

      const next = site.deployNext();
      expect(firstPrecache).toContain(`/${next.dropped}`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect
        .poll(
          async () => precacheOf(await cacheContents(page)).filter((key) => key.startsWith('/index.html')),
          {
            timeout: 15_000,
          },
        )
        .toEqual([`/index.html?__WB_REVISION__=${next.shellRevision}`]);
      const nextPrecache = precacheOf(await cacheContents(page));
      expect(nextPrecache).not.toContain(`/${next.dropped}`);
      expect(nextPrecache).toHaveLength(firstPrecache.length - 1);
      expect(await page.evaluate(() => fetch('/index.html').then((res) => res.text()))).toContain(
        next.marker,
      );
    } finally {
      await site.close();
    }
  });
});
