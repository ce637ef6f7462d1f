import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes in `body`: the whole file, or the length of the range asked for. */
  size: number;
}

/** What is known of a stored file without reading it. */
export interface FileInfo {
  contentType: string;
  size: number;
}

/** A stored file as a listing shows it. */
export interface ListedFile {
  key: string;
  modifiedAt: Date;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedUrlOptions {
  /** How long the link works; docs/product.md#constants-and-limits (3600 s). */
  expiresInSeconds?: number;
  /** When set, the link downloads the file under this name instead of showing it. */
  downloadName?: string;
}

/**
 * Where uploaded files live: a local directory in embedded mode, an S3-compatible bucket when scaled out.
 * Keys are relative paths such as `public/logos/<creator>/<id>.png` or `transcripts/<report>.vtt`;
 * keys under `public/` are served to anyone at /api/files/public/<rest>, every other key only through a
 * signed link.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams `body` into the file without holding it in memory, and returns its size. Past `maxBytes` the
   * read stops and `FileTooLargeError` is thrown; on any failure nothing is left under the key.
   */
  putStream(
    key: string,
    body: AsyncIterable<Uint8Array>,
    contentType: string,
    maxBytes: number,
  ): Promise<number>;
  /** Every stored file whose key starts with `prefix`, with when it was last written. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** The file, or only `range` of it (already checked against its size), or null when missing. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  info(key: string): Promise<FileInfo | null>;
  delete(key: string): Promise<void>;
  /** A link that works without a session until it expires. Local: `/api/files/<key>?…`; S3: a full presigned URL. */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
}

export const PUBLIC_PREFIX = 'public/';
/** Where the transcripts of an episode's audio parts wait until the whole is stored (ADR 220). */
export const TRANSCRIPTION_PARTS_PREFIX = 'transcription-parts/';

export class InvalidFileKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid file key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidFileKeyError';
  }
}

/** A streamed file went past its limit; `maxBytes` were read and nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Passes the chunks on while they add up to at most `maxBytes`; throws `FileTooLargeError` past it. */
export async function* limitBytes(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
  counted: { bytes: number } = { bytes: 0 },
): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    counted.bytes += chunk.length;
    if (counted.bytes > maxBytes) throw new FileTooLargeError(maxBytes);
    yield chunk;
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are plain relative paths of safe segments: no `..`, no leading `/` or `.`, no backslashes, no
 * empty segments, no percent-encoding tricks. Checked before any file system or bucket access.
 */
export function assertSafeKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512)
    throw new InvalidFileKeyError(String(key));
  const segments = key.split('/');
  if (segments.some((segment) => !SEGMENT.test(segment) || segment.includes('..')))
    throw new InvalidFileKeyError(key);
  return key;
}

export function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

export function isPublicKey(key: string): boolean {
  return key.startsWith(PUBLIC_PREFIX);
}

/** Reads a stored file fully into memory (small files only: transcripts, logos). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
