import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstFormFile, MultipartFormError, registerMultipart } from './multipart-file';

const boundary = '----form7MA4YWxk';
const fileHead = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="ep.mp3"\r\ncontent-type: audio/mpeg\r\n\r\n`;
const form = (file: Buffer, fields = '') =>
  Buffer.concat([Buffer.from(`${fields}${fileHead}`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
const field = (value: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="title"\r\n\r\n${value}\r\n`;

/** A real Fastify app with the parser, answering what `firstFormFile` found in the form posted. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerMultipart(app);
  app.post('/', async (request) => {
    try {
      const file = await firstFormFile(request, { maxPreludeBytes: 1024, maxFileBytes: 4096 });
      if (!file) return { found: null };
      const parts: Buffer[] = [];
      for await (const part of file.bytes) parts.push(part);
      const bytes = Buffer.concat(parts);
      return { found: { ...file, bytes: bytes.toString('latin1') } };
    } catch (error) {
      if (error instanceof MultipartFormError) return { error: error.kind, message: error.message };
      throw error;
    }
  });
});
afterAll(() => app.close());

const post = async (body: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
  (await app.inject({ method: 'POST', url: '/', headers: { 'content-type': contentType }, body })).json<{
    found?: { contentType: string; filename: string | null; bytes: string } | null;
    error?: string;
    message?: string;
  }>();

describe('the first file of a form', () => {
  // Bytes that look like the delimiter's start.
  const file = Buffer.from(`ID3\r\n--${boundary.slice(0, 6)}\r\n-`.repeat(50), 'latin1');

  it('finds the file after the fields, with its type, name and exact bytes', async () => {
    expect(await post(form(file, field('Bees')))).toEqual({
      found: { contentType: 'audio/mpeg', filename: 'ep.mp3', bytes: file.toString('latin1') },
    });
  });

  it('is null when the form has no file, or no boundary to read it by', async () => {
    expect(await post(Buffer.from(`${field('Bees')}--${boundary}--\r\n`))).toEqual({ found: null });
    expect(await post(form(file), 'multipart/form-data')).toEqual({ found: null });
  });

  it('refuses more before the file than the room for it', async () => {
    expect(await post(form(file, field('x'.repeat(2000))))).toEqual({
      error: 'prelude',
      message: 'The form has too much before its file.',
    });
    expect(await post(form(file, field('x'.repeat(300)).repeat(4)))).toMatchObject({ error: 'prelude' });
  });

  it('refuses a form that ends inside its file', async () => {
    expect(await post(Buffer.concat([Buffer.from(fileHead), file]))).toEqual({
      error: 'cut',
      message: 'The form ended before its file did.',
    });
  });

  it('hands on one byte past the largest file, so the caller can tell it is too large', async () => {
    const large = Buffer.alloc(10_000, 'a');
    expect((await post(form(large))).found?.bytes).toHaveLength(4097);
  });
});
