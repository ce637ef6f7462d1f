import { z } from 'zod';

/**
 * Sending highlights and key learnings to Readwise (issue 27, ADR 182). The reader's access token is
 * stored encrypted and never shown again: only its last four characters (`hint`).
 */

export const connectReadwiseSchema = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, 'Paste your Readwise access token')
      .max(200, 'That is longer than a Readwise access token')
      .regex(/^[\x21-\x7e]+$/, 'A Readwise access token has no spaces or special characters'),
  })
  .meta({ id: 'ConnectReadwise' });
export type ConnectReadwise = z.infer<typeof connectReadwiseSchema>;

export const readwiseConnectionSchema = z
  .object({
    /** False when Readwise is not set up on this server (no key to encrypt tokens with). */
    available: z.boolean(),
    connected: z.boolean(),
    /** The token's last four characters, e.g. "…a1b2"; null when not connected. */
    hint: z.string().nullable(),
    /** When the last sync finished without an error. */
    lastSyncAt: z.string().nullable(),
    /** What went wrong in the last sync, in words a reader can act on; null after a good one. */
    lastError: z.string().nullable(),
    /** When a sync last finished, well or not: a sync asked for at `requestedAt` is done once this is later. */
    lastAttemptAt: z.string().nullable(),
    /** Highlights and learnings ever sent (each is sent once). */
    sentCount: z.number().int().min(0),
    /** Of those, how many the last good sync sent. */
    lastSyncSentCount: z.number().int().min(0),
  })
  .meta({ id: 'ReadwiseConnection' });
export type ReadwiseConnection = z.infer<typeof readwiseConnectionSchema>;

const maxSyncReports = 200;

export const readwiseSyncSchema = z
  .object({
    reportIds: z
      .array(z.uuid('reportIds must be report UUIDs'))
      .min(1, 'Choose at least one report')
      .max(maxSyncReports, `At most ${maxSyncReports} reports at once`),
  })
  .meta({ id: 'ReadwiseSync' });
export type ReadwiseSync = z.infer<typeof readwiseSyncSchema>;

export const readwiseSyncStartedSchema = z
  .object({
    /** The sync is done when the connection's `lastAttemptAt` is at or after this. */
    requestedAt: z.string(),
  })
  .meta({ id: 'ReadwiseSyncStarted' });
export type ReadwiseSyncStarted = z.infer<typeof readwiseSyncStartedSchema>;

/** A report the reader highlighted, to choose what to send. */
export const readwiseReportSchema = z
  .object({
    reportId: z.string(),
    title: z.string(),
    channelName: z.string(),
    highlightCount: z.number().int().min(0),
    /** Highlights of this report not sent to Readwise yet. */
    unsentCount: z.number().int().min(0),
    lastHighlightAt: z.string(),
  })
  .meta({ id: 'ReadwiseReport' });
export type ReadwiseReport = z.infer<typeof readwiseReportSchema>;

export const readwiseReportListSchema = z
  .object({ items: z.array(readwiseReportSchema) })
  .meta({ id: 'ReadwiseReportList' });
export type ReadwiseReportList = z.infer<typeof readwiseReportListSchema>;

export const readwiseMessages = {
  rejected: 'Readwise rejected this token. Copy a new one from readwise.io/access_token.',
  unavailable: 'Readwise is not answering right now. Try again in a few minutes.',
  refused:
    'Readwise did not accept these highlights. Nothing was marked as sent; tell us through Send Feedback.',
  notConnected: 'Connect Readwise first: paste your access token.',
  notSetUp: 'Readwise is not set up on this server yet. Ask the operator to set SECRETS_KEY.',
  unreadable: 'Your stored Readwise token can no longer be read. Disconnect and paste it again.',
} as const;
