import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesAnswer, startFakeHttpServer, type FakeHttpServer } from '../testing/fake-http-server';
import { readAll } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/**
 * A local HTTP server that answers the two S3 calls a ranged read makes (HeadObject, GetObject with
 * Range) the way S3 does, so the real SDK client is exercised end to end.
 */
const object = Uint8Array.from({ length: 300 }, (_, i) => i % 256);
const seen: { method: string; url: string; range: string | undefined }[] = [];
let server: FakeHttpServer;
let storage: S3FileStorage;

beforeAll(async () => {
  server = await startFakeHttpServer((request) => {
    seen.push({ method: request.method, url: request.url, range: request.headers.range });
    if (!request.url.startsWith('/podbrief/audio/r1.mp3'))
      return {
        status: 404,
        headers: { 'content-type': 'application/xml' },
        body: Buffer.from('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>'),
      };
    return bytesAnswer(request, object, 'audio/mpeg');
  });
  storage = new S3FileStorage({
    driver: 's3',
    endpoint: server.origin,
    region: 'us-east-1',
    bucket: 'podbrief',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await server.close();
});

describe('S3 storage byte ranges', () => {
  it('reads the size and type with HeadObject', async () => {
    expect(await storage.info('audio/r1.mp3')).toEqual({ contentType: 'audio/mpeg', size: 300 });
    expect(await storage.info('audio/none.mp3')).toBeNull();
  });

  it('passes the range to GetObject and returns only that part', async () => {
    seen.length = 0;
    const file = await storage.get('audio/r1.mp3', { start: 100, end: 149 });
    expect(seen).toEqual([
      { method: 'GET', url: expect.stringContaining('/podbrief/audio/r1.mp3'), range: 'bytes=100-149' },
    ]);
    expect(file?.size).toBe(50);
    expect(new Uint8Array(await readAll(file!))).toEqual(object.slice(100, 150));
  });

  it('reads the whole object without a range', async () => {
    seen.length = 0;
    const file = await storage.get('audio/r1.mp3');
    expect(seen[0]?.range).toBeUndefined();
    expect((await readAll(file!)).length).toBe(300);
  });
});
