import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runReportsEval } from './run-reports-eval';

let dir: string;
const lines: string[] = [];
const output = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reports-eval-'));
  lines.length = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run eval:reports', () => {
  it('says the corpus is absent and exits 0 without writing anything', async () => {
    const paths = { resultsDir: join(dir, 'results'), doc: join(dir, 'report-quality.md') };
    const code = await runReportsEval(['--corpus', join(dir, 'no-such-corpus')], output, paths);
    expect(code).toBe(0);
    expect(lines.join('\n')).toMatch(/no corpus at .*no-such-corpus.*skipped/);
    await expect(readFile(join(paths.resultsDir, 'reports-eval.json'))).rejects.toThrow();
  });

  it('skips recorded model answers whose episode the corpus does not have', async () => {
    const corpus = join(dir, 'corpus');
    await mkdir(join(corpus, 'transcripts'), { recursive: true });
    const paths = { resultsDir: join(dir, 'results'), doc: join(dir, 'report-quality.md') };
    const code = await runReportsEval(['--corpus', corpus, '--only', 'model'], output, paths);
    expect(code).toBe(0);
    const model = JSON.parse(await readFile(join(paths.resultsDir, 'reports-eval-model.json'), 'utf8'));
    expect(model).toEqual([]);
  });

  // A recorded episode of the corpus beside the project (docs/report-quality.md), when it is there.
  const recordedTranscript = resolve(
    import.meta.dirname,
    '../../../shared/corpus/transcripts/pc20-namespace-example.srt',
  );
  it.skipIf(!existsSync(recordedTranscript))(
    "writes the model path's reports to be read beside the built-in ones",
    async () => {
      const corpus = join(dir, 'corpus');
      await mkdir(join(corpus, 'transcripts'), { recursive: true });
      await copyFile(recordedTranscript, join(corpus, 'transcripts', 'pc20-namespace-example.srt'));
      const paths = { resultsDir: join(dir, 'results'), doc: join(dir, 'report-quality.md') };
      expect(await runReportsEval(['--corpus', corpus, '--only', 'model'], output, paths)).toBe(0);
      const report = await readFile(
        join(paths.resultsDir, 'reports', 'model', 'pc20-namespace-example.srt.md'),
        'utf8',
      );
      expect(report).toMatch(/^# .+\n\n[\s\S]+## Key learnings\n\n- \*\*/);
    },
  );

  it('refuses an unknown --only part', async () => {
    const code = await runReportsEval(['--only', 'podcasts', '--corpus', dir], output);
    expect(code).toBe(2);
    expect(lines.join('\n')).toMatch(/--only takes feeds, transcripts, references/);
  });

  it('counts a refused well-formed feed as a defect and fails', async () => {
    const corpus = join(dir, 'corpus');
    await mkdir(join(corpus, 'feeds'), { recursive: true });
    // Well-formed XML that is not a podcast feed: the reader refuses it, and the run must say so.
    await writeFile(join(corpus, 'feeds', 'atom.xml'), '<?xml version="1.0"?><feed><title>x</title></feed>');
    await writeFile(join(corpus, 'feeds', 'broken.xml'), '<rss><channel><item></rss>');
    const paths = { resultsDir: join(dir, 'results'), doc: join(dir, 'report-quality.md') };
    const code = await runReportsEval(['--corpus', corpus, '--only', 'feeds'], output, paths);
    expect(code).toBe(1);
    const results = JSON.parse(await readFile(join(paths.resultsDir, 'reports-eval.json'), 'utf8'));
    expect(results.refusedWellFormedFeeds).toBe(1);
    expect(results.defects.byFile).toEqual({ 'feeds/atom.xml': { 'feed-refused': 1 } });
    expect(results.feeds.find((f: { file: string }) => f.file === 'broken.xml').refused).toMatch(
      /not valid XML/,
    );
  });
});
