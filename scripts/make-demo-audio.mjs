// `npm run demo:audio`: makes the sound of the demo episodes that have it (ADR 209). Each turn of the
// episode's demo conversation is spoken by eSpeak NG (the `espeak-ng` package, WebAssembly) in its speaker's
// voice; the turns follow each other with a short pause, each starting on a whole second so the transcript's
// [hh:mm:ss] times are exact. Writes src/server/local/demo/audio/<name>.mp3 (mono, 22.05 kHz as eSpeak
// NG speaks, 32 kbps CBR by lamejs: 4 KB a second) and <name>.json (where each turn starts and ends, and the
// episode's length), which the seed reads. Run it again after changing a demo episode with sound: the seed
// refuses a timing file whose words are not the conversation's. Both tools are development dependencies
// used here only; the server never runs them, it only ships the files they made. Same input, same bytes.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Mp3Encoder } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'src/server/local/demo/audio');
const SAMPLE_RATE = 22_050;
/**
 * At 32 kbps lamejs keeps eSpeak NG's 22.05 kHz; at a lower rate it resamples to 16 kHz first, and its
 * resampler loses most of the signal (the e2e test would hear near silence).
 */
const KBPS = 32;
/** Silence between two turns, at least; each turn then waits for the next whole second. */
const MIN_PAUSE_SECONDS = 0.35;
/** Silence after the last turn, at least. */
const TAIL_SECONDS = 1;

/**
 * Each speaker's voice: an eSpeak NG voice with a variant (`+f3`: a female variant, `+m3`: a male one),
 * speed in words a minute and pitch (0–99). Within an episode no two speakers sound alike.
 */
const voices = {
  'Maya Chen': { voice: 'en-us+f3', speed: 155, pitch: 55 },
  'Vikram Rao': { voice: 'en+m3', speed: 150, pitch: 40 },
  'Jonas Weber': { voice: 'en-us+m1', speed: 150, pitch: 45 },
  'Carmen Vidal': { voice: 'en+f2', speed: 158, pitch: 60 },
  'Helen Osei': { voice: 'en+f4', speed: 150, pitch: 50 },
  "Margaret O'Brien": { voice: 'en-us+f5', speed: 145, pitch: 40 },
};

const { buildDemoData } = await tsImport('../src/server/local/demo/demo-data.ts', import.meta.url);
const espeakWasm = await readFile(
  join(createRequire(import.meta.url).resolve('espeak-ng'), '..', 'espeak-ng.wasm'),
);

/**
 * eSpeak NG seeds the noise in its voices from the clock; a fixed clock while it runs makes every run say
 * each turn to the same samples, so the files change only when the words or voices do.
 */
async function withFixedClock(run) {
  const realNow = Date.now;
  Date.now = () => 0;
  try {
    return await run();
  } finally {
    Date.now = realNow;
  }
}

/** One turn spoken by eSpeak NG: 16-bit mono samples at SAMPLE_RATE, without the silence around them. */
async function speak(text, { voice, speed, pitch }) {
  const espeak = await withFixedClock(() =>
    ESpeakNg({
      wasmBinary: espeakWasm,
      arguments: ['-w', 'turn.wav', '-v', voice, '-s', String(speed), '-p', String(pitch), '--', text],
      print: () => undefined,
      printErr: (line) => console.error(line),
    }),
  );
  const wav = espeak.FS.readFile('turn.wav');
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (view.getUint32(24, true) !== SAMPLE_RATE) throw new Error('eSpeak NG wrote an unexpected sample rate');
  // The RIFF chunks after the header; the samples are the "data" chunk.
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      const count = Math.min(size, wav.length - offset - 8) >> 1;
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(offset + 8 + i * 2, true);
      return trimSilence(samples);
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('eSpeak NG wrote no samples');
}

function trimSilence(samples) {
  const loud = (value) => Math.abs(value) > 200;
  let start = 0;
  while (start < samples.length && !loud(samples[start])) start++;
  let end = samples.length;
  while (end > start && !loud(samples[end - 1])) end--;
  return samples.subarray(start, end);
}

function encodeMp3(samples) {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts = [];
  for (let i = 0; i < samples.length; i += 1152 * 16)
    parts.push(encoder.encodeBuffer(samples.subarray(i, i + 1152 * 16)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
}

async function makeEpisode({ name, turns }) {
  const clips = [];
  const timed = [];
  let at = 0; // samples so far
  for (const [index, turn] of turns.entries()) {
    const voice = voices[turn.speaker];
    if (!voice)
      throw new Error(`No voice for ${turn.speaker} (${name}): add one to scripts/make-demo-audio.mjs`);
    const speech = await speak(turn.text, voice);
    const start = index === 0 ? 0 : Math.ceil(at / SAMPLE_RATE + MIN_PAUSE_SECONDS);
    clips.push({ offset: start * SAMPLE_RATE, speech });
    at = start * SAMPLE_RATE + speech.length;
    const end = Math.round((at / SAMPLE_RATE) * 100) / 100;
    timed.push({ start, end, speaker: turn.speaker, voice: voice.voice, text: turn.text });
  }
  const durationSeconds = Math.ceil(at / SAMPLE_RATE + TAIL_SECONDS);
  const samples = new Int16Array(durationSeconds * SAMPLE_RATE);
  for (const clip of clips) samples.set(clip.speech, clip.offset);
  const mp3 = encodeMp3(samples);
  const timing = {
    note: 'Made by scripts/make-demo-audio.mjs from the demo conversation; the seed reads it. Do not edit.',
    durationSeconds,
    bytes: mp3.length,
    kbps: KBPS,
    turns: timed,
  };
  const jsonPath = join(outDir, `${name}.json`);
  const json = await prettier.format(JSON.stringify(timing), {
    ...(await prettier.resolveConfig(jsonPath)),
    filepath: jsonPath,
  });
  await writeFile(join(outDir, `${name}.mp3`), mp3);
  await writeFile(jsonPath, json);
  console.log(`${name}: ${turns.length} turns, ${durationSeconds} s, ${Math.round(mp3.length / 1024)} KB`);
}

const started = Date.now();
await mkdir(outDir, { recursive: true });
// The conversations as the seed writes them, timed by nothing yet: only their words matter here.
const { audio } = buildDemoData(new Date(), new Map());
for (const episode of audio) await makeEpisode(episode);
console.log(`demo audio written to ${outDir} in ${Math.round((Date.now() - started) / 1000)} s`);
