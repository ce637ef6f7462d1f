import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { creatorReportSchema, episodeSourcesSchema } from '@shared/contract/creator-reports';
import type { App } from '../../app-types';
import { badRequest } from '../../errors';
import { firstFormFile, MultipartFormError, registerMultipart } from '../../http/multipart-file';
import { currentUser, requireCreator } from '../../http/authorization';
import { errorResponses } from '../../http/error-responses';
import {
  audioTooLarge,
  checkAudioUploadAllowed,
  deleteReportAudioFile,
  uploadReportAudio,
} from './audio-service';
import { startTranscription } from './transcription-service';
import { fileSize } from './file-size';

const idParams = z.object({ id: z.uuid('The report id must be a UUID') });
const uploadQuery = z.object({
  /** `true`: transcribe the audio once stored, then generate the report (an episode added with audio alone). */
  transcribe: z.enum(['true', 'false']).default('false'),
});
const tags = ['creator reports'];
const security = [{ session: [] }];
/** Room for the multipart headers (and any fields) before the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const isMultipart = (contentType: string) => /^multipart\/form-data/i.test(contentType);

/**
 * /api/creator/reports/:id/audio and /transcribe: the episode's own audio file, and turning audio into
 * a transcript. The upload is the raw request body (any declared type: the bytes decide) or the first
 * file of a multipart/form-data body. Parsers registered here apply to this plugin only: they read
 * nothing, and hand the body on as a stream, so the upload's hooks decide before a byte of it is read
 * and the handler streams it to storage within AUDIO_MAX_BYTES, never holding it whole in memory.
 */
export async function audioRoutes(app: App) {
  const maxBytes = app.deps.config.audioMaxBytes;
  const passStream = (
    _request: unknown,
    payload: NodeJS.ReadableStream,
    done: (err: Error | null, body?: unknown) => void,
  ) => done(null, payload);
  app.addContentTypeParser('*', passStream);
  await registerMultipart(app);

  /**
   * Runs at onRequest, after requireCreator and before the body parser: the report must be the creator's
   * and editable now (else the same 404 or 422 as before, with the body unread), and a declared length
   * must fit the limit (413 before reading).
   */
  const uploadAllowed = async (request: FastifyRequest) => {
    const params = idParams.safeParse(request.params);
    // A malformed id is answered by params validation, which also runs before the body is read.
    if (!params.success) return;
    const declared = Number(request.headers['content-length']);
    const contentType = request.headers['content-type'] ?? '';
    await checkAudioUploadAllowed(app.deps, currentUser(request).id, params.data.id, {
      transcribe: uploadQuery.safeParse(request.query).data?.transcribe === 'true',
    });
    if (Number.isFinite(declared)) {
      if (isMultipart(contentType) ? declared > maxBytes + MULTIPART_OVERHEAD_BYTES : declared > maxBytes)
        throw audioTooLarge(maxBytes, isMultipart(contentType) ? undefined : declared);
    }
  };

  app.post(
    '/reports/:id/audio',
    {
      onRequest: [requireCreator, uploadAllowed],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `Upload the episode's audio (MP3, M4A/AAC, OGG/Opus or WAV, checked by content; at most ${fileSize(maxBytes)}): raw body or multipart/form-data. With ?transcribe=true it is then transcribed and the report generated (422 transcription_unavailable, before the body is read, when this server cannot transcribe)`,
        security,
        params: idParams,
        querystring: uploadQuery,
        consumes: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'multipart/form-data'],
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
      try {
        const upload = await uploadStream(request, maxBytes);
        return await uploadReportAudio(app.deps, creator.id, request.params.id, upload, {
          transcribe: request.query.transcribe === 'true',
        });
      } catch (error) {
        if (error instanceof MultipartFormError) throw badRequest('audio_invalid', error.message);
        throw error;
      }
    },
  );

  app.get(
    '/episode-sources',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary:
          "What an episode may be added with here: whether audio alone can be transcribed, and the files' size limits",
        security,
        response: { 200: episodeSourcesSchema, ...errorResponses },
      },
    },
    async () => ({
      transcriptionAvailable: app.deps.config.transcribe !== undefined,
      audioMaxBytes: maxBytes,
      transcriptionMaxBytes: app.deps.config.transcribe?.maxBytes ?? null,
    }),
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

/** The uploaded file's bytes as they arrive: the raw body, or the first file of a multipart form. */
async function uploadStream(request: FastifyRequest, maxBytes: number): Promise<AsyncIterable<Uint8Array>> {
  if (request.isMultipart()) {
    const file = await firstFormFile(request, {
      maxPreludeBytes: MULTIPART_OVERHEAD_BYTES,
      maxFileBytes: maxBytes,
    });
    if (!file) throw badRequest('audio_invalid', 'The form contains no file.');
    return file.bytes;
  }
  if (!isAsyncIterable(request.body))
    throw badRequest('audio_invalid', 'Send the audio file as the request body.');
  return request.body;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
