import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { demoAudioEpisodes, demoAudioFolder, readDemoAudio } from './demo-audio';

/** The timing file as scripts/make-demo-audio.mjs writes it, with what the seed does not read. */
interface TimingFile {
  durationSeconds: number;
  bytes: number;
  turns: Array<{ start: number; end: number; speaker: string; voice: string; text: string }>;
}

const timingOf = async (name: string) =>
  JSON.parse(await readFile(join(demoAudioFolder, `${name}.json`), 'utf8')) as TimingFile;

describe('the demo audio files', () => {
  it('are MP3s as long as their timing files say, small enough to ship', async () => {
    let total = 0;
    for (const { name } of demoAudioEpisodes) {
      const mp3 = await readDemoAudio(name);
      const timing = await timingOf(name);
      const { format } = await parseBuffer(
        mp3,
        { mimeType: 'audio/mpeg', size: mp3.length },
        { duration: true },
      );
      expect(format.container, name).toBe('MPEG');
      expect(format.numberOfChannels, name).toBe(1);
      expect(format.bitrate, name).toBeLessThanOrEqual(32_000);
      // (Without a Xing header the length is estimated from the size: within a second.)
      expect(Math.abs((format.duration ?? 0) - timing.durationSeconds), name).toBeLessThan(1);
      expect(timing.bytes, name).toBe(mp3.length);
      total += mp3.length;
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it('say each turn in its own time, one voice per speaker, no two speakers alike', async () => {
    for (const { name } of demoAudioEpisodes) {
      const { turns, durationSeconds } = await timingOf(name);
      turns.forEach((turn, i) => {
        expect(turn.end, `${name} turn ${i + 1}`).toBeGreaterThan(turn.start);
        expect(turn.end, `${name} turn ${i + 1}`).toBeLessThanOrEqual(turns[i + 1]?.start ?? durationSeconds);
      });
      const voiceOf = new Map(turns.map((turn) => [turn.speaker, turn.voice]));
      expect(
        turns.every((turn) => voiceOf.get(turn.speaker) === turn.voice),
        name,
      ).toBe(true);
      expect(new Set(voiceOf.values()).size, name).toBe(voiceOf.size);
      expect(voiceOf.size, name).toBeGreaterThanOrEqual(2);
    }
  });
});
