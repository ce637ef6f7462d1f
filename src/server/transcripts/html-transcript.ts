import { Parser } from 'htmlparser2';

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
 * How deep the parser keeps open elements, as browsers bound the depth of a page. htmlparser2 puts each
 * open element at the front of its stack and looks a close tag up through all of it, so 60,000 unclosed
 * `<b>` then 60,000 stray `</i>` cost 60,000² steps; past this depth the outermost are forgotten (their
 * close tags then match nothing), which keeps every tag's cost bounded.
 */
const maxDepth = 256;

/** The most text a speaker or time element may hold and still be read as a label. */
const maxLabelLength = 200;

/** The parser's own stacks: not public API, so they are checked before they are trimmed. */
interface ParserStacks {
  stack?: unknown;
  foreignContext?: unknown;
}

function boundDepth(parser: Parser): void {
  const { stack, foreignContext } = parser as unknown as ParserStacks;
  if (Array.isArray(stack) && stack.length > maxDepth) stack.length = maxDepth;
  if (Array.isArray(foreignContext) && foreignContext.length > maxDepth) foreignContext.length = maxDepth;
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
  let skipDepth = 0;
  const open: { name: string; role: 'speaker' | 'time' | 'heading' | null; from: number }[] = [];
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
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (skipped.has(name)) {
          skipDepth += 1;
          return;
        }
        if (skipDepth > 0) return;
        const classes = `${attributes.class ?? ''} ${attributes['data-type'] ?? ''}`.toLowerCase();
        const role =
          name === 'cite' || /\bspeaker|\bvoice/.test(classes)
            ? 'speaker'
            : name === 'time' || /\btime(?:stamp|code)?\b/.test(classes)
              ? 'time'
              : headings.has(name)
                ? 'heading'
                : null;
        if (blocks.has(name) || role === 'heading') endLine();
        if (name === 'td' || name === 'th') add(' ');
        open.push({ name, role, from: lineLength });
        boundDepth(parser);
      },
      ontext(text) {
        if (skipDepth === 0) add(text);
      },
      onclosetag(name) {
        if (skipped.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth > 0) return;
        // The nearest open element of that name, looked for among the last few only: a stray close
        // tag in a deeply nested page must not cost a walk through all of it.
        const floor = Math.max(0, open.length - 64);
        let index = open.length - 1;
        while (index >= floor && open[index]?.name !== name) index -= 1;
        if (index < floor) index = -1;
        const entry = index >= 0 ? open[index] : undefined;
        if (index >= 0) open.length = index;
        // A heading ends its line, so it is rewritten once. A name or a time is short: an element of
        // that role holding more than a label's worth of text is left as text, so nested ones around a
        // long passage do not rewrite the passage once each.
        if (entry?.role === 'heading') {
          add(`# ${takeFrom(entry.from).replace(/\s+/g, ' ').trim()}`);
        } else if (entry?.role && lineLength - entry.from <= maxLabelLength) {
          const taken = takeFrom(entry.from);
          const inner = taken.replace(/\s+/g, ' ').trim();
          if (!inner) add(taken);
          else if (entry.role === 'speaker') add(` **${inner.replace(/:$/, '')}:** `);
          else add(` [${inner}] `);
        }
        if (blocks.has(name) || entry?.role === 'heading') endLine();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return lines.join('\n');
}
