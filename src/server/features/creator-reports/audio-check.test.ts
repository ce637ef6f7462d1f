import { describe, expect, it } from 'vitest';
import { sniffAudio } from './audio-check';
import { testAudio } from '../../testing/test-audio';

describe('audio checked by content', () => {
  it.each([
    ['an MP3 with an ID3 tag', testAudio.mp3WithId3(), 'audio/mpeg'],
    ['an MP3 of bare MPEG frames', testAudio.mp3Frames(), 'audio/mpeg'],
    ['an M4A (ftyp M4A)', testAudio.m4a('M4A '), 'audio/mp4'],
    ['an M4A with a generic mp42 brand', testAudio.m4a('mp42'), 'audio/mp4'],
    ['an AAC stream (ADTS)', testAudio.aac(), 'audio/aac'],
    ['an Ogg Opus file', testAudio.oggOpus(), 'audio/ogg'],
    ['a WAV file', testAudio.wav(1), 'audio/wav'],
  ])('recognises %s', async (_name, bytes, type) => {
    expect((await sniffAudio(bytes))?.type).toBe(type);
  });

  it.each([
    [
      'text called episode.mp3',
      new TextEncoder().encode('This is not audio at all, whatever its name says.'),
    ],
    [
      'a PNG image',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]),
    ],
    ['an empty file', new Uint8Array()],
    ['a RIFF file that is not WAVE', new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000AVI LIST....')],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffAudio(bytes)).toBeNull();
  });
});
