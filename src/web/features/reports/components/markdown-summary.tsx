// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
/**
 * The look of a summary's elements, the same as when the page rendered the Markdown itself: headings
 * (h3/h4 with their Markdown depth), paragraphs, lists, quotes, inline code and links.
 */
const elementStyles = [
  '[&_[data-depth]]:font-semibold [&_[data-depth="1"]]:mt-6 [&_[data-depth="1"]]:text-xl',
  '[&_[data-depth="2"]]:mt-6 [&_[data-depth="2"]]:text-lg [&_[data-depth="3"]]:mt-5',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_ul>:not(:last-child)]:mb-1 [&_ol>:not(:last-child)]:mb-1',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4',
  '[&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
];

/**
 * A report summary as the server wrote it from the creator's Markdown (ADR 151): only paragraphs,
 * headings, lists, quotes, emphasis, code, breaks and links with a safe target that open apart; raw HTML
 * and images never reach it. The page only places it, so no Markdown parser loads in the browser.
 */
export function MarkdownSummary({ html }: { html: string }) {
  return (
    <div
      className={['text-[1.0625rem] leading-relaxed text-foreground/90', ...elementStyles].join(' ')}
      // Written from an allow-list of elements by src/server/features/reports/summary-html.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
