import { documentAnswers } from '@web/lib/document-answers';

/**
 * Registers the service worker (src/web/sw.ts, built to /sw.js) that lets opened pages load again
 * without a network, so a note typed offline survives a reload (ADR 153). The worker precaches
 * the app's shell and code itself; once it controls the page it is told what else this page already
 * loaded (the API answers it shows, its fonts), and `<html data-offline-ready="true">` marks that the
 * page will reload offline. The page's own address is not among them: offline, every page load gets the
 * precached shell.
 */
let started = false;

export function enableOfflineSupport(): void {
  if (
    started ||
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !window.isSecureContext
  )
    return;
  started = true;
  void register();
}

async function register() {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    const worker = navigator.serviceWorker.controller ?? (await controllerChange()) ?? ready.active;
    if (!worker) return;
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((href) => {
        const url = new URL(href, window.location.origin);
        return url.origin === window.location.origin && !url.pathname.startsWith('/api/reports/events');
      });
    navigator.serviceWorker.addEventListener(
      'message',
      function onMessage(event: MessageEvent<{ type?: string }>) {
        if (event.data?.type !== 'cached') return;
        navigator.serviceWorker.removeEventListener('message', onMessage);
        document.documentElement.dataset.offlineReady = 'true';
      },
    );
    // The session answer too, and what a first screen carried (ADR 236): a document that carried them
    // (ADR 236) never asked for them, and the shell a page loads offline asks.
    const carried = ['/api/auth/session'].concat(documentAnswers());
    worker.postMessage({ type: 'cache-urls', urls: [...new Set(urls.concat(carried))] });
  } catch {
    // Without a service worker the app works as before, only not offline.
  }
}

function controllerChange(): Promise<ServiceWorker | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(navigator.serviceWorker.controller);
      },
      { once: true },
    );
  });
}
