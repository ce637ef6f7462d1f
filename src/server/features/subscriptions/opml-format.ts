import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { opmlLimits } from '@shared/contract/opml';
import { AppError } from '../../errors';

/**
 * OPML 2.0 written and read (docs/product.md#opml, ADR 185). Reading takes a file from anywhere, so it is
 * bounded before any parse: size, no DTD at all (no entity can be declared, so none can expand), the
 * number of outlines, and the nesting depth.
 */

export interface OpmlOutline {
  text: string;
  xmlUrl: string | null;
  htmlUrl?: string | null;
  podcastGuid: string | null;
}

/** The Podcasting 2.0 namespace, for the `podcast:guid` attribute of an outline. */
const podcastNamespace = 'https://podcastindex.org/namespace/1.0';
/** Deeper than any app's export (folders of folders); it bounds the parser's work. */
const maxDepth = 50;

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

const invalid = (message: string) => new AppError(422, 'opml_invalid', message);

export const opmlTooLarge = () =>
  new AppError(
    413,
    'opml_too_large',
    `This OPML file is larger than ${opmlLimits.maxBytes / 1024 / 1024} MB, more than Podbrief reads. Nothing was changed.`,
    { details: { maxBytes: opmlLimits.maxBytes } },
  );

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'outline',
  // Only the five predefined entities and character references: a DTD is refused before this point.
  processEntities: true,
  htmlEntities: false,
  maxNestedTags: maxDepth,
});

type Node = Record<string, unknown>;

/** An attribute of an element whatever its case (`xmlUrl`, `xmlurl`, `XMLURL` are all met in the wild). */
function attribute(node: Node, name: string): string | null {
  const wanted = `@_${name}`.toLowerCase();
  for (const [key, value] of Object.entries(node)) {
    if (key.toLowerCase() === wanted && typeof value === 'string') {
      const trimmed = value.trim();
      return trimmed ? trimmed : null;
    }
  }
  return null;
}

/**
 * The podcast outlines of an OPML file: every outline, however deeply nested in folders, that names a
 * feed (`xmlUrl`) or a `podcast:guid`. Throws 413 `opml_too_large`, 422 `opml_too_many_outlines` or
 * 422 `opml_invalid` (not XML, a DTD, not OPML).
 */
export function parseOpml(bytes: Uint8Array): OpmlOutline[] {
  if (bytes.byteLength > opmlLimits.maxBytes) throw opmlTooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid('This file is not an OPML file: it is not UTF-8 text.');
  }
  text = text.replace(/^[\ufeff\s]+/, '');
  if (!text.startsWith('<')) throw invalid('This file is not an OPML file: it is not XML.');
  if (/<!doctype|<!entity/i.test(text))
    throw invalid(
      'This OPML file declares a DTD (<!DOCTYPE>), which Podbrief does not read for safety. Nothing was changed.',
    );
  // Counted before parsing, so a huge file is refused at the cost of one scan.
  const outlineTags = text.match(/<outline[\s/>]/gi)?.length ?? 0;
  if (outlineTags > opmlLimits.maxOutlines)
    throw new AppError(
      422,
      'opml_too_many_outlines',
      `This OPML file has more than ${opmlLimits.maxOutlines.toLocaleString('en-US')} outlines, more than Podbrief reads. Nothing was changed.`,
      { details: { maxOutlines: opmlLimits.maxOutlines } },
    );
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw invalid(`This file is not valid XML (line ${valid.err.line}). Nothing was changed.`);
  let doc: Node;
  try {
    doc = parser.parse(text) as Node;
  } catch (error) {
    const nested = error instanceof Error && /nested/i.test(error.message);
    throw invalid(
      nested
        ? `This OPML file nests outlines more than ${maxDepth} levels deep, which Podbrief does not read.`
        : 'This OPML file could not be read.',
    );
  }
  const opml = doc.opml;
  if (!opml || typeof opml !== 'object' || Array.isArray(opml))
    throw invalid('This file is XML but not OPML: it has no <opml> element.');
  const body = (opml as Node).body;
  if (body === undefined) throw invalid('This OPML file has no <body>.');
  const outlines: OpmlOutline[] = [];
  const pending: unknown[] = typeof body === 'object' && body ? [...listOf((body as Node).outline)] : [];
  pending.reverse();
  // Depth-first in document order, without recursion.
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node || typeof node !== 'object') continue;
    const outline = node as Node;
    const xmlUrl = attribute(outline, 'xmlUrl');
    const podcastGuid = attribute(outline, 'podcast:guid');
    if (xmlUrl || podcastGuid) {
      const text = attribute(outline, 'text') ?? attribute(outline, 'title') ?? xmlUrl ?? podcastGuid ?? '';
      outlines.push({ text: text.slice(0, 300), xmlUrl: xmlUrl?.slice(0, 2000) ?? null, podcastGuid });
    }
    const children = listOf(outline.outline);
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]);
  }
  return outlines;
}

function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
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
