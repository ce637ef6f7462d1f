/**
 * Reads the first file out of a multipart/form-data body, for the upload routes that take one (a channel
 * logo, an episode's audio). No multipart package is installed; the routes read the whole body into memory
 * within their own limit, so a boundary search is all it takes.
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
