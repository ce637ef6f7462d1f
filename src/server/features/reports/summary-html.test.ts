import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref, summaryHtml } from './summary-html';

const rel = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('summaryHtml', () => {
  it('writes the elements a summary uses', () => {
    expect(summaryHtml('Plain **bold**, *em* and `code`.\nSame paragraph.\n\nNext one.')).toBe(
      '<p>Plain <strong>bold</strong>, <em>em</em> and <code>code</code>.\nSame paragraph.</p><p>Next one.</p>',
    );
    expect(summaryHtml('- one\n- two\n  - nested\n\n3. three\n4. four')).toBe(
      '<ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul><ol start="3"><li>three</li><li>four</li></ol>',
    );
    expect(summaryHtml('- loose\n\n- list')).toBe('<ul><li><p>loose</p></li><li><p>list</p></li></ul>');
    expect(summaryHtml('> quoted\n\nline  \nbreak\n\n***\n\n```\na < b\n```')).toBe(
      '<blockquote><p>quoted</p></blockquote><p>line<br>break</p><hr><pre><code>a &lt; b\n</code></pre>',
    );
  });

  it('keeps the heading levels the report page always used, with their Markdown depth', () => {
    expect(summaryHtml('# One\n## Two\n### Three\n#### Four')).toBe(
      '<h3 data-depth="1">One</h3><h3 data-depth="2">Two</h3><h4 data-depth="3">Three</h4><h4>Four</h4>',
    );
  });

  it('leaves out raw HTML and images, and escapes what stays text', () => {
    const hostile = [
      `<script>window.__xss = 'script'</script>`,
      `<img src="x" onerror="window.__xss = 'img'">`,
      `<svg onload="window.__xss = 'svg'"></svg>`,
      `<iframe src="javascript:window.__xss = 'iframe'"></iframe>`,
      `<details open ontoggle="window.__xss = 'details'">x</details>`,
      `Inline <b onmouseover="x()">bold</b>, ![image](pic.png) and ![broken](x" onerror="y) & <3`,
    ].join('\n\n');
    // The SVG line is a paragraph of raw HTML only: it stays, empty, as it did with react-markdown.
    expect(summaryHtml(hostile)).toBe('<p></p><p>Inline bold,  and ![broken](x" onerror="y) &amp; &lt;3</p>');
  });

  it('gives every link a safe target and opens it apart', () => {
    expect(summaryHtml('[site](https://example.com/a?b=1&c=2 "A \\"title\\"")')).toBe(
      `<p><a href="https://example.com/a?b=1&amp;c=2" title="A &quot;title&quot;" ${rel}>site</a></p>`,
    );
    expect(summaryHtml('[ref][r] <https://auto.example>\n\n[r]: /relative/path')).toBe(
      `<p><a href="/relative/path" ${rel}>ref</a> <a href="https://auto.example" ${rel}>https://auto.example</a></p>`,
    );
    for (const target of [
      'javascript:window.__xss=1',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#x0A;ascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(summaryHtml(`[x](${target})`), target).toBe(`<p><a href="" ${rel}>x</a></p>`);
    }
  });

  it('never lets an element, attribute or link target outside the allow-list through, whatever the text', () => {
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      'javascript:',
      '[link](',
      ')',
      '![',
      '](',
      '"',
      "'",
      '<',
      '>',
      '&#x09;',
      '&lt;',
      '**',
      '*',
      '`',
      '# ',
      '> ',
      '- ',
      '1. ',
      '\n',
      '\n\n',
      ' ',
      'text',
      'onload=',
      'data:',
      '[r]: ',
      '[r]',
    );
    const allowedTag =
      /^<\/?(?:p|h3|h4|h5|h6|em|strong|code|pre|blockquote|ul|ol|li|br|hr|a)(?:\s+(?:data-depth|start|href|title|target|rel)="[^"<>]*")*>$/;
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 40 }), (parts) => {
        const html = summaryHtml(parts.join(''));
        for (const tag of html.match(/<[^<>]*>/g) ?? []) {
          expect(tag).toMatch(allowedTag);
          const href = /\shref="([^"]*)"/.exec(tag)?.[1];
          if (href === undefined) continue;
          expect(href).not.toMatch(/^\s*(?:javascript|data|vbscript):/i);
          expect(safeHref(href)).toBe(href);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('safeHref', () => {
  it('keeps relative and http(s)/mailto targets, refuses every other scheme', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeHref('mailto:someone@example.com')).toBe('mailto:someone@example.com');
    expect(safeHref('/reports/1?x=a:b')).toBe('/reports/1?x=a:b');
    expect(safeHref('#part:two')).toBe('#part:two');
    expect(safeHref('javascript:alert(1)')).toBe('');
    expect(safeHref('jav\tascript:alert(1)')).toBe('');
    expect(safeHref('tel:123')).toBe('');
  });
});
