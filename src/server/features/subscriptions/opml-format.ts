import { XMLBuilder } from 'fast-xml-parser';
import type { OpmlOutline } from '../../rss/opml';

/**
 * OPML 2.0 written (docs/product.md#opml, ADR 185), and the feed address normal form that matching
 * compares. Reading an imported file is `rss/opml.ts`, run on the parse threads (ADR 223).
 */

/** The Podcasting 2.0 namespace, for the `podcast:guid` attribute of an outline. */
const podcastNamespace = 'https://podcastindex.org/namespace/1.0';
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
});

/** An OPML 2.0 document of podcast outlines (`type="rss"`), UTF-8, stable for the same input. */
export function buildOpml(title: string, outlines: OpmlOutline[]): string {
  const body = outlines.map((outline) => ({
    '@_type': 'rss',
    '@_text': outline.text,
    '@_title': outline.text,
    ...(outline.xmlUrl ? { '@_xmlUrl': outline.xmlUrl } : {}),
    ...(outline.htmlUrl ? { '@_htmlUrl': outline.htmlUrl } : {}),
    ...(outline.podcastGuid ? { '@_podcast:guid': outline.podcastGuid } : {}),
  }));
  const xml = builder.build({
    opml: {
      '@_version': '2.0',
      '@_xmlns:podcast': podcastNamespace,
      head: { title },
      body: { outline: body },
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}

/**
 * A feed address as matching compares it: scheme and host in lower case (the URL parser does that), no
 * default port, no fragment, no trailing slash. Null for anything that is not an http(s) address.
 */
export function normaliseFeedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  let path = url.pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const base = `${url.protocol}//${url.host}${path === '/' ? '' : path}`;
  return `${base}${url.search}`;
}
