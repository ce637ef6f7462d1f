/**
 * Records model answers for the model path of the evaluation (ADR 218), one prompt at a time:
 *
 *   npx tsx bench/eval/model-record.ts prompts <transcript file>
 *     runs the episode against what is recorded so far and writes each prompt still unanswered to
 *     <tmp>/podbrief-prompts/<file>.<kind>-<index>.txt (its key on the first line);
 *   npx tsx bench/eval/model-record.ts add <transcript file> <prompt file> <answer.json>
 *     records the answer a model gave to that prompt.
 *
 * Sections come first; the report's prompt exists once the sections' answers are recorded.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replayEpisode } from './model-eval';
import { readRecording, writeRecording } from './model-replay';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const [command, file, promptFile, answerFile] = process.argv.slice(2);
const transcripts = join(projectRoot, '../shared/corpus/transcripts');

if (command === 'prompts' && file) {
  const { tally, error } = await replayEpisode(transcripts, file);
  const out = join(tmpdir(), 'podbrief-prompts');
  await mkdir(out, { recursive: true });
  for (const missing of tally.missing) {
    const path = join(out, `${file}.${missing.kind}-${missing.index}.txt`);
    const body = missing.messages.map((m) => `## ${m.role}\n${m.content}`).join('\n\n');
    await writeFile(path, `${missing.kind} ${missing.index} ${missing.key}\n\n${body}\n`);
    console.log(`unanswered: ${path}`);
  }
  console.log(
    `recorded answers used: ${tally.exact} exact, ${tally.stale} stale${error ? `; the run failed: ${error}` : ''}`,
  );
} else if (command === 'add' && file && promptFile && answerFile) {
  const [kind, index, key] = (await readFile(promptFile, 'utf8')).split('\n', 1)[0]?.split(' ') ?? [];
  if ((kind !== 'section' && kind !== 'report') || !key) throw new Error(`${promptFile} is no prompt file`);
  const recording = await readRecording(file);
  const answer = JSON.parse(await readFile(answerFile, 'utf8')) as unknown;
  recording.answers[key] = { kind, index: Number(index), answer };
  await writeRecording(recording);
  console.log(`recorded ${kind} ${index} (${key}) for ${file}`);
} else {
  console.error('usage: model-record.ts prompts <file> | add <file> <prompt file> <answer.json>');
  process.exitCode = 2;
}
