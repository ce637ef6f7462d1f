import { spawnSync } from 'node:child_process';
import { root, SERVER_CPU } from '../lib/processes';

export interface ThreeHourResult {
  bytes: number;
  words: number;
  turns: number;
  parseColdMs: number;
  parseMedianMs: number;
  summarizeColdMs: number;
  summarizeMedianMs: number;
  parseBudgetMs: number;
}

/** Runs bench/three-hour-transcript.ts in its own process on the server's core and reads its JSON line. */
export function timeThreeHourTranscript(runs: number): ThreeHourResult {
  const result = spawnSync(
    'taskset',
    [
      '-c',
      String(SERVER_CPU),
      process.execPath,
      '--import',
      'tsx',
      'bench/three-hour-transcript.ts',
      String(runs),
    ],
    { cwd: root, encoding: 'utf8', timeout: 300_000 },
  );
  if (result.status !== 0) throw new Error(`three-hour transcript timing failed: ${result.stderr}`);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as ThreeHourResult;
}
