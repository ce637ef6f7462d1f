import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSettings } from '../../db/schema';
import { insertCreator, insertReport } from '../../testing/factories';
import { pngImage } from '../../testing/test-images';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { injectPageHead } from '../../plugins/page-head';
import { channelPageHead } from './channel-page-head';

/** The share card of a channel (ADR 203): a real PNG of 1200 × 630, cached by what it shows. */
let t: TestApp;
let plain: { id: string; channelName: string };
let withLogo: { id: string; channelName: string };
const logoKey = 'public/logos/share-test/logo.png';

beforeAll(async () => {
  t = await startTestApp();
  const db = t.testDb.handle.db;
  plain = await insertCreator(db, { channelName: 'Plain Talk', verified: true });
  await insertReport(db, plain.id);
  await t.app.deps.storage.put(logoKey, pngImage(64, 64), 'image/png');
  withLogo = await insertCreator(db, {
    channelName: 'Logo Radio',
    logoUrl: `/api/files/${logoKey}`,
  });
});
afterAll(async () => {
  await t.close();
});

/** Width and height from the PNG's IHDR chunk, after checking the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const shareUrl = (id: string, query = '') => `${t.baseUrl}/api/channels/${id}/share.png${query}`;

describe('GET /api/channels/{creatorId}/share.png', () => {
  it('answers a 1200 × 630 PNG with an ETag, kept briefly without its version', async () => {
    const res = await fetch(shareUrl(plain.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{16}"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('is immutable at the address the page head names, and answers 304 to a matching If-None-Match', async () => {
    const head = await channelPageHead(t.app.deps, `/channels/${plain.id}`);
    const url = new URL(head?.image?.url ?? '');
    expect(url.pathname).toBe(`/api/channels/${plain.id}/share.png`);
    const version = url.searchParams.get('v') ?? '';
    const res = await fetch(shareUrl(plain.id, `?v=${version}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${version}"`);
    // Read to the end: a response left unread keeps its connection busy, and closing the app waits for it.
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const again = await fetch(shareUrl(plain.id, `?v=${version}`), {
      headers: { 'if-none-match': `"${version}"` },
    });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('draws a stored PNG logo, and a new logo gives the card a new version', async () => {
    const before = await channelPageHead(t.app.deps, `/channels/${withLogo.id}`);
    const res = await fetch(shareUrl(withLogo.id));
    expect(res.status).toBe(200);
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const newKey = 'public/logos/share-test/logo-2.png';
    await t.app.deps.storage.put(newKey, pngImage(32, 32), 'image/png');
    await t.testDb.handle.db
      .update(creatorSettings)
      .set({ logoUrl: `/api/files/${newKey}` })
      .where(eq(creatorSettings.creatorId, withLogo.id));
    const after = await channelPageHead(t.app.deps, `/channels/${withLogo.id}`);
    expect(after?.image?.url).not.toBe(before?.image?.url);
  });

  it('answers 404 creator_not_found for an unknown or malformed channel id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-channel']) {
      const res = await fetch(shareUrl(id));
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('creator_not_found');
    }
  });
});

describe('the channel page head names the PNG card', () => {
  it('as og:image and twitter:image, with its type, size and a large Twitter card', async () => {
    const head = await channelPageHead(t.app.deps, `/channels/${plain.id}`);
    const html = injectPageHead('<html><head><title>x</title></head><body></body></html>', head!);
    const image = head!.image!.url;
    expect(image).toMatch(
      new RegExp(`^${t.app.deps.config.appUrl}/api/channels/${plain.id}/share\\.png\\?v=`),
    );
    for (const tag of [
      `<meta property="og:image" content="${image}" />`,
      '<meta property="og:image:type" content="image/png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:image" content="${image}" />`,
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).not.toContain('image/svg');
  });
});
