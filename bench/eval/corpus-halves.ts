/**
 * The corpus in two halves (issue 37): rules are tuned on one, and the other is only reported on, so
 * the figures of the report-only half say how the summarizer does on episodes it was not tuned to. An
 * episode is a file name without its extension (a transcript, its reference and other formats of the
 * same episode go together); the tune half is listed here and in docs/report-quality.md, and every
 * other episode, including any added later, is report-only.
 */
import { basename, extname } from 'node:path';

export type CorpusHalf = 'tune' | 'report';
export const corpusHalves: readonly CorpusHalf[] = ['tune', 'report'];

/** Every other episode in name order when the split was made, transcripts and feeds alike. */
const tuneEpisodes = new Set([
  // transcripts (and their references)
  'buzzcast',
  'oxide-sparc-requiem',
  'qmsum-Bed008',
  'qmsum-IS1003a',
  'qmsum-covid_4',
  'tp-001-iarocci',
  // feeds
  'akupila-coding-blocks',
  'akupila-se-radio',
  'nisi-libsyn-lincoln-project',
  'nisi-podigee-minkorrekt',
  'nisi-simplecast-dateline',
  'partytime-launched',
  'partytime-themnshow',
  'rssparser-giantbomb',
  'rssparser-qq-gb2312',
  'sesamy-acast-spar',
]);

function episodeOf(file: string): string {
  return basename(file, extname(file));
}

export function halfOf(file: string): CorpusHalf {
  return tuneEpisodes.has(episodeOf(file)) ? 'tune' : 'report';
}
