import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { creatorReportSchema } from '../../../shared/contract/creator-reports';
import type { App } from '../../app-types';
import { badRequest } from '../../errors';
import { boundaryOf, firstFilePart } from '../../http/multipart-file';
import { currentUser, requireCreator } from '../../http/authorization';
import { errorResponses } from '../../http/error-responses';
import { audioTooLarge, deleteReportAudioFile, uploadReportAudio } from './audio-service';
import { startTranscription } from './transcription-service';
import { fileSize } from './file-size';

const idParams = z.object({ id: z.uuid('The report id must be a UUID') });
const tags = ['creator reports'];
const security = [{ session: [] }];
/** Room for the multipart headers around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * /api/creator/reports/:id/audio and /transcribe: the episode's own audio file, and turning audio into
 * a transcript. The upload is the raw request body (any declared type: the bytes decide) or the first
 * file of a multipart/form-data body. Parsers registered here apply to this plugin only.
 */
export async function audioRoutes(app: App) {
  const maxBytes = app.deps.config.audioMaxBytes;
  const rawBuffer = (_request: unknown, body: Buffer, done: (err: Error | null, body?: unknown) => void) =>
    done(null, body);
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, rawBuffer);
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES },
    rawBuffer,
  );

  app.post(
    '/reports/:id/audio',
    {
      onRequest: [requireCreator],
      bodyLimit: maxBytes + MULTIPART_OVERHEAD_BYTES,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      // Fastify refuses an oversized body before the handler runs; name that case like the service does.
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw audioTooLarge(maxBytes);
        throw error;
      },
      schema: {
        tags,
        summary: `Upload the episode's audio (MP3, M4A/AAC, OGG/Opus or WAV, checked by content; at most ${fileSize(maxBytes)}): raw body or multipart/form-data`,
        security,
        params: idParams,
        consumes: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'multipart/form-data'],
        response: { 200: creatorReportSchema, ...errorResponses, 413: errorResponses[400] },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return uploadReportAudio(
        app.deps,
        creator.id,
        request.params.id,
        readUpload(request.headers['content-type'] ?? '', request.body),
      );
    },
  );

  app.delete(
    '/reports/:id/audio',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: "Remove the uploaded audio (the feed's enclosure, if any, is the episode's audio again)",
        security,
        params: idParams,
        response: { 200: creatorReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return deleteReportAudioFile(app.deps, creator.id, request.params.id);
    },
  );

  app.post(
    '/reports/:id/transcribe',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Transcribe the episode audio in the background (status generating, stage transcribing), then generate the report',
        security,
        params: idParams,
        response: {
          200: creatorReportSchema,
          ...errorResponses,
          413: errorResponses[400],
          503: errorResponses[422],
        },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return startTranscription(app.deps, creator.id, request.params.id);
    },
  );
}

function readUpload(contentType: string, body: unknown): Uint8Array {
  if (!Buffer.isBuffer(body)) throw badRequest('audio_invalid', 'Send the audio file as the request body.');
  if (/^multipart\/form-data/i.test(contentType)) {
    const boundary = boundaryOf(contentType);
    const file = boundary ? firstFilePart(body, boundary) : null;
    if (!file) throw badRequest('audio_invalid', 'The form contains no file.');
    return file.bytes;
  }
  return body;
}
