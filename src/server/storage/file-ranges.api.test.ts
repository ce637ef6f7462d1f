import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
/** 1000 bytes whose values say where they are, so a wrong offset shows. */
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
let link: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.deps.storage.put('audio/r1/episode.mp3', bytes, 'audio/mpeg');
  link = new URL(await t.app.deps.storage.signedUrl('audio/r1/episode.mp3'), t.baseUrl).toString();
});
afterAll(async () => {
  await t.close();
});

const get = (range?: string) => fetch(link, range ? { headers: { range } } : {});
const body = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('byte ranges of stored files', () => {
  it('sends the whole file with Accept-Ranges when no range is asked for, inline as audio', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('content-length')).toBe('1000');
    expect(await body(res)).toEqual(bytes);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=500-749', 500, 749],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await get(range);
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(await body(res)).toEqual(bytes.slice(start, end + 1));
  });

  it('answers a range past the end with 416 and the size of the file', async () => {
    for (const range of ['bytes=1000-1100', 'bytes=5000-']) {
      const res = await get(range);
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */1000');
      expect(await res.json()).toEqual({
        error: { code: 'range_not_satisfiable', message: expect.stringContaining('1000 bytes') },
      });
    }
  });

  it('sends the whole file for several ranges or a header it cannot read', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'lines=1-2']) {
      const res = await get(range);
      expect(res.status).toBe(200);
      expect(await body(res)).toEqual(bytes);
    }
  });

  it('still wants a valid signature for a range', async () => {
    const unsigned = new URL(link);
    unsigned.searchParams.delete('signature');
    const res = await fetch(unsigned, { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(403);
  });
});
