import { fileTypeFromBuffer } from 'file-type';
import type { audioContentTypes } from '@shared/contract/creator-reports';

export type AudioType = (typeof audioContentTypes)[number];

/**
 * How much of an upload is read to learn its type: every format below shows itself in its first few
 * hundred bytes; an ID3 tag longer than this (cover art) counts as MP3, as file-type does for a tag that
 * runs past the end of what it was given.
 */
export const AUDIO_SNIFF_BYTES = 64 * 1024;

/** What file-type recognises, mapped onto the types we store and serve. */
const accepted: Record<string, { type: AudioType; extension: string }> = {
  mp3: { type: 'audio/mpeg', extension: 'mp3' },
  m4a: { type: 'audio/mp4', extension: 'm4a' },
  m4b: { type: 'audio/mp4', extension: 'm4a' },
  // An MP4 container with a generic brand: podcast M4A files often carry `isom` or `mp42`.
  mp4: { type: 'audio/mp4', extension: 'm4a' },
  aac: { type: 'audio/aac', extension: 'aac' },
  ogg: { type: 'audio/ogg', extension: 'ogg' },
  oga: { type: 'audio/ogg', extension: 'ogg' },
  opus: { type: 'audio/ogg', extension: 'opus' },
  wav: { type: 'audio/wav', extension: 'wav' },
};

/**
 * The audio type of an upload, read from its first bytes (ID3 or an MPEG frame sync, an ISO `ftyp` box,
 * `OggS`, `RIFF…WAVE`, an ADTS header; at most `AUDIO_SNIFF_BYTES` are looked at) and never from the
 * file's name or declared type; null for anything else.
 */
export async function sniffAudio(bytes: Uint8Array): Promise<{ type: AudioType; extension: string } | null> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, AUDIO_SNIFF_BYTES));
  return (found && accepted[found.ext]) ?? null;
}
