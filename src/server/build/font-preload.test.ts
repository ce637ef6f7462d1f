import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontPreload, latinFontPreload } from './font-preload';

describe('latinFontPreload', () => {
  it('points at the Latin file only, not latin-ext or another script', () => {
    const tag = latinFontPreload([
      'assets/inter-latin-ext-wght-normal-Ab12_x.woff2',
      'assets/inter-latin-wght-normal-Cd3-4y.woff2',
      'assets/inter-cyrillic-wght-normal-Ef56z.woff2',
      'assets/index-9x.css',
    ]);
    expect(tag.attrs).toEqual({
      rel: 'preload',
      href: '/assets/inter-latin-wght-normal-Cd3-4y.woff2',
      as: 'font',
      type: 'font/woff2',
      crossorigin: true,
    });
  });

  it('fails the build when the Latin file is missing rather than dropping the preload', () => {
    expect(() => latinFontPreload(['assets/inter-latin-ext-wght-normal-Ab12.woff2'])).toThrow(/found none/);
  });
});

describe('fontPreload in a real build', () => {
  let dir: string;
  let html: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'podbrief-font-preload-'));
    // The same stylesheet import as src/web/styles.css, from a throwaway project outside node_modules' reach.
    const interCss = createRequire(import.meta.url).resolve('@fontsource-variable/inter/index.css');
    await writeFile(
      join(dir, 'style.css'),
      `@import '${interCss}';\nbody { font-family: 'Inter Variable'; }\n`,
    );
    await writeFile(join(dir, 'main.js'), "import './style.css';\n");
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [fontPreload()],
      build: { outDir: join(dir, 'dist') },
    });
    html = await readFile(join(dir, 'dist/index.html'), 'utf8');
  }, 60_000);
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('puts exactly one preload of the built Latin Inter file in the head, and that file exists', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(
      /^<link rel="preload" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin>$/,
    );
    const href = /href="\/([^"]+)"/.exec(preloads[0] ?? '')?.[1] ?? '';
    expect(existsSync(join(dir, 'dist', href))).toBe(true);
  });
});
