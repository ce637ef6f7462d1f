import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summaryHtml } from '@server/features/reports/summary-html';
import { MarkdownSummary } from './markdown-summary';

describe('MarkdownSummary', () => {
  it('places the HTML the server wrote from a hostile summary, and nothing in it can run', () => {
    const markdown = [
      'Inert **stays bold** and [a link](https://example.com).',
      `<script>window.__xss = 'script'</script>`,
      `<img src="x" onerror="window.__xss = 'img'">`,
      `[markdown link](javascript:window.__xss='md-link') ![image](x.png)`,
    ].join('\n\n');
    const { container } = render(<MarkdownSummary html={summaryHtml(markdown)} />);
    const summary = container.firstElementChild!;
    expect(summary.querySelector('strong')).toHaveTextContent('stays bold');
    expect(summary.querySelectorAll('script, img, iframe')).toHaveLength(0);
    for (const element of Array.from(summary.querySelectorAll('*')))
      for (const attribute of Array.from(element.attributes)) expect(attribute.name).not.toMatch(/^on/i);
    const links = Array.from(summary.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['a link', 'https://example.com'],
      ['markdown link', ''],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
});
