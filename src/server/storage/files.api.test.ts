import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { startTestApp, type TestApp } from '../testing/test-app';

const clock = new ManualClock('2026-11-22T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
  const storage = t.app.deps.storage;
  await storage.put('public/logos/c1/logo.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
  await storage.put('private/report.txt', new TextEncoder().encode('private words'), 'text/plain');
  await storage.put('private/page.html', new TextEncoder().encode('<script>alert(1)</script>'), 'text/html');
});
afterAll(async () => {
  await t.close();
});

const get = (path: string) => fetch(new URL(path, t.baseUrl));
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('files', () => {
  it('serves public files without a signature, cacheable and sandboxed', async () => {
    const res = await get('/api/files/public/logos/c1/logo.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('serves a private file through its signed link', async () => {
    const link = await t.app.deps.storage.signedUrl('private/report.txt');
    const res = await get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(await res.text()).toBe('private words');
  });

  it('sends a signed download as an attachment under its name', async () => {
    const link = await t.app.deps.storage.signedUrl('private/report.txt', { downloadName: 'My report.txt' });
    const res = await get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="My report.txt"; filename*=UTF-8''My%20report.txt`,
    );
  });

  it('never serves stored HTML as a page', async () => {
    const res = await get(await t.app.deps.storage.signedUrl('private/page.html'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('refuses a private file without a signature, or with a tampered one, as file_link_invalid', async () => {
    const unsigned = await get('/api/files/private/report.txt');
    expect(unsigned.status).toBe(403);
    expect(await errorCode(unsigned)).toBe('file_link_invalid');

    const link = new URL(await t.app.deps.storage.signedUrl('private/report.txt'), t.baseUrl);
    const otherFile = new URL(link);
    otherFile.pathname = '/api/files/private/page.html';
    expect(await errorCode(await get(otherFile.toString()))).toBe('file_link_invalid');

    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400));
    const res = await get(longer.toString());
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('file_link_invalid');

    const renamed = new URL(link);
    renamed.searchParams.set('download', 'evil.html');
    expect(await errorCode(await get(renamed.toString()))).toBe('file_link_invalid');
  });

  it('answers an expired link with 410 file_link_expired', async () => {
    const link = await t.app.deps.storage.signedUrl('private/report.txt', { expiresInSeconds: 60 });
    clock.advance(61_000);
    const res = await get(link);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({
      error: { code: 'file_link_expired', message: expect.stringMatching(/expired/) },
    });
  });

  it('does not let a path escape the files folder', async () => {
    for (const path of [
      '/api/files/public/..%2f..%2fpackage.json',
      '/api/files/public/%2e%2e/%2e%2e/package.json',
      '/api/files/..%2fpackage.json',
      '/api/files/public/..%5c..%5cpackage.json',
    ]) {
      const res = await get(path);
      expect([403, 404]).toContain(res.status);
      expect(await res.text()).not.toContain('"name": "podbrief"');
    }
  });

  it('answers a missing public file with 404 file_not_found', async () => {
    const res = await get('/api/files/public/logos/none.png');
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('file_not_found');
  });
});
