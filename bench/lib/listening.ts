import { systemClock } from '../../src/server/clock';
import { FileLinkSigner } from '../../src/server/storage/link-signer';
import { LocalFileStorage } from '../../src/server/storage/local-file-storage';
import type { SqlRunner } from '../generate/generator';

/**
 * Makes a generated report one a reader can listen to (issue 15's player and transcript), so the report
 * page the benchmark measures shows both, as a real episode's page does: an uploaded audio file in the
 * server's file store, a timestamped transcript, and key learnings that point into them. The generator's
 * reports have neither, and the demo content has transcripts but no audio.
 */
export async function makeListenable(runner: SqlRunner, reportId: string, filesDir: string): Promise<void> {
  const seconds = 120;
  const key = `audio/${reportId}/bench.wav`;
  // Only `put` is used; the server signs its own links with its own secret.
  const files = new LocalFileStorage(
    filesDir,
    new FileLinkSigner('bench-files-only-put-no-links-signed'),
    systemClock,
  );
  await files.put(key, silentWav(seconds), 'audio/wav');
  await runner.rows(
    `insert into report_audio (report_id, storage_key, mime_type, bytes) values ($1, $2, 'audio/wav', $3)
     on conflict (report_id) do update set storage_key = excluded.storage_key, bytes = excluded.bytes`,
    [reportId, key, silentWav(seconds).length],
  );
  await runner.rows(
    `insert into report_transcripts (report_id, content, format, source) values ($1, $2, 'text', 'paste')
     on conflict (report_id) do update set content = excluded.content, format = excluded.format`,
    [reportId, transcript(seconds)],
  );
  // Each key learning said at its own minute, by the host: the page offers to play it and show it.
  await runner.rows(
    `update reports set episode_duration_seconds = $2,
       key_learnings = (select coalesce(jsonb_agg(learning || jsonb_build_object(
                          'start', (position - 1) * 20, 'end', position * 20, 'speaker', 'Host')
                          order by position), '[]'::jsonb)
                        from jsonb_array_elements(key_learnings) with ordinality as l(learning, position))
     where id = $1`,
    [reportId, seconds],
  );
}

/** A transcript of two speakers taking turns every ten seconds, in the timestamped text format. */
function transcript(seconds: number): string {
  const lines: string[] = [];
  for (let at = 0; at < seconds; at += 10) {
    const stamp = `00:${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    const speaker = (at / 10) % 2 === 0 ? 'Host' : 'Guest';
    lines.push(
      `[${stamp}] ${speaker}: This is what was said in the episode at ${at} seconds, in full sentences.`,
    );
  }
  return lines.join('\n');
}

/** `seconds` of silence as a mono 8 kHz 8-bit WAV file (about 8 KB a second). */
function silentWav(seconds: number): Uint8Array {
  const rate = 8000;
  const samples = rate * seconds;
  const file = Buffer.alloc(44 + samples, 0x80);
  file.write('RIFF', 0);
  file.writeUInt32LE(36 + samples, 4);
  file.write('WAVEfmt ', 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate, 28); // bytes per second
  file.writeUInt16LE(1, 32); // block align
  file.writeUInt16LE(8, 34); // bits per sample
  file.write('data', 36);
  file.writeUInt32LE(samples, 40);
  return file;
}
