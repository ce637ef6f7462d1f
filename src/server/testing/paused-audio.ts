import { Mp3Encoder } from '@breezystack/lamejs';
import { wavHeader } from './test-audio';

/**
 * Real audio for tests of cutting audio into parts: sound (a chord whose pitch wanders, like a voice)
 * broken by pauses at known times, as 16-bit mono PCM, encoded as a WAV or, by lamejs, as a CBR MP3.
 */
export interface PausedAudio {
  /** Where each pause starts and ends, in seconds. */
  pauses: { start: number; end: number }[];
  seconds: number;
  mp3(): Uint8Array;
  wav(): Uint8Array;
}

const SAMPLE_RATE = 22_050;

/**
 * `seconds` of sound with a pause of `pauseSeconds` every `every` seconds (the first at `every`). The
 * sound changes pitch every 0.25 s so the encoder spends bits on it the way it does on speech.
 */
export function pausedAudio(options: { seconds: number; every: number; pauseSeconds: number }): PausedAudio {
  const { seconds, every, pauseSeconds } = options;
  const pauses: { start: number; end: number }[] = [];
  for (let start = every; start + pauseSeconds < seconds; start += every + pauseSeconds)
    pauses.push({ start, end: start + pauseSeconds });
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
  let phase = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / SAMPLE_RATE;
    if (pauses.some((pause) => t >= pause.start && t < pause.end)) continue;
    const pitch = 140 + 90 * Math.sin(Math.floor(t * 4) * 2.7);
    phase += (2 * Math.PI * pitch) / SAMPLE_RATE;
    const value = Math.sin(phase) + 0.5 * Math.sin(3.1 * phase) + 0.3 * Math.sin(7.3 * phase);
    samples[i] = Math.round(value * 9000);
  }
  return {
    pauses,
    seconds,
    mp3: () => {
      const encoder = new Mp3Encoder(1, SAMPLE_RATE, 32);
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < samples.length; i += 1152 * 16)
        chunks.push(new Uint8Array(encoder.encodeBuffer(samples.subarray(i, i + 1152 * 16))));
      chunks.push(new Uint8Array(encoder.flush()));
      return new Uint8Array(Buffer.concat(chunks));
    },
    wav: () => {
      const data = samples.length * 2;
      const header = wavHeader(SAMPLE_RATE, data);
      return new Uint8Array(Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, data)]));
    },
  };
}
