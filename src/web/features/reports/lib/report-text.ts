import { createContext, useContext, type ReactNode } from 'react';
import type { HighlightPart } from '@shared/contract/highlights';

/**
 * How the report page renders the text a reader can highlight (issue 27). The page composes it from the
 * highlights feature; without one, text renders as it is. A "piece" is an element holding part of a
 * report part's text — the summary, a learning's title or detail, a quote, a transcript turn — and `base`
 * is where the piece starts in that part's text (src/shared/contract/highlights.ts).
 */
export interface ReportText {
  /** Attributes that mark the element holding a piece (where a selection is measured from). */
  pieceProps(part: HighlightPart, partIndex: number, base: number): Record<string, string | number>;
  /** The piece's text, with the reader's saved highlights marked in it. */
  renderText(part: HighlightPart, partIndex: number, base: number, text: string): ReactNode;
  /** The summary's HTML, with the reader's saved highlights marked in it. */
  summaryHtml(html: string): string;
}

/** Text as it is: no piece attributes, no marks. */
export const plainReportText: ReportText = {
  pieceProps: () => ({}),
  renderText: (_part, _index, _base, text) => text,
  summaryHtml: (html) => html,
};

export const ReportTextContext = createContext<ReportText>(plainReportText);

export function useReportText(): ReportText {
  return useContext(ReportTextContext);
}
