import { describe, expect, it } from 'vitest';
import { firstFilePart, firstFileStream, MultipartFormError } from './multipart-file';

const boundary = '----form7MA4YWxk';
const form = (file: Buffer, fields = '') =>
  Buffer.concat([
    Buffer.from(
      `${fields}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="ep.mp3"\r\ncontent-type: audio/mpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const field = `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\nBees\r\n`;

/** The body in chunks of `size` bytes, counting how many were pulled. */
function chunked(body: Buffer, size: number, pulled = { chunks: 0 }) {
  return (async function* () {
    for (let at = 0; at < body.length; at += size) {
      pulled.chunks += 1;
      yield body.subarray(at, at + size);
    }
  })();
}

async function collect(bytes: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of bytes) parts.push(part);
  return Buffer.concat(parts);
}

describe('the first file of a streamed form', () => {
  // Bytes that look like the delimiter's start, so a split delimiter is tried at every chunk size.
  const file = Buffer.from(`ID3\r\n--${boundary.slice(0, 6)}\r\n-`.repeat(50), 'latin1');

  it.each([1, 2, 7, 64, 4096])('reads the same file in chunks of %i bytes as in one piece', async (size) => {
    const body = form(file, field);
    const whole = firstFilePart(body, boundary);
    const streamed = await firstFileStream(chunked(body, size), boundary, 16 * 1024);
    expect(streamed).toMatchObject({ contentType: 'audio/mpeg', filename: 'ep.mp3' });
    expect((await collect(streamed!.bytes)).equals(whole!.bytes)).toBe(true);
    expect(whole!.bytes.equals(file)).toBe(true);
  });

  it('takes a file larger than the limit on the fields before it, even when it arrives in one chunk', async () => {
    const large = Buffer.alloc(100_000, 7);
    const streamed = await firstFileStream(chunked(form(large, field), 200_000), boundary, 16 * 1024);
    expect((await collect(streamed!.bytes)).equals(large)).toBe(true);
  });

  it('leaves the rest of the body unread once the file has ended', async () => {
    const body = Buffer.concat([form(Buffer.from('audio')), Buffer.alloc(100_000)]);
    const pulled = { chunks: 0 };
    const streamed = await firstFileStream(chunked(body, 100, pulled), boundary, 16 * 1024);
    expect((await collect(streamed!.bytes)).toString()).toBe('audio');
    expect(pulled.chunks).toBeLessThan(5);
  });

  it('is null for a form without a file, and refuses a form that ends inside its file', async () => {
    const noFile = Buffer.from(`${field}--${boundary}--\r\n`);
    expect(await firstFileStream(chunked(noFile, 10), boundary, 16 * 1024)).toBeNull();
    const cut = form(file).subarray(0, 300);
    const streamed = await firstFileStream(chunked(cut, 50), boundary, 16 * 1024);
    await expect(collect(streamed!.bytes)).rejects.toThrow(MultipartFormError);
  });

  it('refuses more than its limit of fields before the file, without reading on', async () => {
    const long = `--${boundary}\r\ncontent-disposition: form-data; name="notes"\r\n\r\n${'x'.repeat(50_000)}\r\n`;
    const pulled = { chunks: 0 };
    await expect(
      firstFileStream(chunked(form(file, long), 1000, pulled), boundary, 16 * 1024),
    ).rejects.toThrow(MultipartFormError);
    expect(pulled.chunks).toBeLessThanOrEqual(18);
  });

  it('searches each byte a bounded number of times: work grows linearly with the chunks', async () => {
    // Counted, not timed: the bytes handed to Buffer.indexOf for a file sent in 1-byte and 16-byte chunks.
    const searched = async (size: number, length: number) => {
      const original = Buffer.prototype.indexOf;
      let bytes = 0;
      Buffer.prototype.indexOf = function (this: Buffer, ...args: Parameters<Buffer['indexOf']>) {
        bytes += this.length - (typeof args[1] === 'number' ? args[1] : 0);
        return original.apply(this, args);
      };
      try {
        const streamed = await firstFileStream(
          chunked(form(Buffer.alloc(length, 0x2d), field), size),
          boundary,
          16 * 1024,
        );
        await collect(streamed!.bytes);
      } finally {
        Buffer.prototype.indexOf = original;
      }
      return bytes;
    };
    for (const size of [1, 16]) {
      const [small, large] = [await searched(size, 2_000), await searched(size, 8_000)];
      expect(large / small).toBeLessThan(4 * 1.2);
    }
  });
});
