import type { AppDeps } from '../../app-types';
import {
  fillSearchTextFromTurns,
  findTranscript,
  normalizedTranscript,
  transcriptIdsWithoutTurns,
  transcriptSearchText,
  writeSearchText,
} from './report-transcript-repository';
import type { HousekeepingJob } from '../../jobs/housekeeping-jobs';
import { TranscriptError } from '../../transcripts/transcript';
import { ParseBudgetExceeded } from '../../transcripts/transcript-pool';

/**
 * Rows written per statement, and statements per run. Small statements: on PGlite the database works on
 * the request thread and indexing one long transcript takes tens of milliseconds, so a statement of a
 * few rows keeps requests answered between them (ADR 208). A run stays well inside its ten minutes.
 */
const batchSize = 10;
const maxBatches = 500;
const parsedPerRun = 200;

/**
 * Makes transcripts stored before the feed searched them searchable (ADR 208): rows with their turns get
 * `search_text` from them in the database, in batches; rows stored before turns were (the demo content,
 * old rows) are parsed once on a parse thread, which stores their turns and search text together. A
 * transcript that cannot be read gets an empty text and is not tried again. Idempotent: a run finds only
 * rows still without `search_text`. Returns how many rows it made searchable.
 */
export async function backfillTranscriptSearch(deps: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  let written = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const filled = await fillSearchTextFromTurns(deps.db, batchSize);
    written += filled;
    if (filled < batchSize) break;
    // Lets waiting requests in before the next statement (PGlite runs on this thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
  const ids = await transcriptIdsWithoutTurns(deps.db, parsedPerRun);
  for (const reportId of ids) {
    const record = await findTranscript(deps.db, reportId);
    if (!record) continue;
    let searchText = '';
    try {
      // Stores the turns (and their search text) with the row when it is unchanged meanwhile.
      const { turns } = await normalizedTranscript(deps.db, deps.config.parse, record);
      searchText = transcriptSearchText(turns);
      written += 1;
    } catch (error) {
      if (!(error instanceof TranscriptError || error instanceof ParseBudgetExceeded)) throw error;
    }
    await writeSearchText(deps.db, reportId, searchText);
  }
  return written;
}

/** Every five minutes in the job-working roles (ADR 071); a run with nothing left to do is one query. */
export const transcriptSearchBackfillJob: HousekeepingJob = {
  queue: 'housekeeping-transcript-search',
  cron: '*/5 * * * *',
  run: (deps) => backfillTranscriptSearch(deps),
};
