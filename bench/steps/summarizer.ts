import { spawnSync } from 'node:child_process';
import { root, SERVER_CPU } from '../lib/processes';

export interface SummarizerResult {
  words: number;
  cues: number;
  coldMs: number;
  medianMs: number;
  maxMs: number;
}

/** Runs bench/summarizer-timing.ts in its own process on the server's core and reads its JSON line. */
export function timeSummarizer(words: number, runs: number): SummarizerResult {
  const result = spawnSync(
    'taskset',
    [
      '-c',
      String(SERVER_CPU),
      process.execPath,
      '--import',
      'tsx',
      'bench/summarizer-timing.ts',
      String(words),
      String(runs),
    ],
    { cwd: root, encoding: 'utf8', timeout: 300_000 },
  );
  if (result.status !== 0) throw new Error(`summarizer timing failed: ${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as SummarizerResult;
}
