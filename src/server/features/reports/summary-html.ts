import { escapeText, escapeUTF8 } from 'entities';
import type { Definition, Nodes, Parents, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * A report summary's Markdown as the HTML the report page shows (ADR 151). The browser used to parse the
 * Markdown itself with react-markdown, about a third of the report page's first download; now the API
 * sends this HTML beside the Markdown and the page only places it.
 *
 * The parser is the one react-markdown used (CommonMark, no extensions), and the HTML is written here from
 * its syntax tree, node type by node type, so only the elements below can ever appear: paragraphs,
 * headings, lists, quotes, emphasis, code, line breaks, rules and links. Everything else a creator writes
 * is left out — raw HTML and images entirely, as before. Text and attribute values are escaped; a link
 * keeps only an http(s), mailto or relative target and always opens apart (`noopener noreferrer
 * nofollow`). No attribute comes from the creator except a link's checked href and escaped title, and a
 * list's start number.
 *
 * Headings keep react-markdown's levels on the page (Markdown's # and ## become h3, ### h4) and say their
 * Markdown depth in `data-depth`, which the page styles.
 */
export function summaryHtml(markdown: string): string {
  const cached = rendered.get(markdown);
  if (cached !== undefined) return cached;
  const tree = fromMarkdown(markdown);
  const html = new SummaryWriter(definitionsOf(tree)).children(tree);
  remember(markdown, html);
  return html;
}

/**
 * Summaries are read far more often than they change, and the same few are read by many readers at
 * once, so the HTML of the latest ones is kept (by their text, so an edit is a new entry).
 */
const rendered = new Map<string, string>();
const rememberedSummaries = 500;

function remember(markdown: string, html: string) {
  if (rendered.size >= rememberedSummaries) rendered.delete(rendered.keys().next().value!);
  rendered.set(markdown, html);
}

const linkRel = 'noopener noreferrer nofollow';
const allowedSchemes = new Set(['http', 'https', 'mailto']);

/**
 * The href a link may keep: a relative address, or an absolute one with an allowed scheme; anything else
 * becomes '' (the text stays a link to nowhere, as react-markdown left it). A colon before the first '/',
 * '?' or '#' starts a scheme, whatever characters precede it, so `jav&#9;ascript:` (a tab the browser
 * would drop) counts as the scheme 'jav\tascript' and is refused.
 */
export function safeHref(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const firstDelimiter = url.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return url;
  return allowedSchemes.has(url.slice(0, colon).toLowerCase()) ? url : '';
}

function definitionsOf(tree: Root): Map<string, Definition> {
  const found = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !found.has(node.identifier)) found.set(node.identifier, node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return found;
}

/** Markdown depth → the element the page uses (react-markdown's mapping before ADR 151). */
const headingTag = (depth: number) => (depth <= 2 ? 'h3' : depth === 3 ? 'h4' : `h${depth}`);

class SummaryWriter {
  constructor(private readonly definitions: Map<string, Definition>) {}

  children(parent: Parents, unwrapParagraphs = false): string {
    return parent.children
      .map((child) =>
        unwrapParagraphs && child.type === 'paragraph' ? this.children(child) : this.node(child),
      )
      .join('');
  }

  node(node: Nodes): string {
    switch (node.type) {
      case 'text':
        return escapeText(node.value);
      case 'paragraph':
        return `<p>${this.children(node)}</p>`;
      case 'heading': {
        const tag = headingTag(node.depth);
        const depth = node.depth <= 3 ? ` data-depth="${node.depth}"` : '';
        return `<${tag}${depth}>${this.children(node)}</${tag}>`;
      }
      case 'emphasis':
        return `<em>${this.children(node)}</em>`;
      case 'strong':
        return `<strong>${this.children(node)}</strong>`;
      case 'inlineCode':
        return `<code>${escapeText(node.value)}</code>`;
      case 'code':
        return `<pre><code>${escapeText(node.value ? `${node.value}\n` : '')}</code></pre>`;
      case 'blockquote':
        return `<blockquote>${this.children(node)}</blockquote>`;
      case 'list': {
        // A tight list shows its items' text without paragraphs, as CommonMark renders it.
        const loose = Boolean(node.spread) || node.children.some(itemIsLoose);
        const tag = node.ordered ? 'ol' : 'ul';
        const start =
          node.ordered && typeof node.start === 'number' && node.start !== 1 ? ` start="${node.start}"` : '';
        const items = node.children.map((item) => `<li>${this.children(item, !loose)}</li>`).join('');
        return `<${tag}${start}>${items}</${tag}>`;
      }
      case 'break':
        return '<br>';
      case 'thematicBreak':
        return '<hr>';
      case 'link':
        return this.link(node, this.children(node));
      case 'linkReference': {
        const definition = this.definitions.get(node.identifier);
        return definition ? this.link(definition, this.children(node)) : this.children(node);
      }
      default:
        // Raw HTML, images, definitions and anything a later parser version adds: left out.
        return '';
    }
  }

  link({ url, title }: { url: string; title?: string | null }, content: string): string {
    const titled = title ? ` title="${escapeUTF8(title)}"` : '';
    return `<a href="${escapeUTF8(safeHref(url))}"${titled} target="_blank" rel="${linkRel}">${content}</a>`;
  }
}

function itemIsLoose(item: { spread?: boolean | null; children: unknown[] }): boolean {
  return item.spread ?? item.children.length > 1;
}
