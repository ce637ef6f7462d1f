import { useLayoutEffect } from 'react';
import { useHighlightText } from '../hooks/use-highlight-text';
import { useReportHighlights } from '../hooks/use-report-highlights';
import { HighlightLayer } from './highlight-layer';

/** How the page renders highlightable text once this module is in (the reports feature's ReportText). */
export type HighlightText = ReturnType<typeof useHighlightText>;

/**
 * The reader's highlights on a report (issue 27), loaded after the page's first render (issue 41): the
 * page keeps drawing its text plainly until `onText` hands it the marking version, so the report itself
 * never waits for, or remounts after, this code. Renders the highlight action beside the report.
 */
export default function ReaderHighlights({
  reportId,
  userId,
  onText,
}: {
  reportId: string;
  userId: string;
  onText: (text: HighlightText) => void;
}) {
  const { highlights } = useReportHighlights(reportId, userId);
  const text = useHighlightText(highlights);
  // Before paint: the marks appear in the same frame as the layer.
  useLayoutEffect(() => onText(text), [onText, text]);
  return <HighlightLayer reportId={reportId} userId={userId} />;
}
