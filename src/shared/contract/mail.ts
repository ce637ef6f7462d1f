import { z } from 'zod';

/**
 * Email preferences (issue 26, docs/product.md#mail). A listener chooses, per subscribed channel and as a
 * default for new ones, how reports reach their inbox: every new report as it is published, a daily or a
 * weekly digest (at their weekday and hour in their own time zone), or nothing. "Stop all mail" silences
 * everything without forgetting the per-channel choices.
 */

export const mailFrequencies = ['each', 'daily', 'weekly', 'off'] as const;
export const mailFrequencySchema = z.enum(mailFrequencies).meta({ id: 'MailFrequency' });
export type MailFrequency = z.infer<typeof mailFrequencySchema>;

/**
 * What a listener without settings gets: a daily digest (ADR 179) — one mail a day at most, and only on a
 * day with something new, however many channels they follow.
 */
export const DEFAULT_MAIL_FREQUENCY: MailFrequency = 'daily';
/** Monday (0 = Sunday … 6), as the settings table defaults. */
export const DEFAULT_DIGEST_WEEKDAY = 1;
export const DEFAULT_DIGEST_HOUR = 8;
export const DEFAULT_TIME_ZONE = 'UTC';

/** The labels people see, in one place for the profile section, the mails and the unsubscribe page. */
export const mailFrequencyLabels: Record<MailFrequency, string> = {
  each: 'Every new report',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No email',
};

/** An IANA time zone this runtime knows (Intl throws a RangeError for anything else). */
export function isValidTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isValidTimeZone, { message: 'Choose a time zone from the list.' });

/** One subscribed channel and the frequency that applies to it now. */
export const channelMailPreferenceSchema = z
  .object({
    creatorId: z.uuid(),
    channelName: z.string(),
    avatarUrl: z.string().nullable(),
    /** The frequency that applies: the channel's own choice, or the listener's default. */
    frequency: mailFrequencySchema,
    /** True when the listener chose this channel's frequency; false when it follows the default. */
    custom: z.boolean(),
  })
  .meta({ id: 'ChannelMailPreference' });
export type ChannelMailPreference = z.infer<typeof channelMailPreferenceSchema>;

export const mailPreferencesSchema = z
  .object({
    defaultFrequency: mailFrequencySchema,
    /** 0 = Sunday … 6 = Saturday, in `timeZone`. */
    digestWeekday: z.number().int().min(0).max(6),
    /** 0–23, in `timeZone`. */
    digestHour: z.number().int().min(0).max(23),
    timeZone: z.string(),
    /** True once the listener stopped all mail; per-channel choices are kept for when they turn it on. */
    allOff: z.boolean(),
    /** False until the listener saved settings once (the values above are then the defaults). */
    saved: z.boolean(),
    /** Every active subscription, by channel name. */
    channels: z.array(channelMailPreferenceSchema),
  })
  .meta({ id: 'MailPreferences' });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** A partial update of the settings; absent fields keep their value. */
export const updateMailSettingsSchema = z
  .object({
    defaultFrequency: mailFrequencySchema.optional(),
    digestWeekday: z.number().int().min(0).max(6).optional(),
    digestHour: z.number().int().min(0).max(23).optional(),
    timeZone: timeZoneSchema.optional(),
    allOff: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'UpdateMailSettings' });
export type UpdateMailSettings = z.infer<typeof updateMailSettingsSchema>;

/** A channel's own frequency, or 'default' to follow the listener's default again. */
export const updateChannelMailSchema = z
  .object({ frequency: z.union([mailFrequencySchema, z.literal('default')]) })
  .strict()
  .meta({ id: 'UpdateChannelMail' });
export type UpdateChannelMail = z.infer<typeof updateChannelMailSchema>;

/** The local mailbox outside production (/dev-mail): one received mail in the list. */
export const devMailSummarySchema = z
  .object({
    id: z.string(),
    to: z.string(),
    from: z.string(),
    subject: z.string(),
    receivedAt: z.iso.datetime(),
  })
  .meta({ id: 'DevMailSummary' });
export type DevMailSummary = z.infer<typeof devMailSummarySchema>;

export const devMailListSchema = z
  .object({ items: z.array(devMailSummarySchema) })
  .meta({ id: 'DevMailList' });
export type DevMailList = z.infer<typeof devMailListSchema>;

export const devMailSchema = devMailSummarySchema
  .extend({
    html: z.string().nullable(),
    text: z.string().nullable(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .meta({ id: 'DevMail' });
export type DevMail = z.infer<typeof devMailSchema>;
