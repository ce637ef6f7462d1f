import type { FastifyError, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { badRequest } from '../../errors';
import { MultipartFormError, readFormFile, registerMultipart } from '../../http/multipart-file';
import { currentUser, requireUser } from '../../http/authorization';
import { attachmentDisposition } from '../../storage/content-disposition';
import { apiErrorSchema } from '@shared/contract/api-error';
import { opmlExportFileName } from '@shared/contract/exports';
import {
  opmlLimits,
  opmlPreviewSchema,
  opmlSubscribeRequestSchema,
  opmlSubscribeResponseSchema,
} from '@shared/contract/opml';
import { opmlTooLarge } from '../../rss/opml';
import { exportOpml, previewOpml, subscribeFromOpml, type OpmlDeps } from './opml-service';

const tags = ['subscriptions'];
/** Room for the multipart headers around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const uploadLimit = opmlLimits.maxBytes + MULTIPART_OVERHEAD_BYTES;

/**
 * /api/subscriptions/opml: the reader's subscriptions as an OPML file, and an OPML file from another app
 * read (preview, which changes nothing) and acted on (subscribe to the chosen matches). The file is the
 * raw request body (any type) or the first file of a multipart/form-data body.
 */
export async function opmlRoutes(app: App) {
  const deps = (): OpmlDeps => ({
    db: app.deps.db,
    clock: app.deps.clock,
    stripe: app.deps.stripe,
    appUrl: app.deps.config.appUrl,
    parse: app.deps.config.parse,
    sessionSecret: app.deps.config.sessionSecret,
  });
  const rawBuffer = (_request: unknown, body: Buffer, done: (err: Error | null, body?: unknown) => void) =>
    done(null, body);

  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary:
          "The reader's subscriptions that give access now, as an OPML 2.0 file (type rss; xmlUrl is the reader's private RSS feed of the channel's reports, htmlUrl the channel page)",
        produces: ['text/x-opml'],
        response: { 200: z.string().describe('The OPML document'), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const xml = await exportOpml(deps(), currentUser(request).id);
      return reply
        .type('text/x-opml; charset=utf-8')
        .header('content-disposition', attachmentDisposition(opmlExportFileName))
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  // The preview reads the body as the file whatever its type (JSON included), up to the file's full
  // size; these parsers live in their own scope, so /subscribe keeps taking JSON alone.
  await app.register(async (upload: App) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: uploadLimit }, rawBuffer);
    await registerMultipart(upload);
    upload.post(
      '/preview',
      {
        onRequest: [requireUser, formWithinLimit],
        bodyLimit: uploadLimit,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        // Fastify refuses an oversized body before the handler runs; name that case like the parser does.
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw opmlTooLarge();
          throw error;
        },
        schema: {
          tags,
          summary: `Read an OPML file (at most ${opmlLimits.maxBytes / 1024 / 1024} MB and ${opmlLimits.maxOutlines.toLocaleString('en-US')} outlines, no DTD, the shape of a real export) on a parse thread: which outlines are Podbrief channels. Changes nothing`,
          consumes: ['text/x-opml', 'application/xml', 'text/xml', 'text/plain', 'multipart/form-data'],
          response: {
            200: opmlPreviewSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request) => previewOpml(deps(), currentUser(request).id, await readUpload(request)),
    );
  });

  app.post(
    '/subscribe',
    {
      onRequest: [requireUser],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Subscribe to the chosen channels of an OPML preview, each under the trial rules; answered per channel',
        body: opmlSubscribeRequestSchema,
        response: {
          200: opmlSubscribeResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => subscribeFromOpml(deps(), currentUser(request).id, request.body),
  );
}

/**
 * A form is read by the multipart parser, which the body limit does not reach: a declared length over it
 * is refused the same way before a byte is read, and the file itself stops past the OPML limit.
 */
async function formWithinLimit(request: FastifyRequest) {
  const declared = Number(request.headers['content-length']);
  if (/^multipart\/form-data/i.test(request.headers['content-type'] ?? '') && declared > uploadLimit)
    throw opmlTooLarge();
}

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const file = await readFormFile(request, {
      maxPreludeBytes: MULTIPART_OVERHEAD_BYTES,
      maxFileBytes: opmlLimits.maxBytes,
    }).catch((error: unknown) => {
      // Fields past the room for them: the form is over the body limit, as a raw body would be.
      if (error instanceof MultipartFormError && error.kind === 'prelude') throw opmlTooLarge();
      if (error instanceof MultipartFormError) return null;
      throw error;
    });
    if (!file) throw badRequest('invalid_upload', 'The form contains no file.');
    return file.bytes;
  }
  if (!Buffer.isBuffer(request.body) || request.body.length === 0)
    throw badRequest('invalid_upload', 'Send the OPML file as the request body.');
  return request.body;
}
