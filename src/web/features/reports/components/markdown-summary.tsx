import ReactMarkdown, { type Components } from 'react-markdown';

/**
 * Renders a report summary written in Markdown. Raw HTML in the text is dropped (`skipHtml`), and
 * react-markdown's URL filter removes javascript: and similar links, so a summary can never run script.
 */
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-primary underline underline-offset-2"
    />
  ),
  h1: ({ node: _node, ...props }) => <h3 {...props} className="mt-6 text-xl font-semibold" />,
  h2: ({ node: _node, ...props }) => <h3 {...props} className="mt-6 text-lg font-semibold" />,
  h3: ({ node: _node, ...props }) => <h4 {...props} className="mt-5 font-semibold" />,
  p: ({ node: _node, ...props }) => <p {...props} className="mt-4 first:mt-0" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="mt-4 list-disc space-y-1 pl-6" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="mt-4 list-decimal space-y-1 pl-6" />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="mt-4 border-l-4 border-primary/40 pl-4 italic text-muted-foreground" />
  ),
  code: ({ node: _node, ...props }) => (
    <code {...props} className="rounded bg-muted px-1 py-0.5 text-[0.9em]" />
  ),
  img: () => null,
};

export function MarkdownSummary({ markdown }: { markdown: string }) {
  return (
    <div className="text-[1.0625rem] leading-relaxed text-foreground/90">
      <ReactMarkdown skipHtml components={components}>
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
