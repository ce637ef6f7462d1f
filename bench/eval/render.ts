/**
 * The evaluation's results as tables: the same Markdown goes to the terminal and into the generated
 * section of docs/report-quality.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { defectClasses, type Defect, type DefectClass } from './defects';
import type { FeedResult } from './evaluate-feeds';
import type { ReferenceResult } from './evaluate-references';
import type { TranscriptResult } from './evaluate-transcripts';
import { measureLines, type HalfFigures } from './half-figures';
import { meanScores, type RougeScores } from './rouge';

/** The shape of bench/results/reports-eval.json. */
export interface ReportsEvalResults {
  date: string;
  corpus: string;
  only: 'feeds' | 'transcripts' | 'references' | 'model' | null;
  durationMs: number;
  feeds: FeedResult[] | null;
  transcripts: TranscriptResult[] | null;
  references: ReferenceResult[] | null;
  rougeMean: { ours: RougeScores; lead: RougeScores; textRank: RougeScores } | null;
  defects: {
    total: number;
    byClass: Record<DefectClass, number>;
    byFile: Record<string, Partial<Record<DefectClass, number>>>;
  };
  /** Feeds that are well-formed XML and still refused: CI fails on any. */
  refusedWellFormedFeeds: number;
  /** Issue 37's measures for the tune and the report-only half of the corpus. */
  halves?: HalfFigures[] | undefined;
}

export function tallyDefects(
  groups: { prefix: string; items: { file: string; defects: Defect[] }[] | null }[],
): ReportsEvalResults['defects'] {
  const byClass = Object.fromEntries(defectClasses.map((c) => [c, 0])) as Record<DefectClass, number>;
  const byFile: ReportsEvalResults['defects']['byFile'] = {};
  let total = 0;
  for (const { prefix, items } of groups) {
    for (const item of items ?? []) {
      for (const defect of item.defects) {
        total += 1;
        byClass[defect.class] += 1;
        const counts = (byFile[`${prefix}/${item.file}`] ??= {});
        counts[defect.class] = (counts[defect.class] ?? 0) + 1;
      }
    }
  }
  return { total, byClass, byFile };
}

export function rougeMeans(references: ReferenceResult[]): ReportsEvalResults['rougeMean'] {
  const scored = references.filter((r) => r.ours && r.lead && r.textRank);
  if (scored.length === 0) return null;
  return {
    ours: meanScores(scored.map((r) => r.ours!)),
    lead: meanScores(scored.map((r) => r.lead!)),
    textRank: meanScores(scored.map((r) => r.textRank!)),
  };
}

/**
 * The share of key learnings that read as talk (transcripts only: a reference's transcript is among them).
 * A learning counts once, whether the summarizer's mirror rules or the listener's check found it.
 */
export function talkLikeRate(transcripts: TranscriptResult[]): { talkLike: number; learnings: number } {
  let talkLike = 0;
  let learnings = 0;
  for (const t of transcripts) {
    learnings += t.keyLearnings;
    talkLike += new Set(t.defects.filter((d) => d.class === 'talk-like-learning').map((d) => d.field)).size;
  }
  return { talkLike, learnings };
}

/** The listener's check (ADR 212) as shares: talk among the summaries' sentences, thin key learnings. */
export function listenerRates(transcripts: TranscriptResult[]): {
  talkLikeSummary: number;
  summarySentences: number;
  thin: number;
  learnings: number;
} {
  const count = (cls: string) =>
    transcripts.reduce((n, t) => n + t.defects.filter((d) => d.class === cls).length, 0);
  return {
    talkLikeSummary: count('talk-like-summary-sentence'),
    summarySentences: transcripts.reduce((n, t) => n + t.summarySentences, 0),
    thin: count('thin-learning'),
    learnings: transcripts.reduce((n, t) => n + t.keyLearnings, 0),
  };
}

/** The most talk a report set may hold, and how far ROUGE must clear the better baseline. */
const targets = { talkLike: 0.1, rougeOverBaseline: 1.15 } as const;

/** ROUGE-1 and ROUGE-2 means against 1.15 × the better of LEAD and TextRank, each. */
export function rougeTargets(
  mean: NonNullable<ReportsEvalResults['rougeMean']>,
): { metric: 'rouge1' | 'rouge2'; ours: number; wanted: number; met: boolean }[] {
  return (['rouge1', 'rouge2'] as const).map((metric) => {
    const wanted = targets.rougeOverBaseline * Math.max(mean.lead[metric], mean.textRank[metric]);
    return { metric, ours: mean.ours[metric], wanted, met: mean.ours[metric] >= wanted };
  });
}

const pct = (value: number) => (value * 100).toFixed(1);
const triple = (s: RougeScores | null) =>
  s ? `${pct(s.rouge1)} / ${pct(s.rouge2)} / ${pct(s.rougeL)}` : '–';
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** The results as Markdown: ROUGE, defects by class and by file, then every defect. */
export function renderResults(results: ReportsEvalResults): string {
  const parts: string[] = [];
  parts.push(
    `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC on \`${results.corpus}\`` +
      `${results.only ? ` (only ${results.only})` : ''}, ${(results.durationMs / 1000).toFixed(1)} s.`,
  );

  if (results.references) {
    const rows = results.references.map((r) => [
      r.id,
      r.error ? `– (${cell(r.error)})` : String(r.words),
      String(r.referenceWords),
      triple(r.ours),
      triple(r.lead),
      triple(r.textRank),
    ]);
    if (results.rougeMean)
      rows.push([
        '**mean**',
        '',
        '',
        triple(results.rougeMean.ours),
        triple(results.rougeMean.lead),
        triple(results.rougeMean.textRank),
      ]);
    parts.push(
      '### ROUGE F1 against the references (R-1 / R-2 / R-L, ×100)',
      table(['reference', 'words', 'reference words', 'built-in summarizer', 'LEAD', 'TextRank'], rows),
    );
    if (results.rougeMean)
      parts.push(
        rougeTargets(results.rougeMean)
          .map(
            (t) =>
              `${t.met ? 'PASS' : 'FAIL'} ${t.metric === 'rouge1' ? 'ROUGE-1' : 'ROUGE-2'} mean ${pct(t.ours)}` +
              ` (target ≥ ${targets.rougeOverBaseline} × the better baseline = ${pct(t.wanted)})`,
          )
          .join('  \n'),
      );
  }

  const { defects } = results;
  parts.push(
    `### Defects: ${defects.total}`,
    table(
      ['class', 'count'],
      defectClasses.map((c) => [c, String(defects.byClass[c])]),
    ),
  );
  const files = Object.entries(defects.byFile).sort(([a], [b]) => a.localeCompare(b));
  if (files.length > 0)
    parts.push(
      table(
        ['file', 'defects'],
        files.map(([file, counts]) => [
          file,
          Object.entries(counts)
            .map(([c, n]) => `${c} ${n}`)
            .join(', '),
        ]),
      ),
    );

  if (results.transcripts) {
    const { talkLike, learnings } = talkLikeRate(results.transcripts);
    const share = learnings === 0 ? 0 : talkLike / learnings;
    parts.push(
      `${share <= targets.talkLike ? 'PASS' : 'FAIL'} talk-like key learnings: ${talkLike} of ${learnings}` +
        ` (${pct(share)} %, target ≤ ${pct(targets.talkLike)} %)`,
    );
    const listener = listenerRates(results.transcripts);
    const of = (n: number, total: number) => `${n} of ${total} (${pct(total === 0 ? 0 : n / total)} %)`;
    parts.push(
      [
        `Listener's check (its own rules, \`bench/eval/listener-defects.ts\`):`,
        `talk-like summary sentences ${of(listener.talkLikeSummary, listener.summarySentences)},`,
        `thin key learnings ${of(listener.thin, listener.learnings)}`,
      ].join(' '),
    );
  }

  if (results.halves && results.only === null) {
    const lines = measureLines(results.halves);
    parts.push(
      '### What a listener notices first, by half of the corpus (issue 37)',
      table(
        ['measure', 'tune half', 'report-only half', 'target (report-only)', ''],
        lines.map((l) => [
          l.name,
          l.figures.tune,
          l.figures.report,
          l.target,
          l.met ? 'met' : l.gated ? 'FAIL' : 'not yet (printed, not judged)',
        ]),
      ),
      `Halves: \`bench/eval/corpus-halves.ts\`; the report-only half is ${results.halves
        .find((h) => h.half === 'report')
        ?.transcripts.map((f) => `\`${f}\``)
        .join(', ')}.`,
    );
  }

  if (results.feeds) {
    const refused = results.feeds.filter((f) => f.refused);
    parts.push(
      `### Feeds: ${results.feeds.length} read, ${refused.length} refused ` +
        `(${results.refusedWellFormedFeeds} of them well-formed XML)`,
    );
    if (refused.length > 0)
      parts.push(
        table(
          ['feed', 'well-formed', 'message'],
          refused.map((f) => [f.file, f.wellFormed ? 'yes' : 'no', cell(f.refused ?? '')]),
        ),
      );
  }

  if (results.transcripts) {
    parts.push(
      '### Transcripts',
      table(
        [
          'transcript',
          'declared',
          'read as',
          'turns',
          'words',
          'duration s',
          'summary words',
          'learnings',
          'ms',
          'turns with markup',
        ],
        results.transcripts.map((t) => [
          t.file,
          t.declaredFormat,
          t.format ?? '–',
          String(t.turns),
          String(t.words),
          String(t.durationSeconds),
          String(t.summaryWords),
          String(t.keyLearnings),
          String(t.milliseconds),
          t.turnsWithMarkup === 0 ? '0' : `${t.turnsWithMarkup}: ${cell(t.markupExamples.join('; '))}`,
        ]),
      ),
    );
  }

  const listed = [
    ...(results.feeds ?? []).map((f) => ({ file: `feeds/${f.file}`, defects: f.defects })),
    ...(results.transcripts ?? []).map((t) => ({ file: `transcripts/${t.file}`, defects: t.defects })),
    ...(results.references ?? []).map((r) => ({ file: `references/${r.file}`, defects: r.defects })),
  ].flatMap((item) => item.defects.map((d) => [item.file, d.class, d.field, cell(d.message)]));
  if (listed.length > 0) parts.push('### Every defect', table(['file', 'class', 'field', 'what'], listed));
  return `${parts.join('\n\n')}\n`;
}

const START = '<!-- reports-eval:start -->';
const END = '<!-- reports-eval:end -->';

/** Replaces the generated section of the doc, keeping the text around it. */
export async function updateReportQualityDoc(file: string, section: string): Promise<void> {
  let doc: string;
  try {
    doc = await readFile(file, 'utf8');
  } catch {
    doc = `# Report quality\n\n## Results\n\n${START}\n${END}\n`;
  }
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`${file} has no ${START} … ${END} section to replace`);
  await writeFile(file, `${doc.slice(0, start + START.length)}\n${section}\n${doc.slice(end)}`);
}
