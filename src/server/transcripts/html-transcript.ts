import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/** Elements whose content is never part of the transcript. */
const skipped = new Set([
  'script',
  'style',
  'head',
  'title',
  'template',
  'noscript',
  'nav',
  'svg',
  'button',
  'form',
  'select',
  'iframe',
  'audio',
  'video',
  'img',
  'picture',
]);
/** Elements that end a line of text. */
const blocks = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'tr',
  'table',
  'blockquote',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'figure',
  'figcaption',
  'pre',
  'hr',
  'cite',
  'time',
]);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * How many open elements are remembered, as browsers bound the depth of a page; past it the outermost are
 * forgotten (their close tags then match nothing). htmlparser2's `Parser` puts each open element at the
 * front of its stack and looks a close tag up through all of it, so 60,000 unclosed `<b>` then 60,000
 * stray `</i>` cost 60,000² steps, and it has no option to bound that stack. This reader therefore drives
 * htmlparser2's public `Tokenizer` and keeps its own open elements, so every tag costs at most this many
 * steps.
 */
const maxDepth = 256;

/** The most text a speaker or time element may hold and still be read as a label. */
const maxLabelLength = 200;

/** Elements that never hold content (as htmlparser2's `Parser` lists them). */
const voids = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * Open elements that an opening tag closes while they are the innermost (`<p>` ends an open `<p>`,
 * `<body>` an unclosed `<head>`), as htmlparser2's `Parser` closes them.
 */
const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const pTag = new Set(['p']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p']);
const tableSectionTags = new Set(['thead', 'tbody']);
const ddtTags = new Set(['dd', 'dt']);
const rtpTags = new Set(['rt', 'rp']);
const impliedCloses = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['a', new Set(['a'])],
  ['li', new Set(['li'])],
  ['p', pTag],
  ['h1', headingTags],
  ['h2', headingTags],
  ['h3', headingTags],
  ['h4', headingTags],
  ['h5', headingTags],
  ['h6', headingTags],
  ['select', formTags],
  ['input', formTags],
  ['output', formTags],
  ['button', formTags],
  ['datalist', formTags],
  ['textarea', formTags],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', ddtTags],
  ['dt', ddtTags],
  ['address', pTag],
  ['article', pTag],
  ['aside', pTag],
  ['blockquote', pTag],
  ['details', pTag],
  ['div', pTag],
  ['dl', pTag],
  ['fieldset', pTag],
  ['figcaption', pTag],
  ['figure', pTag],
  ['footer', pTag],
  ['form', pTag],
  ['header', pTag],
  ['hr', pTag],
  ['main', pTag],
  ['nav', pTag],
  ['ol', pTag],
  ['pre', pTag],
  ['section', pTag],
  ['table', pTag],
  ['ul', pTag],
  ['rt', rtpTags],
  ['rp', rtpTags],
  ['tbody', tableSectionTags],
  ['tfoot', tableSectionTags],
]);

/**
 * Elements inside which HTML is read again within SVG or MathML (`foreignObject` only within SVG), as
 * htmlparser2's `Parser` lists them. Inside SVG or MathML (foreign content) `<x/>` closes itself and
 * `<script>` holds markup, not raw text: the tokenizer asks which it is in.
 */
const htmlIntegrations = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'desc', 'title']);
const enum Context {
  Html,
  Svg,
  MathMl,
}

interface OpenElement {
  name: string;
  role: 'speaker' | 'time' | 'heading' | null;
  /** Where the element opened in the current line, as a character offset. */
  from: number;
  /** Whether the element is skipped or inside a skipped one. */
  skipping: boolean;
  /** Whether its content is HTML or foreign (SVG or MathML). */
  context: Context;
}

/**
 * An HTML transcript as the lines of a text transcript: one line per block; a speaker named by
 * `<cite>` or a `speaker` class becomes a marked label (`**Name:**`), a `<time>` or `timestamp` class a
 * bracketed time, a heading a Markdown heading (never speech). The text parser reads the rest.
 */
export function htmlToTranscriptText(html: string): string {
  const lines: string[] = [];
  // The current line as pieces and its length in characters: a speaker or time element rewrites only
  // the text since it opened, never the whole line before it (a paragraph of 20,000 speaker spans
  // copied the line 20,000 times). An element remembers where it opened as a character offset.
  const line: string[] = [];
  let lineLength = 0;
  /** The open elements, innermost last, at most `maxDepth` of them, and how many of each name. */
  const open: OpenElement[] = [];
  const openCounts = new Map<string, number>();
  const count = (name: string, by: number) => {
    const next = (openCounts.get(name) ?? 0) + by;
    if (next > 0) openCounts.set(name, next);
    else openCounts.delete(name);
  };
  const pushOpen = (entry: OpenElement) => {
    open.push(entry);
    count(entry.name, 1);
    // The outermost is forgotten: its close tag will match nothing.
    if (open.length > maxDepth) count((open.shift() as OpenElement).name, -1);
  };
  /** Closes the innermost open element. */
  const closeInnermost = () => {
    const entry = open.pop() as OpenElement;
    count(entry.name, -1);
    closed(entry);
  };
  const add = (text: string) => {
    line.push(text);
    lineLength += text.length;
  };
  const endLine = () => {
    const trimmed = line.join('').replace(/\s+/g, ' ').trim();
    if (trimmed) lines.push(trimmed);
    line.length = 0;
    lineLength = 0;
  };
  /** Takes the line's text from character `from` to its end off the line. */
  const takeFrom = (from: number): string => {
    const taken: string[] = [];
    while (lineLength > from) {
      const last = line.pop() ?? '';
      lineLength -= last.length;
      if (lineLength < from) {
        line.push(last.slice(0, from - lineLength));
        taken.push(last.slice(from - lineLength));
        lineLength = from;
      } else {
        taken.push(last);
      }
    }
    return taken.reverse().join('');
  };
  const skipping = () => open.at(-1)?.skipping ?? false;
  const inForeignContent = () => (open.at(-1)?.context ?? Context.Html) !== Context.Html;

  /** What closing an element does to the text: a label or heading is rewritten; a block ends its line. */
  const closed = (entry: OpenElement) => {
    if (entry.skipping) return;
    // A heading ends its line, so it is rewritten once. A name or a time is short: an element of
    // that role holding more than a label's worth of text is left as text, so nested ones around a
    // long passage do not rewrite the passage once each.
    if (entry.role === 'heading') {
      add(`# ${takeFrom(entry.from).replace(/\s+/g, ' ').trim()}`);
    } else if (entry.role && lineLength - entry.from <= maxLabelLength) {
      const taken = takeFrom(entry.from);
      const inner = taken.replace(/\s+/g, ' ').trim();
      if (!inner) add(taken);
      else if (entry.role === 'speaker') add(` **${inner.replace(/:$/, '')}:** `);
      else add(` [${inner}] `);
    }
    if (blocks.has(entry.name) || entry.role === 'heading') endLine();
  };
  /** Closes the open elements from the innermost down to the one at `index`. */
  const closeTo = (index: number) => {
    while (open.length > index) closeInnermost();
  };
  /** The innermost open element of that name: the list is bounded, so the walk is too. */
  const openIndex = (name: string) => {
    // Most stray close tags name no open element at all: they cost no walk.
    if (!openCounts.get(name)) return -1;
    let index = open.length - 1;
    while (index >= 0 && open[index]?.name !== name) index -= 1;
    return index;
  };

  // The tag being read: its name (null while no tag is read, or for one that is ignored) and the two
  // attributes that give a role, each kept as first written, entities decoded.
  let tagName: string | null = null;
  let attributeName: string | null = null;
  let attributeValue = '';
  const attributes = new Map<string, string>();

  const tagNameAt = (start: number, end: number) => {
    const name = html.slice(start, end).toLowerCase();
    return name === 'image' && !inForeignContent() ? 'img' : name;
  };
  /** The tag being read has ended: it opens an element (a void one closes at once). */
  const openTag = (): OpenElement | null => {
    const name = tagName;
    tagName = null;
    if (name === null) return null;
    const parent = open.at(-1);
    const entry: OpenElement = {
      name,
      role: null,
      from: 0,
      skipping: (parent?.skipping ?? false) || skipped.has(name),
      context:
        name === 'svg'
          ? Context.Svg
          : name === 'math'
            ? Context.MathMl
            : htmlIntegrations.has(name) || (name === 'foreignobject' && parent?.context === Context.Svg)
              ? Context.Html
              : (parent?.context ?? Context.Html),
    };
    if (!entry.skipping) {
      const classes = `${attributes.get('class') ?? ''} ${attributes.get('data-type') ?? ''}`.toLowerCase();
      entry.role =
        name === 'cite' || /\bspeaker|\bvoice/.test(classes)
          ? 'speaker'
          : name === 'time' || /\btime(?:stamp|code)?\b/.test(classes)
            ? 'time'
            : headings.has(name)
              ? 'heading'
              : null;
      if (blocks.has(name) || entry.role === 'heading') endLine();
      if (name === 'td' || name === 'th') add(' ');
      entry.from = lineLength;
    }
    if (voids.has(name)) {
      closed(entry);
      return null;
    }
    pushOpen(entry);
    return entry;
  };

  const callbacks: TokenizerCallbacks = {
    ontext(start, end) {
      if (!skipping()) add(html.slice(start, end));
    },
    ontextentity(codePoint) {
      if (!skipping()) add(String.fromCodePoint(codePoint));
    },
    oncdata(start, end, offset) {
      // CDATA is text only in SVG or MathML; elsewhere in HTML it is a comment.
      if (inForeignContent() && !skipping()) add(html.slice(start, end - offset));
    },
    onopentagname(start, end) {
      const name = tagNameAt(start, end);
      tagName = null;
      attributes.clear();
      // A second form inside a form is ignored, as browsers do.
      if (name === 'form' && openIndex('form') >= 0) return;
      const closes = impliedCloses.get(name);
      if (closes) while (open.length > 0 && closes.has(open.at(-1)?.name ?? '')) closeInnermost();
      tagName = name;
    },
    onattribname(start, end) {
      const name = html.slice(start, end).toLowerCase();
      attributeName = name === 'class' || name === 'data-type' ? name : null;
      attributeValue = '';
    },
    onattribdata(start, end) {
      if (attributeName) attributeValue += html.slice(start, end);
    },
    onattribentity(codePoint) {
      if (attributeName) attributeValue += String.fromCodePoint(codePoint);
    },
    onattribend() {
      if (attributeName && tagName !== null && !attributes.has(attributeName))
        attributes.set(attributeName, attributeValue);
      attributeName = null;
      attributeValue = '';
    },
    onopentagend() {
      openTag();
    },
    onselfclosingtag() {
      // `<x/>` closes itself only in SVG or MathML; in HTML the slash means nothing.
      const entry = openTag();
      if (entry && entry.context !== Context.Html && open.at(-1) === entry) closeInnermost();
    },
    onclosetag(start, end) {
      const name = tagNameAt(start, end);
      if (voids.has(name)) {
        // `</br>` is read as `<br>`; other void elements have nothing to close.
        if (name === 'br' && !skipping()) endLine();
        return;
      }
      const index = openIndex(name);
      if (index >= 0) closeTo(index);
      // `</p>` with no open paragraph is read as an empty paragraph.
      else if (name === 'p' && !skipping()) endLine();
    },
    isInForeignContext: inForeignContent,
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {},
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  closeTo(0);
  endLine();
  return lines.join('\n');
}
