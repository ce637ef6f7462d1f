/**
 * What a shared link previews (title, description, Open Graph tags), written into index.html by the
 * server for pages that have something of their own to say. Every value is escaped: it comes from what
 * creators typed.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of an image, when there is one. */
  image?: string | undefined;
}

function escapeHtmlAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The description as search engines and previews show it: one line, at most 200 characters. */
export function shortDescription(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** index.html with the page's title and description in place of the defaults, and Open Graph tags added. */
export function injectPageHead(html: string, head: PageHead): string {
  const title = escapeHtmlAttribute(head.title);
  const description = escapeHtmlAttribute(shortDescription(head.description));
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Podbrief" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtmlAttribute(head.url)}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtmlAttribute(head.image)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
