import { describe, expect, it } from 'vitest';
import { readRouteList } from '../build/route-list';
import { documentPreloads, initialAssets, matchRoute, routeAssets, type Manifest } from './document-assets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  'app/routes/landing.tsx': {
    file: 'assets/landing.js',
    imports: ['index.html', '_shared.js', '_icons.js'],
    css: ['assets/landing.css'],
  },
  '_icons.js': { file: 'assets/icons.js', imports: ['_deep.js'] },
  'app/routes/other.tsx': { file: 'assets/other.js', imports: ['_big.js'] },
  '_big.js': { file: 'assets/big.js' },
};

describe('initialAssets', () => {
  it('takes the entry and the route chunk with their static imports, once each', () => {
    expect(initialAssets(manifest, 'app/routes/landing.tsx')).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/deep.js', 'assets/landing.js', 'assets/icons.js'],
      css: ['assets/index.css', 'assets/landing.css'],
    });
  });

  it('leaves out what only other routes import', () => {
    expect(initialAssets(manifest, 'app/routes/landing.tsx').js).not.toContain('assets/big.js');
  });

  it('adds the boot module of a split start when the build has one', () => {
    const split: Manifest = {
      ...manifest,
      'app/start-landing.tsx': { file: 'assets/start-landing.js', imports: ['_shared.js'] },
    };
    expect(initialAssets(split, 'app/routes/landing.tsx', ['app/start-landing.tsx']).js).toContain(
      'assets/start-landing.js',
    );
    expect(initialAssets(manifest, 'app/routes/landing.tsx', ['app/start-landing.tsx']).js).not.toContain(
      'assets/start-landing.js',
    );
  });

  it('leaves out the route chunk when the boot module renders the page itself', () => {
    const split: Manifest = {
      ...manifest,
      'app/start-landing.tsx': { file: 'assets/start-landing.js', imports: ['_shared.js'] },
    };
    const boot = ['app/start-landing.tsx'];
    expect(initialAssets(split, 'app/routes/landing.tsx', boot, { bootRendersPage: true })).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/deep.js', 'assets/start-landing.js'],
      css: ['assets/index.css'],
    });
    // A build without the split boot still loads the route chunk.
    expect(initialAssets(manifest, 'app/routes/landing.tsx', boot, { bootRendersPage: true }).js).toContain(
      'assets/landing.js',
    );
  });

  it('fails loudly on a route the build does not have', () => {
    expect(() => initialAssets(manifest, 'app/routes/missing.tsx')).toThrow(/no chunk/);
  });
});

/** A build of the real route list: one chunk per page, the starts, the layout and a shared chunk. */
function manifestOf(routes: readonly { module: string }[]): Manifest {
  const built: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_framework.js': { file: 'assets/framework.js', imports: ['_react.js'] },
    'app/start-app.tsx': { file: 'assets/start-app.js', imports: ['_framework.js'] },
    'app/start-landing.tsx': { file: 'assets/start-landing.js', imports: ['_react.js'] },
    'app/layout/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_framework.js'] },
  };
  for (const { module } of routes)
    built[module] = { file: `assets/${module.replace(/\W+/g, '-')}.js`, imports: ['_framework.js'] };
  return built;
}

const webRoot = new URL('../../web', import.meta.url).pathname;

describe('matchRoute', () => {
  const routes = [
    { path: '/subscriber/reports' },
    { path: '/subscriber/reports/:reportId' },
    { path: '/subscriber/:section/:id' },
    { path: '/channels/:creatorId' },
  ];

  it('matches as React Router does: literal segments in any case, one segment per param, a trailing slash', () => {
    expect(matchRoute(routes, '/subscriber/reports')?.path).toBe('/subscriber/reports');
    expect(matchRoute(routes, '/Subscriber/Reports/?period=week')?.path).toBe('/subscriber/reports');
    expect(matchRoute(routes, '/channels/abc#top')?.path).toBe('/channels/:creatorId');
    expect(matchRoute(routes, '/channels')).toBeUndefined();
    expect(matchRoute(routes, '/channels/abc/more')).toBeUndefined();
  });

  it('prefers the pattern with more literal segments', () => {
    expect(matchRoute(routes, '/subscriber/reports/r1')?.path).toBe('/subscriber/reports/:reportId');
    expect(matchRoute(routes, '/subscriber/podcasts/p1')?.path).toBe('/subscriber/:section/:id');
  });
});

describe('documentPreloads over the app’s route table', () => {
  const routes = readRouteList(webRoot);
  const manifest = manifestOf(routes);
  const indexHtml = '<script type="module" crossorigin src="/assets/index.js"></script>';
  const preloads = documentPreloads(manifest, routes, indexHtml);
  const hrefs = (tags: string) =>
    [...tags.matchAll(/modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  const example = (path: string) => path.replace(/:\w+/g, 'x1');

  it('names, for every route, its start, its layout and its page with their imports, once each', () => {
    for (const route of routes) {
      const tags = preloads(example(route.path));
      const expected = routeAssets(manifest, route).js.filter((file) => file !== 'assets/index.js');
      expect(hrefs(tags), route.path).toEqual(expected.map((file) => `/${file}`));
      expect(new Set(hrefs(tags)).size).toBe(hrefs(tags).length);
      if (route.path === '/') continue;
      expect(tags).toContain(`/${manifest[route.module]!.file}`);
      expect(tags).toContain('/assets/start-app.js');
      expect(tags.includes('/assets/app-layout.js'), route.path).toBe(route.layout === 'sidebar');
    }
  });

  it('gives the landing document its own start and not the app’s', () => {
    expect(hrefs(preloads('/'))).toEqual(['/assets/react.js', '/assets/start-landing.js']);
  });

  it('leaves out what index.html names already, and preloads the CSS it does not', () => {
    const tags = preloads('/subscriber/reports');
    expect(tags).not.toContain('"/assets/index.js"');
    expect(tags).toMatch(/^<link rel="modulepreload" crossorigin href="\/assets\/react\.js" \/>/);
    expect(tags).toContain('<link rel="preload" as="style" href="/assets/index.css" />');
  });

  it('gives an address no route matches the app’s start and the sidebar layout (Page Not Found)', () => {
    expect(hrefs(preloads('/no/such/page'))).toEqual([
      '/assets/react.js',
      '/assets/start-app.js',
      '/assets/framework.js',
      '/assets/app-layout.js',
    ]);
  });
});
