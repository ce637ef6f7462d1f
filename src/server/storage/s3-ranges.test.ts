import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/**
 * A local HTTP server that answers the two S3 calls a ranged read makes (HeadObject, GetObject with
 * Range) the way S3 does, so the real SDK client is exercised end to end.
 */
const object = Uint8Array.from({ length: 300 }, (_, i) => i % 256);
const seen: { method: string; url: string; range: string | undefined }[] = [];
let server: Server;
let storage: S3FileStorage;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', range: req.headers.range });
    if (!req.url?.startsWith('/podbrief/audio/r1.mp3')) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      return;
    }
    const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (match) {
      const start = Number(match[1]);
      const end = Math.min(Number(match[2]), object.length - 1);
      res.writeHead(206, {
        'content-type': 'audio/mpeg',
        'content-length': String(end - start + 1),
        'content-range': `bytes ${start}-${end}/${object.length}`,
      });
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(object.slice(start, end + 1)));
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(object.length) });
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(object));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  storage = new S3FileStorage({
    driver: 's3',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'us-east-1',
    bucket: 'podbrief',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
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
