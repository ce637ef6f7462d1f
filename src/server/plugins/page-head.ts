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
  /** The preview image, when there is one: its absolute URL, and its size and type when known. */
  image?: { url: string; width?: number; height?: number; type?: string; alt?: string } | undefined;
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

/** og:image with what previewers use to lay it out before fetching it, and the matching Twitter card. */
function imageTags(image: PageHead['image']): string[] {
  if (!image) return [`<meta name="twitter:card" content="summary" />`];
  const url = escapeHtmlAttribute(image.url);
  const meta = (attribute: 'property' | 'name', key: string, value: string | number | undefined) =>
    value === undefined
      ? []
      : [`<meta ${attribute}="${key}" content="${escapeHtmlAttribute(String(value))}" />`];
  // A wide image (ADR 203's 1200 × 630 card) is shown large; a square logo as a small summary.
  const wide = image.width !== undefined && image.height !== undefined && image.width > image.height;
  return [
    `<meta property="og:image" content="${url}" />`,
    ...meta('property', 'og:image:type', image.type),
    ...meta('property', 'og:image:width', image.width),
    ...meta('property', 'og:image:height', image.height),
    ...meta('property', 'og:image:alt', image.alt),
    `<meta name="twitter:card" content="${wide ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:image" content="${url}" />`,
    ...meta('name', 'twitter:image:alt', image.alt),
  ];
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
    ...imageTags(head.image),
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
