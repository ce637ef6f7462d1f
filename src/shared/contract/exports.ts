/**
 * Exports of a reader's own data (docs/product.md#obsidian-export and #opml): the addresses and file
 * names both sides use.
 */
export const exportPaths = {
  /** GET: a zip of Markdown notes for an Obsidian vault. */
  obsidian: '/exports/obsidian.zip',
  /** GET: the reader's subscriptions as OPML 2.0. */
  opml: '/subscriptions/opml',
} as const;

export const obsidianExportFileName = 'podbrief-obsidian.zip';
export const opmlExportFileName = 'podbrief-subscriptions.opml';
