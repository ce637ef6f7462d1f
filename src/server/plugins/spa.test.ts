import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../build/precompress';
import type { Config } from '../config';
import { spaPlugin } from './spa';

const script = 'export const answer = () => "forty-two";\n'.repeat(300);
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podbrief-spa-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets/app-abc123.js'), script);
  await writeFile(join(dir, 'theme-init.js'), 'document.documentElement.className = "dark";');
  await precompressDirectory(dir);
  app = Fastify();
  await app.register(spaPlugin, { config: {} as Config, root: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built app is served compressed', () => {
  it('sends the Brotli copy to a browser that accepts it, with the type and caching of the file', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends small files as they are', async () => {
    const res = await get('/theme-init.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('dark');
  });

  it('does not serve the compressed copies at addresses of their own', async () => {
    const res = await get('/assets/app-abc123.js.br', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('pages with a head of their own', () => {
  let headDir: string;
  let withHeads: FastifyInstance;

  beforeAll(async () => {
    headDir = await mkdtemp(join(tmpdir(), 'podbrief-spa-head-'));
    await writeFile(
      join(headDir, 'index.html'),
      '<!doctype html><html><head><title>Podbrief</title></head><body><div id="root"></div></body></html>',
    );
    withHeads = Fastify();
    await withHeads.register(spaPlugin, {
      config: {} as Config,
      root: headDir,
      pageHead: async (path) => {
        if (path === '/channels/broken') throw new Error('the database is away');
        return path === '/channels/bees'
          ? {
              title: 'Bees — Podbrief',
              description: 'All about bees.',
              url: 'https://podbrief.test/channels/bees',
            }
          : null;
      },
    });
    await withHeads.ready();
  });
  afterAll(async () => {
    await withHeads.close();
    await rm(headDir, { recursive: true, force: true });
  });

  it('writes the head the app gives for the page into index.html', async () => {
    const res = await withHeads.inject({ method: 'GET', url: '/channels/bees' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Bees — Podbrief</title>');
    expect(res.body).toContain('<meta property="og:url" content="https://podbrief.test/channels/bees" />');
  });

  it('serves the default head for other pages, and when the head cannot be read', async () => {
    for (const url of ['/feed', '/channels/broken']) {
      const res = await withHeads.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Podbrief</title>');
      expect(res.body, url).not.toContain('og:title');
    }
  });
});
