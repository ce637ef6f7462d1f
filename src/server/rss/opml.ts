import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { opmlLimits } from '@shared/contract/opml';
import { AppError } from '../errors';

/**
 * OPML read from a file from anywhere (ADR 185, ADR 223): bounded before any parse by size, no DTD at all
 * (no entity can be declared, so none can expand), the number of outlines, and the shape no real export
 * has (elements, attributes, nesting depth, attributes of one element). Requests read it on the parse
 * threads (transcripts/transcript-pool.ts `parseOpmlInPool`), never on the request thread.
 */

export interface OpmlOutline {
  text: string;
  xmlUrl: string | null;
  htmlUrl?: string | null;
  podcastGuid: string | null;
}

/** Deeper than any app's export (folders of folders); it bounds the parser's work. */
const maxDepth = 50;

/**
 * The shape of the largest OPML file anyone exports, with room to spare: every outline (at most
 * `opmlLimits.maxOutlines`) plus the head's few elements; a dozen attributes an outline on average
 * (Overcast's episode outlines carry about that many); 64 on one element, four times the most any app
 * writes. A file past one of them is refused before it is parsed (ADR 223).
 */
const opmlShapeLimits = {
  maxElements: opmlLimits.maxOutlines + 2_000,
  maxAttributes: 150_000,
  maxAttributesPerElement: 64,
  maxDepth,
} as const;

type ShapeLimit = 'elements' | 'attributes' | 'attributesPerElement' | 'depth';

const tooComplex = (limit: ShapeLimit, max: number, what: string) =>
  new AppError(
    422,
    'opml_too_complex',
    `This OPML file has ${what}, more than any podcast app's export and more than Podbrief reads. Nothing was changed.`,
    { details: { limit, max } },
  );

/**
 * Counts the elements, attributes and nesting of `text` in one pass, and throws 422 `opml_too_complex` at
 * the first bound it passes: it reads each character at most once and builds nothing, so a hostile file
 * costs one scan. Comments, CDATA and processing instructions are skipped; an attribute is an `=` outside
 * quotes within a start tag. What is not well-formed is left to the validator after it.
 */
function checkShape(text: string): void {
  const limits = opmlShapeLimits;
  let elements = 0;
  let attributes = 0;
  let depth = 0;
  let at = 0;
  const skipTo = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    return found < 0 ? text.length : found + end.length;
  };
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open < 0) return;
    const next = text[open + 1];
    if (text.startsWith('<!--', open)) at = skipTo('-->', open + 4);
    else if (text.startsWith('<![CDATA[', open)) at = skipTo(']]>', open + 9);
    else if (next === '?') at = skipTo('?>', open + 2);
    else if (next === '!') at = open + 2;
    else if (next === '/') {
      depth = Math.max(0, depth - 1);
      at = skipTo('>', open + 2);
    } else {
      elements += 1;
      if (elements > limits.maxElements)
        throw tooComplex(
          'elements',
          limits.maxElements,
          `more than ${limits.maxElements.toLocaleString('en-US')} elements`,
        );
      let own = 0;
      let quote = '';
      let end = open + 1;
      for (; end < text.length; end++) {
        const c = text[end];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '=') own += 1;
        else if (c === '>') break;
      }
      if (own > limits.maxAttributesPerElement)
        throw tooComplex(
          'attributesPerElement',
          limits.maxAttributesPerElement,
          `an element with more than ${limits.maxAttributesPerElement} attributes`,
        );
      attributes += own;
      if (attributes > limits.maxAttributes)
        throw tooComplex(
          'attributes',
          limits.maxAttributes,
          `more than ${limits.maxAttributes.toLocaleString('en-US')} attributes`,
        );
      if (text[end - 1] !== '/') {
        depth += 1;
        if (depth > limits.maxDepth)
          throw tooComplex(
            'depth',
            limits.maxDepth,
            `elements nested more than ${limits.maxDepth} levels deep`,
          );
      }
      at = end + 1;
    }
  }
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
 * feed (`xmlUrl`) or a `podcast:guid`. Throws 413 `opml_too_large`, 422 `opml_too_many_outlines`, 422
 * `opml_too_complex` (a shape no export has) or 422 `opml_invalid` (not XML, a DTD, not OPML). It takes
 * up to a second on a file at the limits: callers serving requests run it on the parse pool.
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
  checkShape(text);
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
