import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const avatar = (name: string) =>
  fetch(`${t.baseUrl}/api/avatars/initials.svg?name=${encodeURIComponent(name)}`);

describe('GET /api/avatars/initials.svg', () => {
  it('answers an SVG with the initials, a long cache life and a locked-down CSP', async () => {
    const res = await avatar('Maya Chen');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>MC</text>');
  });

  it('never echoes markup from the name', async () => {
    const svg = await (await avatar('"><script>alert(1)</script><x a="')).text();
    expect(svg).not.toMatch(/<script|alert|<x /);
    expect(svg).toContain('>SA</text>');
    const ampersand = await (await avatar('& < >')).text();
    expect(ampersand).toContain('>?</text>');
  });

  it('draws the same image for the same name', async () => {
    expect(await (await avatar('Deep Dive')).text()).toBe(await (await avatar('deep dive')).text());
  });

  it('draws "?" when the name is missing, and refuses absurdly long names', async () => {
    const res = await fetch(`${t.baseUrl}/api/avatars/initials.svg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('>?</text>');
    const long = await avatar('x'.repeat(501));
    expect(long.status).toBe(400);
  });
});
