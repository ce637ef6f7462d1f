import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The Latin subset of the bundled Inter (ADR 020) as the build names it: `inter-latin-wght-normal-<hash>`.
 * Latin-ext and the other scripts have their own files and stay on demand.
 */
const latinInter = /(?:^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The `<link rel="preload">` for the built Latin Inter file. English pages need that file on every first
 * visit, and without the hint the browser only asks for it after the stylesheet has arrived and been
 * parsed, so text first shows in the system face and then shifts. Throws when the build has no such file
 * (a renamed package file would otherwise drop the preload without anyone noticing) or has several.
 */
export function latinFontPreload(fileNames: Iterable<string>, base = '/'): HtmlTagDescriptor {
  const matches = [...fileNames].filter((name) => latinInter.test(name));
  if (matches.length !== 1)
    throw new Error(
      `font preload: expected one built inter-latin-wght-normal woff2, found ${matches.length ? matches.join(', ') : 'none'}`,
    );
  return {
    tag: 'link',
    // Fonts are fetched in CORS mode even from our own origin: a preload without `crossorigin` would not
    // match the stylesheet's request and the file would be downloaded twice.
    attrs: {
      rel: 'preload',
      href: `${base}${matches[0]}`,
      as: 'font',
      type: 'font/woff2',
      crossorigin: true,
    },
    injectTo: 'head',
  };
}

/** Adds the Latin Inter preload to the built index.html, the one document of every route (ADR 084). */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'podbrief:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => [latinFontPreload(Object.keys(ctx.bundle ?? {}), base)],
    },
  };
}
