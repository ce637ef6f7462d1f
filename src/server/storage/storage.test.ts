import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { startFakeHttpServer, type FakeAnswer } from '../testing/fake-http-server';
import { attachmentDisposition, safeContentType } from './content-disposition';
import { assertSafeKey, FileTooLargeError, InvalidFileKeyError, readAll } from './file-storage';
import { FileLinkSigner } from './link-signer';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

describe('file keys', () => {
  it.each(['logos/a.png', 'public/logos/creator-1/logo.webp', 'transcripts/2026/report_1.vtt'])(
    'accepts %s',
    (key) => {
      expect(assertSafeKey(key)).toBe(key);
    },
  );

  it.each([
    '',
    '../secret',
    'a/../../etc/passwd',
    '/etc/passwd',
    'a//b',
    'a/./b',
    '.env',
    'a/.hidden',
    'a\\..\\b',
    'a/b%2f..',
    'name with space',
    'x'.repeat(600),
  ])('refuses %j', (key) => {
    expect(() => assertSafeKey(key)).toThrow(InvalidFileKeyError);
  });
});

describe('file link signatures', () => {
  const signer = new FileLinkSigner('a-session-secret-that-is-long-enough-1234');
  const now = Date.parse('2026-11-22T10:00:00Z');
  const expires = now / 1000 + 3600;

  it('verifies its own links until they expire', () => {
    const signature = signer.sign('docs/a.pdf', expires);
    expect(signer.verify('docs/a.pdf', expires, signature, undefined, now)).toBe('valid');
    expect(signer.verify('docs/a.pdf', expires, signature, undefined, (expires + 1) * 1000)).toBe('expired');
  });

  it('refuses any change to key, expiry, download name or signature', () => {
    const signature = signer.sign('docs/a.pdf', expires, 'a.pdf');
    expect(signer.verify('docs/b.pdf', expires, signature, 'a.pdf', now)).toBe('invalid');
    expect(signer.verify('docs/a.pdf', expires + 60, signature, 'a.pdf', now)).toBe('invalid');
    expect(signer.verify('docs/a.pdf', expires, signature, 'evil.html', now)).toBe('invalid');
    expect(signer.verify('docs/a.pdf', expires, signature, undefined, now)).toBe('invalid');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(signer.verify('docs/a.pdf', expires, flipped, 'a.pdf', now)).toBe('invalid');
    expect(signer.verify('docs/a.pdf', expires, 'short', 'a.pdf', now)).toBe('invalid');
  });

  it('depends on the secret', () => {
    const other = new FileLinkSigner('another-session-secret-that-is-long-enough');
    expect(other.verify('docs/a.pdf', expires, signer.sign('docs/a.pdf', expires), undefined, now)).toBe(
      'invalid',
    );
  });
});

describe('local file storage', () => {
  let dir: string;
  let storage: LocalFileStorage;
  const clock = new ManualClock('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'podbrief-storage-'));
    storage = new LocalFileStorage(dir, new FileLinkSigner('x'.repeat(40)), clock);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, reads back and deletes bytes with their content type', async () => {
    await storage.put('public/logos/c1/logo.png', new Uint8Array([1, 2, 3]), 'image/png');
    const file = await storage.get('public/logos/c1/logo.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: 3 });
    expect([...(await readAll(file!))]).toEqual([1, 2, 3]);
    await storage.delete('public/logos/c1/logo.png');
    expect(await storage.get('public/logos/c1/logo.png')).toBeNull();
  });

  it('overwrites in place and leaves no temporary files', async () => {
    await storage.put('notes/a.txt', new TextEncoder().encode('one'), 'text/plain');
    await storage.put('notes/a.txt', new TextEncoder().encode('two'), 'text/plain');
    expect((await readAll((await storage.get('notes/a.txt'))!)).toString()).toBe('two');
    expect(await readdir(join(dir, 'objects', 'notes'))).toEqual(['a.txt']);
  });

  it('streams a body into a file, and lists it with when it was written', async () => {
    async function* body() {
      for (let i = 0; i < 4; i += 1) yield new Uint8Array(1000).fill(i);
    }
    expect(await storage.putStream('streamed/r1/a.bin', body(), 'audio/wav', 4000)).toBe(4000);
    const file = await storage.get('streamed/r1/a.bin');
    expect(file).toMatchObject({ contentType: 'audio/wav', size: 4000 });
    expect((await readAll(file!)).subarray(3000, 3003)).toEqual(Buffer.from([3, 3, 3]));
    const listed = [];
    for await (const item of storage.list('streamed/')) listed.push(item);
    expect(listed).toEqual([{ key: 'streamed/r1/a.bin', modifiedAt: expect.any(Date) }]);
    const none = [];
    for await (const item of storage.list('nothing-here/')) none.push(item);
    expect(none).toEqual([]);
  });

  it('stops a streamed body past its limit, reads no further and leaves no file', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield new Uint8Array(1000);
      }
    }
    await expect(storage.putStream('streamed/r2/b.bin', endless(), 'audio/wav', 2500)).rejects.toThrow(
      FileTooLargeError,
    );
    expect(pulled).toBe(3);
    expect(await storage.info('streamed/r2/b.bin')).toBeNull();
    expect(await readdir(join(dir, 'objects', 'streamed', 'r2'))).toEqual([]);
  });

  it('refuses keys that would leave its folder, before touching the disk', async () => {
    await expect(storage.put('../escape.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      InvalidFileKeyError,
    );
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(InvalidFileKeyError);
    await expect(storage.delete('a/../../b')).rejects.toThrow(InvalidFileKeyError);
  });

  it('makes signed /api/files links that expire after an hour by default', async () => {
    const url = new URL(
      await storage.signedUrl('docs/report 1.pdf'.replace(' ', '-'), { downloadName: 'Report 1.pdf' }),
      'http://x',
    );
    expect(url.pathname).toBe('/api/files/docs/report-1.pdf');
    expect(Number(url.searchParams.get('expires'))).toBe(Date.parse('2026-11-22T11:00:00Z') / 1000);
    expect(url.searchParams.get('download')).toBe('Report 1.pdf');
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
  });
});

describe('S3 file storage', () => {
  it('returns a full presigned URL for the object, with the download name', async () => {
    const storage = new S3FileStorage({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'podbrief',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    const url = new URL(
      await storage.signedUrl('transcripts/r1.vtt', { expiresInSeconds: 600, downloadName: 'r1.vtt' }),
    );
    expect(url.origin).toBe('http://127.0.0.1:9000');
    expect(url.pathname).toBe('/podbrief/transcripts/r1.vtt');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toContain('attachment; filename="r1.vtt"');
    await expect(storage.signedUrl('../x')).rejects.toThrow(InvalidFileKeyError);
  });
});

describe('S3 file storage, streamed and listed', () => {
  it('sends a streamed body with its length, and lists every page of a prefix', async () => {
    const puts: { url: string; length: string | undefined; received: number }[] = [];
    const server = await startFakeHttpServer((request): FakeAnswer => {
      if (request.method === 'PUT') {
        // The SDK sends a stream aws-chunked, with a checksum trailer; the decoded length is the file's.
        const length = request.headers['x-amz-decoded-content-length'] ?? request.headers['content-length'];
        puts.push({ url: request.url, length: String(length), received: request.body.length });
        return { headers: { etag: '"x"' }, body: Buffer.alloc(0) };
      }
      const url = new URL(request.url, 'http://x');
      const second = url.searchParams.get('continuation-token') === 'page-2';
      const item = (key: string) =>
        `<Contents><Key>${key}</Key><LastModified>2026-11-20T10:00:00.000Z</LastModified><Size>1</Size></Contents>`;
      return {
        headers: { 'content-type': 'application/xml' },
        body: Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>podbrief</Name><Prefix>audio/</Prefix>` +
            (second
              ? `${item('audio/r2/b.mp3')}<IsTruncated>false</IsTruncated>`
              : `${item('audio/r1/a.mp3')}<IsTruncated>true</IsTruncated><NextContinuationToken>page-2</NextContinuationToken>`) +
            `</ListBucketResult>`,
        ),
      };
    });
    try {
      const storage = new S3FileStorage({
        driver: 's3',
        endpoint: server.origin,
        region: 'us-east-1',
        bucket: 'podbrief',
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      });
      async function* body() {
        for (let i = 0; i < 3; i += 1) yield new Uint8Array(5000);
      }
      expect(await storage.putStream('audio/r1/a.mp3', body(), 'audio/mpeg', 20_000)).toBe(15_000);
      expect(puts).toEqual([
        {
          url: expect.stringMatching(/^\/podbrief\/audio\/r1\/a\.mp3/),
          length: '15000',
          received: expect.any(Number),
        },
      ]);
      await expect(storage.putStream('audio/r1/b.mp3', body(), 'audio/mpeg', 12_000)).rejects.toThrow(
        FileTooLargeError,
      );
      expect(puts).toHaveLength(1);
      const listed = [];
      for await (const item of storage.list('audio/')) listed.push(item);
      expect(listed).toEqual([
        { key: 'audio/r1/a.mp3', modifiedAt: new Date('2026-11-20T10:00:00Z') },
        { key: 'audio/r2/b.mp3', modifiedAt: new Date('2026-11-20T10:00:00Z') },
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('download headers', () => {
  it('builds a Content-Disposition that cannot be broken out of', () => {
    expect(attachmentDisposition('Résumé "final".pdf')).toBe(
      `attachment; filename="R_sum_ final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf`,
    );
    expect(attachmentDisposition('a\r\nSet-Cookie: x=1')).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition('../../')).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
  });

  it('sends only inline-safe types as themselves', () => {
    expect(safeContentType('image/png')).toEqual({ type: 'image/png', inline: true });
    expect(safeContentType('text/plain')).toEqual({ type: 'text/plain; charset=utf-8', inline: true });
    expect(safeContentType('text/html')).toEqual({ type: 'application/octet-stream', inline: false });
    expect(safeContentType('application/javascript')).toEqual({
      type: 'application/octet-stream',
      inline: false,
    });
  });
});
