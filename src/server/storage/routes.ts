import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/contract/api-error';
import type { App } from '../app-types';
import { AppError } from '../errors';
import { attachmentDisposition, safeContentType } from './content-disposition';
import { isPublicKey, isSafeKey, PUBLIC_PREFIX, type ByteRange } from './file-storage';
import { FileLinkSigner } from './link-signer';

/** Stored files never run as part of our site: no scripts, no plugins, no framing, even for SVG. */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const fileParams = z.object({ '*': z.string() });
const signedQuery = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
  download: z.string().max(255).optional(),
});
const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  410: apiErrorSchema,
  416: apiErrorSchema,
};

const notFound = () => new AppError(404, 'file_not_found', 'This file does not exist.');

/**
 * /api/files/public/<key>: public files (channel logos), cached by browsers.
 * /api/files/<key>?expires&signature[&download]: private files through links made by `storage.signedUrl`.
 */
export async function fileRoutes(app: App) {
  const signer = new FileLinkSigner(app.deps.config.sessionSecret);

  /**
   * Sends a stored file, or the one byte range a `Range` header asks for (206, so audio can seek). A range
   * past the end answers 416 with the file's size; several ranges, or a header we cannot read, get the
   * whole file (RFC 9110 lets a server ignore Range).
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    options: { downloadName?: string; cacheControl: string },
  ) {
    if (!isSafeKey(key)) throw notFound();
    const info = await app.deps.storage.info(key);
    if (!info) throw notFound();
    let range: ByteRange | undefined;
    const header = request.headers.range;
    if (header) {
      const ranges = parseRange(info.size, header, { combine: true });
      if (ranges === -1) {
        return reply
          .status(416)
          .header('content-range', `bytes */${info.size}`)
          .header('accept-ranges', 'bytes')
          .send({
            error: {
              code: 'range_not_satisfiable',
              message: `The file has ${info.size} bytes; the range asked for lies outside it.`,
            },
          });
      }
      if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) range = ranges[0];
    }
    const file = await app.deps.storage.get(key, range);
    if (!file) throw notFound();
    const { type, inline } = safeContentType(file.contentType);
    void reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      .header('cache-control', options.cacheControl)
      .header('accept-ranges', 'bytes');
    if (range) {
      void reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.start + file.size - 1}/${info.size}`);
    }
    if (file.size > 0) void reply.header('content-length', String(file.size));
    if (options.downloadName || !inline) {
      void reply.header(
        'content-disposition',
        attachmentDisposition(options.downloadName ?? key.split('/').pop() ?? 'download'),
      );
    }
    return reply.send(file.body);
  }

  app.get(
    '/public/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A public file, such as a channel logo',
        params: fileParams,
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      send(request, reply, `${PUBLIC_PREFIX}${request.params['*']}`, {
        cacheControl: 'public, max-age=3600',
      }),
  );

  app.get(
    '/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A private file through a signed link (valid for one hour by default)',
        params: fileParams,
        querystring: signedQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (isPublicKey(key)) return send(request, reply, key, { cacheControl: 'public, max-age=3600' });
      const { expires, signature, download } = request.query;
      if (!isSafeKey(key) || !expires || !signature || !/^\d{1,12}$/.test(expires)) {
        throw new AppError(403, 'file_link_invalid', 'This file link is not valid.');
      }
      const expiresAt = Number(expires);
      const verdict = signer.verify(key, expiresAt, signature, download, app.deps.clock.now().getTime());
      if (verdict === 'invalid') throw new AppError(403, 'file_link_invalid', 'This file link is not valid.');
      if (verdict === 'expired')
        throw new AppError(
          410,
          'file_link_expired',
          'This file link has expired. Open the file again to get a new link.',
        );
      const remaining = Math.max(0, expiresAt - Math.floor(app.deps.clock.now().getTime() / 1000));
      return send(request, reply, key, {
        cacheControl: `private, max-age=${Math.min(remaining, 3600)}`,
        ...(download ? { downloadName: download } : {}),
      });
    },
  );
}
