import { randomBytes } from 'node:crypto';
import { renderReportMail, type RenderedMail, type ReportMailInput } from './templates';

/**
 * A new-report mail rendered once per publish (issue 41, ADR 232). A publish to 10,000 readers sends
 * 10,000 mails that differ only in the reader's unsubscribe link (and in one sentence, whether "every new
 * report" is their channel's choice or their default, which is part of the key). Rendering React and
 * converting the HTML to text for each of them was most of a mail's cost, so the mail is rendered once
 * with a marker where the link goes, and each reader's link is put in its place.
 */

/** The parts of a rendered mail that differ from reader to reader. */
interface ReaderParts {
  unsubscribeUrl: string;
}

interface MailTemplate {
  /** The mail for one reader: exactly what rendering it with these parts would give. */
  fill(parts: ReaderParts): RenderedMail;
}

type ReportMailTemplateInput = Omit<ReportMailInput, 'unsubscribeUrl'>;

export interface ReportMailTemplates {
  /** The template of this mail, rendered at its first use and kept while it is among the latest used. */
  get(input: ReportMailTemplateInput): Promise<MailTemplate>;
  /** How many times a template was rendered (what the cache saves, for tests and the benchmark). */
  readonly renders: number;
}

/** React's escaping of a text or attribute value (react-dom/server's escapeTextForBrowser). */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#x27;';
    }
  });
}

/**
 * A marker that survives rendering unchanged (a URL of letters and digits: nothing to escape, nothing
 * for the text conversion to wrap or shorten) and that no report's words contain (random per process).
 */
const marker = `https://unsubscribe.podbrief.invalid/${randomBytes(12).toString('hex')}`;

function template(mail: RenderedMail): MailTemplate {
  const html = mail.html.split(marker);
  const text = mail.text.split(marker);
  const subject = mail.subject;
  if (html.length < 2 || text.length < 2 || subject.includes(marker))
    throw new Error('The rendered mail does not carry its unsubscribe link where expected');
  return {
    fill(parts) {
      return {
        subject,
        html: html.join(escapeHtml(parts.unsubscribeUrl)),
        text: text.join(parts.unsubscribeUrl),
      };
    },
  };
}

/** Templates of the latest `size` distinct mails (a publish needs two at most: channel and default). */
export function createReportMailTemplates(size = 16): ReportMailTemplates {
  const cache = new Map<string, Promise<MailTemplate>>();
  let renders = 0;
  return {
    get(input) {
      const key = JSON.stringify(input);
      const known = cache.get(key);
      if (known) {
        // Most recently used last: the oldest entry is the first one dropped.
        cache.delete(key);
        cache.set(key, known);
        return known;
      }
      renders += 1;
      const made = renderReportMail({ ...input, unsubscribeUrl: marker }).then(template);
      cache.set(key, made);
      // A failed render is not kept: the next mail tries again.
      made.catch(() => {
        if (cache.get(key) === made) cache.delete(key);
      });
      while (cache.size > size) cache.delete(cache.keys().next().value as string);
      return made;
    },
    get renders() {
      return renders;
    },
  };
}
