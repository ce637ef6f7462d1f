import { createHash } from 'node:crypto';
import { z } from 'zod';
import { readAll, TRANSCRIPTION_PARTS_PREFIX, type FileStorage } from '../../storage/file-storage';
import type { Transcription, TranscriptSegment } from './transcription-client';
import type { AudioPart } from './transcription-split';

const storedPart = z.object({
  text: z.string(),
  durationSeconds: z.number().nullable(),
  segments: z.array(
    z.object({ start: z.number(), end: z.number(), text: z.string(), speaker: z.string().nullable() }),
  ),
});

/**
 * The transcripts of the parts already done, kept in file storage under a key made of the report, the
 * audio's bytes, the model and the limits it was cut for: a retried job picks up at the first part not
 * done, and a different file, model or cut starts afresh.
 */
export class TranscriptionPartStore {
  private readonly folder: string;
  constructor(
    private readonly storage: FileStorage,
    reportId: string,
    /** The audio, the model, and the limits it was cut for (`cut`): what makes the parts the same. */
    fingerprint: { bytes: Uint8Array; model: string; cut: string },
  ) {
    const hash = createHash('sha256')
      .update(fingerprint.bytes)
      .update(`\n${fingerprint.model}\n${fingerprint.cut}`)
      .digest('hex')
      .slice(0, 32);
    this.folder = `${TRANSCRIPTION_PARTS_PREFIX}${reportId}/${hash}/`;
  }

  async get(index: number): Promise<Transcription | null> {
    const file = await this.storage.get(this.key(index)).catch(() => null);
    if (!file) return null;
    try {
      const parsed = storedPart.safeParse(JSON.parse(new TextDecoder().decode(await readAll(file))));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  put(index: number, transcription: Transcription): Promise<void> {
    return this.storage.put(
      this.key(index),
      new TextEncoder().encode(JSON.stringify(transcription)),
      'application/json',
    );
  }

  /** Removes every part of the report, of this audio or an earlier one. Never throws. */
  static async clear(storage: FileStorage, reportId: string): Promise<void> {
    try {
      for await (const file of storage.list(`${TRANSCRIPTION_PARTS_PREFIX}${reportId}/`))
        await storage.delete(file.key).catch(() => undefined);
    } catch {
      // Left behind, the orphan-file sweep removes them a day later.
    }
  }

  private key(index: number): string {
    return `${this.folder}${String(index).padStart(4, '0')}.json`;
  }
}

/** Speaker labels that name no one (`SPEAKER_00`, `Speaker 1`, `A`): a diarizing server's own, per file. */
const anonymousSpeaker = /^(?:(?:speaker|spk)[\s_-]*\d{1,3}|[A-Z]|\d{1,3})$/i;

/**
 * The transcripts of an episode's parts as one: each segment's times moved by its part's start; a named
 * speaker kept as named, but an anonymous label numbered afresh in each part (`SPEAKER_00` of the second
 * part is not the first part's, whose voice it may not be), so two people are never merged into one.
 * When any part came back without times (a model without `verbose_json`), the whole is text alone.
 */
export function joinParts(
  parts: readonly { part: AudioPart; transcription: Transcription }[],
): Transcription {
  if (parts.length === 1) return parts[0]!.transcription;
  const text = parts
    .map(({ transcription }) => transcription.text)
    .filter((part) => part !== '')
    .join('\n\n');
  const durationSeconds = parts.reduce((sum, { part }) => sum + part.seconds, 0);
  if (parts.some(({ transcription }) => transcription.segments.length === 0))
    return { text, segments: [], durationSeconds };
  let speakers = 0;
  const segments: TranscriptSegment[] = [];
  for (const { part, transcription } of parts) {
    const renamed = new Map<string, string>();
    const speakerOf = (speaker: string | null) => {
      if (speaker === null || !anonymousSpeaker.test(speaker.trim())) return speaker;
      let name = renamed.get(speaker);
      if (!name) {
        name = `SPEAKER_${String(speakers).padStart(2, '0')}`;
        speakers += 1;
        renamed.set(speaker, name);
      }
      return name;
    };
    // A segment past its part's end (a server that pads) is held to it, so times stay in order.
    const end = part.startSeconds + part.seconds;
    for (const segment of transcription.segments) {
      segments.push({
        text: segment.text,
        start: Math.min(part.startSeconds + segment.start, end),
        end: Math.min(part.startSeconds + segment.end, end),
        speaker: speakerOf(segment.speaker),
      });
    }
  }
  return { text, segments, durationSeconds };
}
