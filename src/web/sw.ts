/// <reference lib="webworker" />
/*
 * Podbrief's service worker: lets pages the reader has opened load again without a network, so a note
 * typed offline is still there after a reload (ADR 153). Online, page loads and API answers come
 * from the network as usual; the caches are only the fallback.
 *
 * - The build's files are precached by revision (vite-plugin-pwa injects the list): a deploy installs the
 *   new list, drops the entries the new build no longer has, and every page load offline gets the
 *   precached shell.
 * - GET answers of the API are cached as they pass (network first), except live events, sign-in, files,
 *   health and docs. They belong to the signed-in person, so they are wiped when a session answer says
 *   nobody is signed in, and on sign-out.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const API_CACHE = 'podbrief-api-v2';
const RUNTIME_CACHE = 'podbrief-runtime-v2';
/** Our caches besides Workbox's precache; any other `podbrief-*` cache (the v1 worker's) is deleted. */
const OWN_CACHES = [API_CACHE, RUNTIME_CACHE];

const apiBypass = [
  /^\/api\/reports\/events/,
  /^\/api\/auth\/(?!session$)/,
  /^\/api\/files\//,
  /^\/api\/(health|ready)$/,
  /^\/api\/docs/,
];

/** Requests the worker leaves to the network untouched: other origins, sign-in, streams and files. */
function passesThrough(url: URL): boolean {
  if (url.origin !== self.location.origin) return true;
  if (url.pathname.startsWith('/dev-google')) return true;
  // The unsubscribe links of mails are server pages (ADR 180), never the app's shell.
  if (url.pathname === '/unsubscribe' || url.pathname.startsWith('/unsubscribe/')) return true;
  return url.pathname.startsWith('/api/') && apiBypass.some((pattern) => pattern.test(url.pathname));
}

const wipeApiCache = () => caches.delete(API_CACHE);

/**
 * Caches only complete answers (200), and a session answer only while someone is signed in: an
 * anonymous one means nothing of the previous person may stay on this device.
 */
const keepSignedInAnswers: WorkboxPlugin = {
  async cacheWillUpdate({ request, response }) {
    if (response.status !== 200) return null;
    if (new URL(request.url).pathname === '/api/auth/session') {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { user?: unknown } | null;
      if (!body?.user) {
        await wipeApiCache();
        return null;
      }
    }
    return response;
  },
};

// The API sends `Vary`, and the answers the page hands over were fetched with other headers than the
// app's own requests: a fallback must still find them.
const matchOptions: CacheQueryOptions = { ignoreVary: true };
const apiAnswers = new NetworkFirst({ cacheName: API_CACHE, matchOptions, plugins: [keepSignedInAnswers] });
// Hashed file names never change content; the precache holds most of them already (fonts it leaves out).
const hashedAssets = new CacheFirst({ cacheName: RUNTIME_CACHE });
const otherFiles = new NetworkFirst({ cacheName: RUNTIME_CACHE, matchOptions });
// Every page of the app is the same index.html.
const pageLoads = new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] });

/** How a same-origin GET other than a page load is served; null leaves it to the network. */
function strategyFor(url: URL): Strategy | null {
  if (passesThrough(url)) return null;
  if (url.pathname.startsWith('/api/')) return apiAnswers;
  if (url.pathname.startsWith('/assets/')) return hashedAssets;
  return otherFiles;
}

void self.skipWaiting();
clientsClaim();
// Old Workbox precache formats; entries of the previous deploy are dropped by the precache itself.
cleanupOutdatedCaches();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('podbrief-') && !OWN_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// `/` is a page like any other (network first), not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
registerRoute(({ request, url }) => request.mode === 'navigate' && !passesThrough(url), pageLoads);
registerRoute(
  ({ url }) => strategyFor(url) !== null,
  ({ url, request, event }) => strategyFor(url)?.handle({ request, event }) ?? fetch(request),
);

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' && url.origin === self.location.origin) {
    if (url.pathname.startsWith('/api/auth/logout')) event.waitUntil(wipeApiCache());
  }
});

/**
 * The page lists what it loaded before this worker controlled it (its API answers, fonts); each is
 * fetched and stored as the fetch route would, then the page hears `cached`.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const done = Promise.all(
    data.urls.map(async (href: unknown) => {
      if (typeof href !== 'string') return;
      const url = new URL(href, self.location.origin);
      const strategy = strategyFor(url);
      if (!strategy || getCacheKeyForURL(url.href)) return;
      const isApi = url.pathname.startsWith('/api/');
      const request = new Request(url.href, {
        credentials: 'same-origin',
        headers: isApi ? { accept: 'application/json' } : {},
      });
      // A failure leaves it uncached: that page simply needs the network.
      await Promise.allSettled(strategy.handleAll({ request, event }));
    }),
  );
  event.waitUntil(done.then(() => event.source?.postMessage({ type: 'cached' })));
});
