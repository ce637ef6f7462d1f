import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { pausedAudio } from '../../testing/paused-audio';
import { testAudio } from '../../testing/test-audio';
import { AudioSplitError, splitAudio, type AudioPart } from './transcription-split';

const KB = 1024;
const MB = 1024 * KB;
/**
 * 40 s of sound with a half-second pause after every 1.1 s; as a 32 kbit/s MP3, about 4 KB a second, so
 * a 60 KB limit makes parts of about 15 s, whose last fifth (searched for a pause) holds a whole one.
 */
const speech = pausedAudio({ seconds: 40, every: 1.1, pauseSeconds: 0.5 });

/** Seconds of audio as music-metadata (not the cutter) reads them. */
async function measured(bytes: Uint8Array, mimeType: string): Promise<number> {
  const metadata = await parseBuffer(bytes, { mimeType }, { duration: true });
  return metadata.format.duration ?? Number.NaN;
}

function expectCutsInPauses(parts: AudioPart[], slackSeconds: number) {
  for (const part of parts.slice(1)) {
    const inPause = speech.pauses.some(
      (pause) =>
        part.startSeconds >= pause.start - slackSeconds && part.startSeconds <= pause.end + slackSeconds,
    );
    expect(inPause, `a cut at ${part.startSeconds.toFixed(2)} s`).toBe(true);
  }
}

function expectContiguous(parts: AudioPart[]) {
  parts.reduce((start, part) => {
    expect(part.startSeconds).toBeCloseTo(start, 6);
    return start + part.seconds;
  }, 0);
}

describe('cutting an MP3 into parts the service takes', () => {
  const mp3 = speech.mp3();

  it('sends a file within the limit whole', () => {
    const parts = splitAudio(mp3, 'audio/mpeg', mp3.length);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.bytes).toBe(mp3);
    expect(parts[0]!.seconds).toBeCloseTo(40, 0);
  });

  it('cuts between frames, in the pauses, into parts under the limit that add up to the whole', async () => {
    const limit = 60 * KB;
    const parts = splitAudio(mp3, 'audio/mpeg', limit);
    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(mp3.length / limit));
    for (const part of parts) expect(part.bytes.length).toBeLessThanOrEqual(limit);
    expectContiguous(parts);
    // Each part is an MP3 of its own, as long as the cutter says; together as long as the file.
    // music-metadata estimates a CBR file's length from its size: within a few frames.
    for (const part of parts)
      expect(Math.abs((await measured(part.bytes, 'audio/mpeg')) - part.seconds)).toBeLessThan(0.15);
    // The frames hold the 40 s, the encoder's delay and the padding of its last frame: under 0.1 s more.
    const total = parts.reduce((sum, part) => sum + part.seconds, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBeLessThan(40.1);
    // The encoder delays the sound by about 50 ms, and a frame lasts 26 ms.
    expectCutsInPauses(parts, 0.08);
    expect(Buffer.concat(parts.map((part) => part.bytes)).length).toBeLessThanOrEqual(mp3.length);
  });

  it('leaves the ID3 tag, the Info frame and stray bytes out of the parts', () => {
    const id3 = Buffer.concat([
      Buffer.from('ID3\x04\x00\x00\x00\x00\x01\x00', 'latin1'),
      Buffer.alloc(128, 7),
    ]);
    // An Info frame as encoders write it: a silent frame of the file's kind (here MPEG-2 mono, whose side
    // information is 9 bytes), the tag after the side information.
    const info = Buffer.alloc(104);
    info.set(mp3.subarray(0, 4));
    info[2] = info[2]! & 0xfd; // no padding: 104 bytes at 32 kbit/s, 22.05 kHz
    info.write('Info', 4 + 9, 'latin1');
    // Junk between frames: a resync must find the next real frame.
    const cut = mp3.length >> 1;
    let frameAt = cut;
    while (!(mp3[frameAt] === 0xff && (mp3[frameAt + 1]! & 0xe0) === 0xe0)) frameAt += 1;
    const tagged = new Uint8Array(
      Buffer.concat([
        id3,
        info,
        mp3.subarray(0, frameAt),
        Buffer.from([0xff, 0xfb, 1, 2, 3]),
        mp3.subarray(frameAt),
        Buffer.from('TAG'),
      ]),
    );
    const plain = splitAudio(mp3, 'audio/mpeg', 40 * KB);
    const parts = splitAudio(tagged, 'audio/mpeg', 40 * KB);
    expect(parts.map((p) => p.seconds)).toEqual(plain.map((p) => p.seconds));
    for (const part of parts) {
      expect(part.bytes[0]).toBe(0xff);
      expect(Buffer.from(part.bytes).includes(Buffer.from('Info', 'latin1'))).toBe(false);
      expect(Buffer.from(part.bytes).includes(Buffer.from('ID3', 'latin1'))).toBe(false);
    }
  });

  it('cuts a one-hour 128 kbit/s episode (57 MB) into three parts under 25 MB', () => {
    // 137,813 frames of 417 bytes: MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, joint stereo, no padding.
    const frames = Math.ceil((3600 * 44_100) / 1152);
    const hour = new Uint8Array(frames * 417);
    for (let i = 0; i < frames; i += 1) hour.set([0xff, 0xfb, 0x90, 0x64], i * 417);
    expect(hour.length / MB).toBeCloseTo(54.8, 1);
    const parts = splitAudio(hour, 'audio/mpeg', 25 * MB);
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(part.bytes.length).toBeLessThanOrEqual(25 * MB);
    expectContiguous(parts);
    expect(parts.reduce((sum, part) => sum + part.seconds, 0)).toBeCloseTo(frames * (1152 / 44_100), 3);
  });

  it('reads MPEG-2 frames (half the samples per frame) at their own rate', async () => {
    const mono16k: Uint8Array[] = [];
    // MPEG-2 Layer III, 32 kbit/s, 16 kHz, mono: 72 × 32000 / 16000 = 144 bytes a frame, 36 ms.
    for (let i = 0; i < 500; i += 1)
      mono16k.push(Buffer.concat([Buffer.from([0xff, 0xf3, 0x48, 0xc4]), Buffer.alloc(140)]));
    const bytes = new Uint8Array(Buffer.concat(mono16k));
    const parts = splitAudio(bytes, 'audio/mpeg', 20 * KB);
    expect(parts.reduce((sum, part) => sum + part.seconds, 0)).toBeCloseTo(500 * 0.036, 6);
    expect(await measured(bytes, 'audio/mpeg')).toBeCloseTo(500 * 0.036, 2);
    for (const part of parts) expect(part.bytes.length % 144).toBe(0);
  });
});

describe('cutting a WAV', () => {
  const wav = speech.wav();

  it('cuts between sample frames, in the pauses, each part a WAV of its own', async () => {
    const limit = 500 * KB;
    const parts = splitAudio(wav, 'audio/wav', limit);
    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(wav.length / limit));
    for (const part of parts) {
      expect(part.bytes.length).toBeLessThanOrEqual(limit);
      expect(await measured(part.bytes, 'audio/wav')).toBeCloseTo(part.seconds, 4);
    }
    expectContiguous(parts);
    expect(parts.reduce((sum, part) => sum + part.seconds, 0)).toBeCloseTo(40, 4);
    expectCutsInPauses(parts, 0);
    // The samples, put back together, are the file's.
    const samples = Buffer.concat(parts.map((part) => part.bytes.subarray(44)));
    expect(samples.equals(Buffer.from(wav.subarray(44)))).toBe(true);
  });

  it('takes a streamed WAV whose data chunk declares no length', () => {
    const streamed = new Uint8Array(testAudio.wav(10));
    new DataView(streamed.buffer).setUint32(40, 0xffffffff, true);
    const parts = splitAudio(streamed, 'audio/wav', 64 * KB);
    expect(parts.reduce((sum, part) => sum + part.seconds, 0)).toBeCloseTo(10, 4);
  });
});

describe('audio that cannot be cut', () => {
  it.each([
    ['an M4A', testAudio.m4a('M4A '), 'audio/mp4'],
    ['an Ogg file', testAudio.oggOpus(), 'audio/ogg'],
    ['bytes that hold no MPEG frame', new Uint8Array(Buffer.from('<html>not audio</html>')), 'audio/mpeg'],
    [
      'a RIFF file without samples',
      new Uint8Array(Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')),
      'audio/wav',
    ],
  ])('refuses %s with a reason', (_label, bytes, mimeType) => {
    expect(() => splitAudio(bytes, mimeType, 1024)).toThrow(AudioSplitError);
  });
});

describe('cutting by length as well as by size', () => {
  it('keeps every part under the longest the service takes, cut in the pauses, though the file is small', () => {
    const mp3 = speech.mp3();
    const parts = splitAudio(mp3, 'audio/mpeg', 25 * MB, 12);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const part of parts) expect(part.seconds).toBeLessThanOrEqual(12);
    expectContiguous(parts);
    expectCutsInPauses(parts, 0.08);
  });

  it('sends a file within both limits whole', () => {
    const mp3 = speech.mp3();
    expect(splitAudio(mp3, 'audio/mpeg', 25 * MB, 60)).toEqual([
      { bytes: mp3, startSeconds: 0, seconds: expect.closeTo(40.07, 1) },
    ]);
  });
});
