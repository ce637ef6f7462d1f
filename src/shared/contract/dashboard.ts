import { z } from 'zod';

/**
 * The subscriber dashboard. "This week" starts on Monday 00:00 and "this month" on the 1st, both in the
 * reader's own time zone, which the browser sends as its IANA name (`tz=Europe/Berlin`, from
 * Intl.DateTimeFormat().resolvedOptions().timeZone): a name, unlike an offset, knows its daylight-saving
 * changes (ADR 143). Without `tz` the days are UTC's. A name the server does not know answers 400
 * `unknown_time_zone`.
 */
export const dashboardQuerySchema = z.object({
  tz: z.string().default('UTC'),
});

export const dashboardWeeks = 12;
export const dashboardRecentActivityLimit = 10;

const activityKinds = ['read', 'favourite', 'note'] as const;

export const dashboardSchema = z
  .object({
    readThisWeek: z.number().int(),
    readThisMonth: z.number().int(),
    /** Consecutive days, ending today or yesterday, with at least one report read. */
    readingStreakDays: z.number().int(),
    totalReadCount: z.number().int(),
    /** Sum of (episode duration − reading time) over the reports read, in seconds. */
    totalTimeSavedSeconds: z.number().int(),
    favouritesCount: z.number().int(),
    unreadByChannel: z.array(
      z.object({
        creatorId: z.string(),
        channelName: z.string(),
        logoUrl: z.string().nullable(),
        unreadCount: z.number().int(),
      }),
    ),
    recentActivity: z.array(
      z.object({
        kind: z.enum(activityKinds),
        at: z.string(),
        reportId: z.string(),
        reportTitle: z.string(),
        channelName: z.string(),
      }),
    ),
    /**
     * Oldest first, `dashboardWeeks` entries, the last one being the current week. `weekStart` is the
     * week's Monday in the reader's time zone, as a calendar day ('YYYY-MM-DD').
     */
    readsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
