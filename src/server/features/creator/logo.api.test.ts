import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { creatorSettings } from '../../db/schema';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { jpegHeader, pngImage } from '../../testing/test-images';

let t: TestApp;
let maya: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  maya = await signIn(t, 'maya.logo@example.test', 'Maya Logo');
  await maya.post('/creator/become');
  expect((await maya.put('/creator/settings', { channelName: 'Logo Lab' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** The browser's upload: the file itself as the body, with the type the browser derived from its name. */
async function upload(client: TestClient, bytes: Uint8Array, contentType: string) {
  const url = `${t.baseUrl}/api/creator/settings/logo`;
  const cookie = client.cookies.headerFor('/api/creator/settings/logo');
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      origin: t.baseUrl,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function storedLogoUrl() {
  const rows = await t.testDb.handle.db
    .select({ logoUrl: creatorSettings.logoUrl })
    .from(creatorSettings)
    .where(eq(creatorSettings.creatorId, maya.userId));
  return rows[0]?.logoUrl ?? null;
}

describe('logo upload', () => {
  it('refuses a text file named .png (declared image/png), storing nothing', async () => {
    const res = await upload(maya, Buffer.from('hello, I am a text file called logo.png\n'), 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_upload');
    expect(await storedLogoUrl()).toBeNull();
  });

  it('refuses SVG and other types with a clear message', async () => {
    const svg = await upload(
      maya,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    expect(svg.body.error).toMatchObject({ code: 'invalid_upload', message: expect.stringContaining('SVG') });
    const pdf = await upload(maya, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.code).toBe('invalid_upload');
    const json = await maya.post('/creator/settings/logo', { url: 'https://example.com/logo.png' });
    expect(json.status).toBe(400);
    expect(json.body.error.code).toBe('invalid_upload');
    expect(await storedLogoUrl()).toBeNull();
  });

  it('refuses an image over the size limit with 413', async () => {
    const big = Buffer.concat([pngImage(), Buffer.alloc(limits.logoMaxBytes)]);
    const res = await upload(maya, big, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('upload_too_large');
    expect(await storedLogoUrl()).toBeNull();
  });

  it('refuses a PNG whose header promises a huge picture', async () => {
    const res = await upload(maya, pngImage(1, 1, { width: 40_000, height: 40_000 }), 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_upload');
  });

  it('accepts a valid PNG and serves it with its content type and nosniff', async () => {
    const png = pngImage(4, 4);
    const res = await upload(maya, png, 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(new RegExp(`^/api/files/public/logos/${maya.userId}/[\\w-]+\\.png$`));
    expect(await storedLogoUrl()).toBe(res.body.logoUrl);

    const served = await fetch(`${t.baseUrl}${res.body.logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('accepts a multipart form upload and removes the previous file', async () => {
    const previous = await storedLogoUrl();
    expect(previous).not.toBeNull();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpegHeader(64, 64))], { type: 'image/jpeg' }), 'logo.jpg');
    const res = await maya.post('/creator/settings/logo', form);
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(/\.jpg$/);
    const served = await fetch(`${t.baseUrl}${res.body.logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${t.baseUrl}${previous}`)).status).toBe(404);
  });

  it('a multipart form whose file is text is refused too', async () => {
    const before = await storedLogoUrl();
    const form = new FormData();
    form.append('file', new Blob(['not an image'], { type: 'image/png' }), 'logo.png');
    const res = await maya.post('/creator/settings/logo', form);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_upload');
    expect(await storedLogoUrl()).toBe(before);
  });

  it('refuses a form without a file, and one whose image is over the limit, keeping the logo', async () => {
    const before = await storedLogoUrl();
    const fieldsOnly = new FormData();
    fieldsOnly.append('title', 'Rooftop Bees');
    const empty = await maya.post('/creator/settings/logo', fieldsOnly);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ code: 'invalid_upload', message: 'The form contains no file.' });

    const large = new FormData();
    const tooLarge = new Uint8Array(limits.logoMaxBytes + 1);
    tooLarge.set(jpegHeader(64, 64));
    large.append('file', new Blob([tooLarge], { type: 'image/jpeg' }), 'logo.jpg');
    const refused = await maya.post('/creator/settings/logo', large);
    expect(refused.status).toBe(413);
    expect(refused.body.error.code).toBe('upload_too_large');
    expect(await storedLogoUrl()).toBe(before);
  });

  it('removes the logo', async () => {
    const previous = await storedLogoUrl();
    const res = await maya.delete('/creator/settings/logo');
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toBeNull();
    expect((await fetch(`${t.baseUrl}${previous}`)).status).toBe(404);
  });

  it('needs a creator with a channel', async () => {
    const listener = await signIn(t, 'listener.logo@example.test', 'Listener Logo');
    expect((await upload(listener, pngImage(), 'image/png')).status).toBe(403);
    await listener.post('/creator/become');
    const res = await upload(listener, pngImage(), 'image/png');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('creator_settings_not_found');
    expect((await upload(anonymousClient(t), pngImage(), 'image/png')).status).toBe(401);
  });
});
