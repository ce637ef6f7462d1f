import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { FileLinkSigner } from '../../storage/link-signer';
import { LocalFileStorage } from '../../storage/local-file-storage';
import type { Transcription } from './transcription-client';
import { joinParts, TranscriptionPartStore } from './transcription-parts';

const part = (startSeconds: number, seconds: number) => ({
  bytes: new Uint8Array(0),
  startSeconds,
  seconds,
});
const said = (start: number, end: number, text: string, speaker: string | null = null) => ({
  start,
  end,
  text,
  speaker,
});
const transcription = (
  segments: Transcription['segments'],
  text = segments.map((s) => s.text).join(' '),
) => ({
  segments,
  text,
  durationSeconds: null,
});

describe("joining the parts' transcripts", () => {
  it("moves each part's times by the part's start, keeping them within it", () => {
    const joined = joinParts([
      { part: part(0, 600), transcription: transcription([said(0, 5, 'One.'), said(590, 600, 'Two.')]) },
      { part: part(600, 300), transcription: transcription([said(1, 4, 'Three.'), said(299, 305, 'Four.')]) },
    ]);
    expect(joined.segments.map(({ start, end, text }) => [start, end, text])).toEqual([
      [0, 5, 'One.'],
      [590, 600, 'Two.'],
      [601, 604, 'Three.'],
      [899, 900, 'Four.'],
    ]);
    expect(joined).toMatchObject({ text: 'One. Two.\n\nThree. Four.', durationSeconds: 900 });
  });

  it("keeps named speakers and numbers each part's anonymous labels afresh, never merging two people", () => {
    const joined = joinParts([
      {
        part: part(0, 10),
        transcription: transcription([
          said(0, 2, 'Hi.', 'SPEAKER_00'),
          said(2, 4, 'Hello.', 'SPEAKER_01'),
          said(4, 6, 'Right.', 'Nora'),
        ]),
      },
      {
        part: part(10, 10),
        transcription: transcription([
          said(0, 2, 'Then.', 'SPEAKER_00'),
          said(2, 4, 'So.', 'B'),
          said(4, 6, 'Yes.', 'Nora'),
          said(6, 8, 'And.', 'SPEAKER_00'),
        ]),
      },
    ]);
    expect(joined.segments.map((s) => s.speaker)).toEqual([
      'SPEAKER_00',
      'SPEAKER_01',
      'Nora',
      'SPEAKER_02',
      'SPEAKER_03',
      'Nora',
      'SPEAKER_02',
    ]);
  });

  it('is text alone when any part came back without times', () => {
    const joined = joinParts([
      { part: part(0, 10), transcription: transcription([said(0, 5, 'Timed.')]) },
      { part: part(10, 10), transcription: transcription([], 'Untimed words.') },
    ]);
    expect(joined).toEqual({ segments: [], text: 'Timed.\n\nUntimed words.', durationSeconds: 20 });
  });

  it('gives a single part back as the service answered it', () => {
    const only = transcription([said(0, 5, 'Whole.', 'SPEAKER_07')]);
    expect(joinParts([{ part: part(0, 5), transcription: only }])).toBe(only);
  });
});

describe("the parts' kept transcripts", () => {
  let dir: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'podbrief-parts-'));
    storage = new LocalFileStorage(
      dir,
      new FileLinkSigner('x'.repeat(40)),
      new ManualClock('2026-11-29T10:00:00Z'),
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const reportId = '5d0c7f5e-1111-4a2b-9c3d-000000000001';
  const audio = new Uint8Array([1, 2, 3, 4]);
  const kept = transcription([said(0, 5, 'Kept.', 'SPEAKER_00')]);

  it('gives back a part kept for the same audio, model and cut, and nothing for another', async () => {
    const store = new TranscriptionPartStore(storage, reportId, {
      bytes: audio,
      model: 'whisper-1',
      cut: '100/',
    });
    expect(await store.get(0)).toBeNull();
    await store.put(0, kept);
    expect(await store.get(0)).toEqual(kept);
    expect(await store.get(1)).toBeNull();
    const again = new TranscriptionPartStore(storage, reportId, {
      bytes: audio,
      model: 'whisper-1',
      cut: '100/',
    });
    expect(await again.get(0)).toEqual(kept);
    for (const other of [
      { bytes: new Uint8Array([1, 2, 3, 5]), model: 'whisper-1', cut: '100/' },
      { bytes: audio, model: 'gpt-4o-transcribe', cut: '100/' },
      { bytes: audio, model: 'whisper-1', cut: '100/1400' },
    ]) {
      expect(await new TranscriptionPartStore(storage, reportId, other).get(0)).toBeNull();
    }
  });

  it('reads a damaged part as not done, and clears every part of the report', async () => {
    const store = new TranscriptionPartStore(storage, reportId, {
      bytes: audio,
      model: 'whisper-1',
      cut: '7/',
    });
    await store.put(0, kept);
    await store.put(1, kept);
    const keys: string[] = [];
    for await (const file of storage.list(`transcription-parts/${reportId}/`)) keys.push(file.key);
    const damaged = keys.find((key) => key.endsWith('0001.json'))!;
    await storage.put(damaged, new TextEncoder().encode('{"text":'), 'application/json');
    expect(await store.get(1)).toBeNull();
    await TranscriptionPartStore.clear(storage, reportId);
    const left: string[] = [];
    for await (const file of storage.list(`transcription-parts/${reportId}/`)) left.push(file.key);
    expect(left).toEqual([]);
  });
});
