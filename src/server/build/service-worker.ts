import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Builds the offline shell's service worker (src/web/sw.ts → `/sw.js`, ADR 153): Vite bundles it with
 * Workbox, then Workbox writes the precache list into it, each file with its revision (hashed assets by
 * name, index.html and the other unhashed files by content hash). The page registers it itself
 * (features/notes/lib/offline-support.ts), and the app has no web manifest, so the plugin adds neither.
 */
export function serviceWorker(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    // Before the Brotli and gzip copies are written (ADR 002): the list must not name them, and sw.js
    // gets its own copies like every other script.
    integration: { closeBundleOrder: 'pre' },
    injectManifest: {
      // A classic script, as the page registers it (no `type: 'module'`).
      rollupFormat: 'iife',
      // The shell and all code; fonts stay on demand (seven scripts' subsets, most never used).
      globPatterns: ['**/*.{js,css,html,svg}'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    },
  });
}
