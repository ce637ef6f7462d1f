import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The first file of a multipart/form-data body, for the upload routes that take one, read with
 * @fastify/multipart (busboy). `registerMultipart` adds the parser to one route plugin only (every other
 * route keeps taking JSON alone); `firstFormFile` finds the file and hands on its bytes as they arrive,
 * never holding the body whole.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  // The route decides how large a file may be (firstFormFile's maxFileBytes), not the JSON body limit.
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** The first file of a streamed form: its headers, and its bytes as they arrive. */
export interface MultipartFileStream {
  contentType: string;
  filename: string | null;
  bytes: AsyncIterable<Buffer>;
}

/** A streamed form that ended before its file did, or whose fields before the file are too long. */
export class MultipartFormError extends Error {
  constructor(
    /** `prelude`: too much before the file; `cut`: the form ended inside the file. */
    readonly kind: 'prelude' | 'cut',
    message: string,
  ) {
    super(message);
    this.name = 'MultipartFormError';
  }
}

/**
 * Finds the first file part of the request's form. The fields before it may take at most
 * `maxPreludeBytes`; the file's bytes stop after `maxFileBytes` + 1, so a caller counting them sees an
 * oversized file without the rest being read. Null when the form has no file (or no readable form at
 * all: no boundary, a form cut before a file began).
 */
export async function firstFormFile(
  request: FastifyRequest,
  limits: { maxPreludeBytes: number; maxFileBytes: number },
): Promise<MultipartFileStream | null> {
  const parts = request.parts({
    limits: { fieldSize: limits.maxPreludeBytes, fileSize: limits.maxFileBytes + 1 },
  });
  let prelude = 0;
  for (;;) {
    let next: IteratorResult<Multipart, void>;
    try {
      // Not a for-await loop: leaving one would close the iterator, and the file with it.
      next = await parts.next();
    } catch {
      return null;
    }
    if (next.done || !next.value) return null;
    const part = next.value;
    if (part.type === 'file') {
      return {
        contentType: part.mimetype || 'application/octet-stream',
        filename: part.filename || null,
        bytes: fileBytes(part.file),
      };
    }
    prelude += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
    if (part.valueTruncated || prelude > limits.maxPreludeBytes)
      throw new MultipartFormError('prelude', 'The form has too much before its file.');
  }
}

/** The file's bytes; a form cut inside the file is a MultipartFormError. */
async function* fileBytes(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk;
  } catch {
    throw new MultipartFormError('cut', 'The form ended before its file did.');
  }
}

/**
 * The first file of the form read whole, for a small upload (a logo, an OPML file): at most
 * `maxFileBytes` + 1 bytes of it, so the caller's own size check refuses an oversized one.
 */
export async function readFormFile(
  request: FastifyRequest,
  limits: { maxPreludeBytes: number; maxFileBytes: number },
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const file = await firstFormFile(request, limits);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.bytes) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), contentType: file.contentType };
}
