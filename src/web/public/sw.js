/*
 * Podbrief's service worker: lets pages the reader has opened load again without a network, so a note
 * typed offline is still there after a reload (ADR 055). Online, every request goes to the network as
 * usual; the caches are only the fallback.
 *
 * - The app shell (index.html) and the hashed build assets are cached.
 * - GET answers of the API are cached as they pass (network first), except live events, sign-in and
 *   files. They belong to the signed-in person, so they are wiped when a session answer says nobody is
 *   signed in, and on sign-out.
 */
const SHELL_CACHE = 'podbrief-shell-v1';
const API_CACHE = 'podbrief-api-v1';
const KNOWN = [SHELL_CACHE, API_CACHE];

const apiBypass = [
  /^\/api\/reports\/events/,
  /^\/api\/auth\/(?!session$)/,
  /^\/api\/files\//,
  /^\/api\/(health|ready)$/,
  /^\/api\/docs/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request('/', { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('podbrief-') && !KNOWN.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page lists what it loaded before this worker controlled it; those are cached too. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const done = Promise.all(
    data.urls.map(async (href) => {
      try {
        const url = new URL(href, self.location.origin);
        if (url.origin !== self.location.origin || !cacheable(url)) return;
        const response = await fetch(
          new Request(url.href, {
            credentials: 'same-origin',
            headers: url.pathname.startsWith('/api/') ? { accept: 'application/json' } : {},
          }),
        );
        if (response.ok)
          await (
            await caches.open(url.pathname.startsWith('/api/') ? API_CACHE : SHELL_CACHE)
          ).put(url.href, response);
      } catch {
        // Not cached: that page simply needs the network.
      }
    }),
  );
  event.waitUntil(
    done.then(() => {
      if (event.source) event.source.postMessage({ type: 'cached' });
    }),
  );
});

function cacheable(url) {
  if (url.pathname.startsWith('/dev-google')) return false;
  if (url.pathname.startsWith('/api/')) return !apiBypass.some((pattern) => pattern.test(url.pathname));
  return true;
}

async function wipeApiCache() {
  await caches.delete(API_CACHE);
}

async function networkFirst(request, cacheName) {
  try {
    const response = await fetch(request);
    if (response.ok && response.status === 200) {
      const copy = response.clone();
      const url = new URL(request.url);
      if (url.pathname === '/api/auth/session') {
        // Nobody signed in: nothing of the previous person may stay on this device.
        const body = await copy
          .clone()
          .json()
          .catch(() => null);
        if (!body || !body.user) {
          await wipeApiCache();
          return response;
        }
      }
      const cache = await caches.open(cacheName);
      await cache.put(request, copy);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(SHELL_CACHE)).put(request, response.clone());
  return response;
}

async function navigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      (await caches.open(SHELL_CACHE)).put('/', response.clone());
    }
    return response;
  } catch (error) {
    // Every page of the app is the same index.html.
    const shell = await caches.match('/');
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (url.pathname.startsWith('/api/auth/logout')) event.waitUntil(wipeApiCache());
    return;
  }
  if (!cacheable(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request, API_CACHE));
  } else {
    event.respondWith(networkFirst(request, SHELL_CACHE));
  }
});
