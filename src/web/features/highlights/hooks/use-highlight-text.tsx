import { useMemo, type ReactNode } from 'react';
import type { HighlightPart } from '@shared/contract/highlights';
import { markClassName, markHtml, rangesInPiece, splitByRanges } from '../lib/mark-ranges';
import type { LocalHighlight } from '../lib/highlight-service';
import { pieceAttributes } from '../lib/selection-offsets';

/**
 * How the report page renders highlightable text (the reports feature's ReportText): each piece carries
 * the attributes a selection is measured from, and saved highlights are marked in place.
 */
export function useHighlightText(highlights: readonly LocalHighlight[]) {
  return useMemo(() => {
    const titles = new Map(
      highlights.map((h) => [h.id, h.comment ? `Highlight: ${h.comment}` : 'Highlight']),
    );
    return {
      pieceProps: (part: HighlightPart, partIndex: number, base: number) =>
        pieceAttributes(part, partIndex, base),
      renderText: (part: HighlightPart, partIndex: number, base: number, text: string): ReactNode => {
        const ranges = rangesInPiece(highlights, { part, partIndex, base, length: text.length });
        if (ranges.length === 0) return text;
        return splitByRanges(text, ranges).map((run, index) =>
          run.id === null ? (
            run.text
          ) : (
            <mark
              key={`${run.id}-${index}`}
              data-highlight-id={run.id}
              tabIndex={0}
              title={titles.get(run.id)}
              className={markClassName}
            >
              {run.text}
            </mark>
          ),
        );
      },
      summaryHtml: (html: string) => {
        const ranges = rangesInPiece(highlights, {
          part: 'summary',
          partIndex: 0,
          base: 0,
          length: Infinity,
        });
        return markHtml(html, ranges);
      },
    };
  }, [highlights]);
}
