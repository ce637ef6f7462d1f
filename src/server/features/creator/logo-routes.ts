import type { FastifyError, FastifyRequest } from 'fastify';
import { limits } from '@shared/constants';
import { creatorSettingsSchema, logoContentTypes } from '@shared/contract/creator';
import type { App } from '../../app-types';
import { badRequest } from '../../errors';
import { deleteLogo, replaceLogo, uploadTooLarge, type LogoUpload } from './logo-service';
import { MultipartFormError, readFormFile, registerMultipart } from '../../http/multipart-file';
import { currentUser, requireCreator } from '../../http/authorization';
import { errorResponses } from '../../http/error-responses';

/** Room for the multipart headers around a logo of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * POST/DELETE /api/creator/settings/logo. The image is the raw request body with its own Content-Type
 * (image/png, image/jpeg, image/webp, image/gif), or the first file of a multipart/form-data body. Parsers
 * registered here apply to this plugin only; every other route keeps taking JSON alone.
 */
export async function logoRoutes(app: App) {
  const rawBuffer = (_request: unknown, body: Buffer, done: (err: Error | null, body?: unknown) => void) =>
    done(null, body);
  app.addContentTypeParser(
    [...logoContentTypes],
    { parseAs: 'buffer', bodyLimit: limits.logoMaxBytes },
    rawBuffer,
  );
  await registerMultipart(app);
  // Anything else (SVG, text, PDF…) is read too, so it gets the clear `invalid_upload` answer rather than
  // a generic 415 that talks about JSON.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.logoMaxBytes }, rawBuffer);

  app.post(
    '/settings/logo',
    {
      onRequest: [requireCreator, formWithinLimit],
      bodyLimit: limits.logoMaxBytes + MULTIPART_OVERHEAD_BYTES,
      // Fastify refuses an oversized body before the handler runs; name that case like the service does.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw uploadTooLarge();
        throw error;
      },
      schema: {
        tags: ['creator'],
        summary: `Upload the channel logo: PNG, JPEG, WebP or GIF, at most ${limits.logoMaxBytes / 1024 / 1024} MB (raw body or multipart/form-data)`,
        security: [{ session: [] }],
        consumes: [...logoContentTypes, 'multipart/form-data'],
        response: { 200: creatorSettingsSchema, ...errorResponses, 413: errorResponses[400] },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return replaceLogo({ ...app.deps }, creator.id, await readUpload(request));
    },
  );

  app.delete(
    '/settings/logo',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: 'Remove the channel logo',
        security: [{ session: [] }],
        response: { 200: creatorSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return deleteLogo(app.deps, creator.id);
    },
  );
}

/**
 * A form is read by the multipart parser, which the body limit does not reach: a declared length over it
 * is refused the same way before a byte is read, and the file itself stops at the logo limit.
 */
async function formWithinLimit(request: FastifyRequest) {
  const declared = Number(request.headers['content-length']);
  if (
    /^multipart\/form-data/i.test(request.headers['content-type'] ?? '') &&
    declared > limits.logoMaxBytes + MULTIPART_OVERHEAD_BYTES
  )
    throw uploadTooLarge();
}

async function readUpload(request: FastifyRequest): Promise<LogoUpload> {
  if (request.isMultipart()) {
    const file = await readFormFile(request, {
      maxPreludeBytes: MULTIPART_OVERHEAD_BYTES,
      maxFileBytes: limits.logoMaxBytes,
    }).catch((error: unknown) => {
      // Fields past the room for them: the form is over the body limit, as a raw body would be.
      if (error instanceof MultipartFormError && error.kind === 'prelude') throw uploadTooLarge();
      if (error instanceof MultipartFormError) return null;
      throw error;
    });
    if (!file) throw badRequest('invalid_upload', 'The form contains no file.');
    return file;
  }
  const contentType = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body))
    throw badRequest('invalid_upload', 'Send the image file as the request body.');
  return { bytes: request.body, contentType };
}
