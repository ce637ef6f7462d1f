import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { feedPeriods, feedStatuses } from '@shared/contract/reading';
import type { Note } from '@shared/contract/notes';
import type { V1Report, V1ReportPage, V1SearchPage, V1Transcript } from '@shared/contract/v1';
import { reportUrl } from '@shared/report-links';
import {
  appended,
  compact,
  cut,
  fitTranscript,
  page,
  searchByReport,
  summaryLimit,
  type Json,
} from './answer-shape';
import { LibraryError, type LibraryClient } from './library-client';
import { reportMarkdown } from './report-markdown';

/**
 * The MCP server over a reader's own library, written once over a LibraryClient (ADR 188): the remote
 * endpoint /mcp and the stdio bin build it alike. Every tool is one or two calls of the public API
 * /api/v1, so what a token may see and do is decided there, and its errors reach the model as tool errors
 * with the API's stable code.
 */

const mcpServerName = 'podbrief';

const instructions = [
  "Podbrief holds the reader's podcast reports: summaries, key learnings, quotes and chapters of episodes,",
  'each with the moment it was said, and the transcripts. Start with search_reports for a question, or',
  'list_recent_reports for what is new; open one with get_report; quote the episode with get_transcript',
  'over the seconds a learning or search hit gives. Lists are paged: pass nextCursor back as cursor.',
  'Every answer carries url links to the report, at the moment where there is one: give them to the reader.',
].join(' ');

const defaultPageSize = 10;
/** Reports per search page: each brings up to four hits. */
const searchPageSize = 8;
const maxPageSize = 25;
/** How many times add_note re-reads the note when the reader saved it in between. */
const noteRetries = 2;

const reportId = z.uuid().describe('The report id (a UUID), as search_reports and the lists give it.');
const cursor = z
  .string()
  .max(2000)
  .optional()
  .describe('nextCursor of the previous answer, to get the next page; leave out for the first page.');
const limit = z
  .number()
  .int()
  .min(1)
  .max(maxPageSize)
  .optional()
  .describe(`Items per page, 1–${maxPageSize} (default ${defaultPageSize}).`);

function json(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }] };
}

/** An API refusal as a tool error the model can read and act on, with the API's stable code. */
function toolError(error: unknown): CallToolResult {
  if (error instanceof LibraryError) {
    return {
      isError: true,
      content: [{ type: 'text', text: `${error.code}: ${error.message}` }],
      structuredContent: { error: { code: error.code, message: error.message, status: error.status } },
    };
  }
  throw error;
}

async function answer(run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return json(await run());
  } catch (error) {
    return toolError(error);
  }
}

interface PodbriefMcpOptions {
  library: LibraryClient;
  /** The app's public address, for links to a report at a moment. */
  appUrl: string;
  version?: string;
}

/** A new MCP server with Podbrief's tools and the report resource, not yet connected to a transport. */
export function createPodbriefMcpServer({
  library,
  appUrl,
  version = '1.0.0',
}: PodbriefMcpOptions): McpServer {
  const server = new McpServer({ name: mcpServerName, version }, { instructions });
  const getReport = async (id: string) =>
    (await library.request('GET', `/reports/${encodeURIComponent(id)}`)) as V1Report;

  server.registerTool(
    'search_reports',
    {
      title: 'Search the library',
      description:
        "Full-text search across the reader's own reports and their transcripts, newest first. Use it " +
        'first to answer a question about something the reader read or heard. Each item is a report (id, ' +
        'title, channel, date, url) with its hits: where it matched (title, summary, learning or ' +
        'transcript), a short snippet, the moment in seconds where there is one and a url to the report ' +
        `at that moment. Up to ${searchPageSize} reports per page. Open one with get_report, or quote a ` +
        'hit with get_transcript around its seconds. Paged: pass nextCursor back as cursor.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('Words to look for, as a reader would type them.'),
        cursor,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, cursor: after }) =>
      answer(async () =>
        page(
          searchByReport(
            (await library.request('GET', '/search', {
              query: { q: query, cursor: after, limit: searchPageSize },
            })) as V1SearchPage,
          ),
          'search_reports',
        ),
      ),
  );

  server.registerTool(
    'get_report',
    {
      title: 'Read a report',
      description:
        'One report in full: title, channel, summary (Markdown, cut at 6,000 characters; read the resource ' +
        'podbrief://reports/{id} for all of it), key learnings, quotes and chapters, each with its start ' +
        'and end in seconds, its speaker and a url to the report at that moment. Use the seconds with ' +
        'get_transcript to quote what was said.',
      inputSchema: { reportId },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ reportId: id }) =>
      answer(async () => {
        const { summary, ...rest } = await getReport(id);
        return { ...(compact(rest, 2_000) as Json), summary: cut(summary, summaryLimit) };
      }),
  );

  server.registerTool(
    'get_transcript',
    {
      title: 'Quote the transcript',
      description:
        "The transcript of a report's episode between two moments, as segments with speaker, start and end in " +
        'seconds, the text, and a url to the report at that moment. Use it to quote exactly what was said ' +
        'around a key learning, quote or search hit (for example from 30 seconds before its start to 60 ' +
        'seconds after). One answer holds about 12,000 characters; when more is left, nextStartSeconds ' +
        'says where to continue (call again with startSeconds set to it).',
      inputSchema: {
        reportId,
        startSeconds: z
          .number()
          .min(0)
          .optional()
          .describe('From this moment, in seconds (default: the start).'),
        endSeconds: z
          .number()
          .min(0)
          .optional()
          .describe('Up to this moment, in seconds (default: the end).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ reportId: id, startSeconds, endSeconds }) =>
      answer(async () => {
        const body = (await library.request('GET', `/reports/${encodeURIComponent(id)}/transcript`, {
          query: { start: startSeconds, end: endSeconds },
        })) as V1Transcript;
        const { segments, ...rest } = body;
        const fitted = fitTranscript(segments);
        return {
          ...rest,
          segments: fitted.segments,
          nextStartSeconds: fitted.nextStartSeconds,
          ...(fitted.omitted > 0
            ? {
                more:
                  fitted.nextStartSeconds === null
                    ? `${fitted.omitted} more segments without timestamps are left out; the whole transcript is at url.`
                    : `${fitted.omitted} more segments: call get_transcript again with startSeconds ${fitted.nextStartSeconds}.`,
              }
            : {}),
        };
      }),
  );

  server.registerTool(
    'list_subscriptions',
    {
      title: 'List subscriptions',
      description:
        'The channels (podcasts) the reader subscribes to, with their creatorId, whether the subscription ' +
        'gives access now, and its status. Use a creatorId to narrow list_recent_reports to one channel. ' +
        'Paged: pass nextCursor back as cursor.',
      inputSchema: { cursor },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ cursor: after }) =>
      answer(async () =>
        page(
          await library.request('GET', '/subscriptions', { query: { cursor: after } }),
          'list_subscriptions',
        ),
      ),
  );

  server.registerTool(
    'list_recent_reports',
    {
      title: 'List recent reports',
      description:
        "The reader's feed, newest first: report id, title, channel, publication date, reading time, " +
        'first key learning, read state and url. Use it for "what is new" or to browse one channel ' +
        '(creatorId from list_subscriptions). Paged: pass nextCursor back as cursor.',
      inputSchema: {
        cursor,
        limit,
        creatorId: z.uuid().optional().describe('Only this channel (creatorId from list_subscriptions).'),
        status: z.enum(feedStatuses).optional().describe('Read state or favourites (default all).'),
        period: z
          .enum(feedPeriods)
          .optional()
          .describe('How far back (default: the last 30 days; "all" for everything).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ cursor: after, limit: size, creatorId, status, period }) =>
      answer(async () =>
        page(
          await library.request('GET', '/reports', {
            query: { cursor: after, limit: size ?? defaultPageSize, creatorId, status, period },
          }),
          'list_recent_reports',
        ),
      ),
  );

  server.registerTool(
    'list_highlights',
    {
      title: 'List highlights',
      description:
        'Passages the reader highlighted in reports, newest first, each with its text, the report id and ' +
        "title, the reader's comment, the moment in seconds and a url to the report at that moment. " +
        'Optional query narrows to highlights whose text, comment or report title hold those words. ' +
        'Paged: pass nextCursor back as cursor.',
      inputSchema: {
        query: z.string().trim().max(200).optional().describe('Only highlights containing these words.'),
        cursor,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, cursor: after }) =>
      answer(async () =>
        page(
          await library.request('GET', '/highlights', {
            query: { q: query, cursor: after, limit: defaultPageSize },
          }),
          'list_highlights',
        ),
      ),
  );

  server.registerTool(
    'add_note',
    {
      title: 'Add to a note',
      description:
        "Adds text at the end of the reader's private note on a report (each report has one note; what " +
        'is already there is kept). Use it when the reader asks to save something about a report. Needs a ' +
        "token with the write:notes scope. Returns the note's new version and a url to the report.",
      inputSchema: {
        reportId,
        text: z.string().trim().min(1).max(10_000).describe('What to add, as Markdown.'),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    ({ reportId: id, text }) =>
      answer(async () => {
        const path = `/reports/${encodeURIComponent(id)}/note`;
        for (let attempt = 0; ; attempt += 1) {
          const note = (await library.request('GET', path)) as Note;
          try {
            const saved = (await library.request('PUT', path, {
              body: { content: appended(note.content, text), baseVersion: note.version },
            })) as Note;
            return {
              reportId: id,
              saved: true,
              version: saved.version,
              updatedAt: saved.updatedAt,
              noteCharacters: saved.content.length,
              url: reportUrl(appUrl, id),
            };
          } catch (error) {
            // The reader saved the note in between: read it again and add to what is there now.
            if (error instanceof LibraryError && error.status === 409 && attempt < noteRetries) continue;
            throw error;
          }
        }
      }),
  );

  server.registerResource(
    'report',
    new ResourceTemplate('podbrief://reports/{id}', {
      list: async () => {
        const body = (await library.request('GET', '/reports', {
          query: { limit: maxPageSize },
        })) as V1ReportPage;
        return {
          resources: body.items.map((item) => ({
            uri: `podbrief://reports/${item.id}`,
            name: item.title,
            mimeType: 'text/markdown',
          })),
        };
      },
    }),
    {
      title: 'Report as Markdown',
      description:
        'A whole report as Markdown: summary, key learnings, quotes and chapters, each linked to its moment.',
      mimeType: 'text/markdown',
    },
    async (uri, { id }) => {
      const report = await getReport(String(id));
      return {
        contents: [{ uri: uri.href, mimeType: 'text/markdown', text: reportMarkdown(report) }],
      };
    },
  );

  return server;
}
