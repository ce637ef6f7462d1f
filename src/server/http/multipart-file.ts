/**
 * Reads the first file out of a multipart/form-data body, for the upload routes that take one. No
 * multipart package is installed, so a boundary search is all it takes: `firstFilePart` for a small body
 * read into memory within its route's limit (a channel logo), `firstFileStream` for a large one that is
 * never held whole (an episode's audio).
 */
export interface MultipartFile {
  bytes: Buffer;
  contentType: string;
  filename: string | null;
}

export function boundaryOf(contentType: string): string | null {
  const match = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export function firstFilePart(body: Buffer, boundary: string): MultipartFile | null {
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headersStart = start + delimiter.length + 2; // skip CRLF after the delimiter
    if (body.subarray(start + delimiter.length, start + delimiter.length + 2).toString() === '--')
      return null;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next === -1) return null;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8');
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(disposition)?.[1];
    if (filename !== undefined) {
      const contentType =
        /^content-type:\s*(\S[^\r\n]*)$/im.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      return { bytes: body.subarray(headersEnd + 4, next), contentType, filename: filename || null };
    }
    start = next + 2;
  }
  return null;
}

/** The first file of a streamed form: its headers, and its bytes as they arrive. */
export interface MultipartFileStream {
  contentType: string;
  filename: string | null;
  bytes: AsyncIterable<Buffer>;
}

/** A streamed form that ended before its file did, or whose fields before the file are too long. */
export class MultipartFormError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartFormError';
  }
}

const toBuffer = (chunk: Uint8Array): Buffer => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));

/**
 * Finds the first file part of a streamed multipart/form-data body and returns its bytes as a stream that
 * ends at the part's closing delimiter; the rest of the body is left unread. The fields before the file
 * (and its headers) may take at most `maxPreludeBytes`; null when the form ends without a file. Every byte
 * is searched a bounded number of times: each new chunk is searched only from where the last search
 * ended, less the delimiter's length.
 */
export async function firstFileStream(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  maxPreludeBytes: number,
): Promise<MultipartFileStream | null> {
  const chunks = body[Symbol.asyncIterator]();
  const opening = Buffer.from(`--${boundary}`);
  const closing = Buffer.from(`\r\n--${boundary}`);
  const blankLine = Buffer.from('\r\n\r\n');
  let buffer = Buffer.alloc(0);
  let ended = false;
  const more = async (): Promise<boolean> => {
    if (ended) return false;
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      return false;
    }
    buffer = Buffer.concat([buffer, toBuffer(next.value)]);
    return true;
  };
  /** The index of `needle` at or after `from`, reading more of the body as needed; -1 at its end. */
  const find = async (needle: Buffer, from: number): Promise<number> => {
    let scanFrom = from;
    for (;;) {
      const found = buffer.indexOf(needle, scanFrom);
      if (found !== -1) return found;
      // Only what comes before the file is held here: past the limit without finding it, stop reading.
      if (buffer.length > maxPreludeBytes)
        throw new MultipartFormError('The form has too much before its file.');
      scanFrom = Math.max(from, buffer.length - needle.length + 1);
      if (!(await more())) return -1;
    }
  };

  let start = await find(opening, 0);
  let delimiterLength = opening.length;
  while (start !== -1) {
    const afterDelimiter = start + delimiterLength;
    while (buffer.length < afterDelimiter + 2 && (await more()));
    if (buffer.subarray(afterDelimiter, afterDelimiter + 2).toString('latin1') === '--') return null;
    const headersStart = afterDelimiter + 2;
    const headersEnd = await find(blankLine, headersStart);
    if (headersEnd === -1) return null;
    const headers = buffer.subarray(headersStart, headersEnd).toString('utf8');
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(disposition)?.[1];
    if (filename !== undefined) {
      const contentType =
        /^content-type:\s*(\S[^\r\n]*)$/im.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      const rest = buffer.subarray(headersEnd + blankLine.length);
      return { contentType, filename: filename || null, bytes: fileBytes(rest, chunks, closing) };
    }
    start = await find(closing, headersEnd + blankLine.length);
    delimiterLength = closing.length;
  }
  return null;
}

/** The file's bytes up to the closing delimiter; all but a delimiter's length is passed on at once. */
async function* fileBytes(
  first: Buffer,
  chunks: AsyncIterator<Uint8Array>,
  closing: Buffer,
): AsyncGenerator<Buffer> {
  let pending = first;
  for (;;) {
    const end = pending.indexOf(closing);
    if (end !== -1) {
      if (end > 0) yield pending.subarray(0, end);
      return;
    }
    const keep = Math.min(pending.length, closing.length - 1);
    if (pending.length > keep) yield pending.subarray(0, pending.length - keep);
    const next = await chunks.next();
    if (next.done) throw new MultipartFormError('The form ended before its file did.');
    pending = Buffer.concat([pending.subarray(pending.length - keep), toBuffer(next.value)]);
  }
}
