import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ConversationTimeline } from './conversation-writer';

/**
 * The demo episodes with sound (ADR 209): one of the latest episodes of each channel the demo listener
 * follows, so the first reports they open offer "Play from". `scripts/make-demo-audio.mjs` synthesises each one's
 * conversation, turn by turn, into `audio/<name>.mp3` and writes where every turn starts into
 * `audio/<name>.json`; the seed stores the MP3 as the report's uploaded audio and times the transcript,
 * moments, quotes and chapters by that file. Nothing here runs a speech synthesiser.
 */
export const demoAudioEpisodes = [
  {
    name: 'curious-engineer-assistant-code',
    channel: 'curious-engineer',
    title: 'Reviewing code that an assistant wrote',
  },
  {
    name: 'deep-work-weekly-three-months-off',
    channel: 'deep-work-weekly',
    title: 'What three months off taught a litigation partner',
  },
  {
    name: 'sleep-lab-sleep-after-70',
    channel: 'the-sleep-lab',
    title: "Sleep after 70: what changes and what shouldn't",
  },
] as const;

export type DemoAudioName = (typeof demoAudioEpisodes)[number]['name'];

/** The demo episode with sound of this channel and title, if it is one. */
export function demoAudioNameOf(channel: string, title: string): DemoAudioName | undefined {
  return demoAudioEpisodes.find((episode) => episode.channel === channel && episode.title === title)?.name;
}

/**
 * Where the files are: beside this module in the sources (tests, `npm run seed`), and in
 * `dist/server/demo-audio` in the bundle, where scripts/build-server.mjs copies them.
 */
export const demoAudioFolder = fileURLToPath(
  fileURLToPath(import.meta.url).endsWith('.ts')
    ? new URL('./audio/', import.meta.url)
    : new URL('./demo-audio/', import.meta.url),
);

const timingFile = z.object({
  durationSeconds: z.number().int().positive(),
  turns: z.array(z.object({ speaker: z.string(), text: z.string(), start: z.number().int().nonnegative() })),
});

/** Every demo episode's timing file, by name. */
export async function readDemoAudioTimelines(
  folder = demoAudioFolder,
): Promise<Map<DemoAudioName, ConversationTimeline>> {
  const timelines = new Map<DemoAudioName, ConversationTimeline>();
  for (const { name } of demoAudioEpisodes) {
    const text = await readFile(join(folder, `${name}.json`), 'utf8');
    timelines.set(name, timingFile.parse(JSON.parse(text)));
  }
  return timelines;
}

/** The MP3 of one demo episode. */
export async function readDemoAudio(name: DemoAudioName, folder = demoAudioFolder): Promise<Buffer> {
  return readFile(join(folder, `${name}.mp3`));
}
