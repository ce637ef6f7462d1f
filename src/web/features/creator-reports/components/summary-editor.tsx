import ReactMarkdown from 'react-markdown';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import { countWords, summaryBounds } from '../lib/editor-form';

/** The summary in Markdown, with a preview rendered the way readers will see it (no raw HTML, no images). */
export function SummaryEditor({
  value,
  registration,
  error,
  disabled,
}: {
  value: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  disabled: boolean;
}) {
  const words = countWords(value);
  const outside = words > 0 && (words < summaryBounds.min || words > summaryBounds.max);
  return (
    <div className="grid gap-2">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor="editor-summary">Summary</Label>
        <span
          id="editor-summary-count"
          className={cn('text-xs', outside ? 'text-warning' : 'text-muted-foreground')}
        >
          {words} words · aim for {summaryBounds.min}–{summaryBounds.max}
        </span>
      </div>
      <Tabs defaultValue="write">
        <TabsList>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write" offset="sm">
          <Textarea
            id="editor-summary"
            rows={14}
            disabled={disabled}
            aria-invalid={Boolean(error)}
            aria-describedby={`editor-summary-count editor-summary-hint${error ? ' editor-summary-error' : ''}`}
            mono
            {...registration}
          />
          <p id="editor-summary-hint" className="mt-1 text-xs text-muted-foreground">
            Markdown: **bold**, *italic*, - lists, &gt; quotes. Leave a blank line between paragraphs.
          </p>
        </TabsContent>
        <TabsContent value="preview" offset="sm">
          <div className="min-h-40 rounded-lg border border-border bg-background p-4 text-[1.0625rem] leading-relaxed [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
            {value.trim() ? (
              <ReactMarkdown
                skipHtml
                components={{
                  img: () => null,
                  a: ({ node: _node, ...props }) => (
                    <a
                      {...props}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-primary underline"
                    />
                  ),
                }}
              >
                {value}
              </ReactMarkdown>
            ) : (
              <p className="text-muted-foreground">Nothing to preview yet.</p>
            )}
          </div>
        </TabsContent>
      </Tabs>
      {error && (
        <p id="editor-summary-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
