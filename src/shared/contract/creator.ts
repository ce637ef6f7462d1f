import { z } from 'zod';
import { parseYoutubeChannelUrl } from '../youtube-channel-url';

/**
 * The creator studio's contract (docs/product.md#entities, #creator-settings-save, #roles): channel settings,
 * price, logo, YouTube verification, invite links and the dashboard. Server routes validate with these
 * schemas and the web forms reuse them, so both sides agree on every bound.
 */

/**
 * The categories a channel can pick from. The name is what is stored and shown (the channels directory
 * filters and lists by it), so the demo channels' categories are all here. Input is matched without
 * regard to case and stored in this spelling.
 */
export const contentCategories = [
  'AI',
  'Arts',
  'Business',
  'Careers',
  'Comedy',
  'Data Science',
  'Design',
  'Education',
  'Energy',
  'Entertainment',
  'Entrepreneurship',
  'Environment',
  'Family',
  'Finance',
  'Fitness',
  'Food',
  'Health',
  'History',
  'Leadership',
  'Lifestyle',
  'News',
  'Parenting',
  'Personal Finance',
  'Politics',
  'Product',
  'Productivity',
  'Psychology',
  'Science',
  'Self-Improvement',
  'Society',
  'Software',
  'Space',
  'Sports',
  'Startups',
  'Technology',
  'True Crime',
  'Wellbeing',
] as const;
export type ContentCategory = (typeof contentCategories)[number];

const categoryByLowerName = new Map<string, ContentCategory>(
  contentCategories.map((c) => [c.toLowerCase(), c]),
);

/** The canonical spelling of a category name, or undefined when it is not one of ours. */
export function canonicalCategory(name: string): ContentCategory | undefined {
  return categoryByLowerName.get(name.trim().toLowerCase());
}

/** Social-link platforms (docs/product.md#entities), in display order. */
export const socialPlatforms = [
  'twitter',
  'instagram',
  'facebook',
  'linkedin',
  'youtube',
  'website',
  'others',
] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

export const socialPlatformLabels: Record<SocialPlatform, string> = {
  twitter: 'Twitter / X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  website: 'Website',
  others: 'Other',
};

export const creatorLimits = {
  channelNameMaxChars: 100,
  channelDescriptionMaxChars: 2000,
  maxCategories: 5,
  maxSocialLinks: 10,
  urlMaxChars: 2048,
  inviteLabelMaxChars: 100,
  maxActiveInviteLinks: 100,
  /** Logos are validated, not re-encoded: the decoded size is bounded so a tiny file cannot be a pixel bomb. */
  logoMaxDimensionPx: 4096,
  dashboardWeeks: 12,
  dashboardMostRead: 5,
  dashboardReportRows: 50,
} as const;

/** Image types a logo may have. SVG is refused: it can carry script. */
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];

/** An absolute http(s) URL: no javascript:, data: or relative links ever reach a channel page. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(creatorLimits.urlMaxChars)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'Enter a full http:// or https:// address');

const socialLinkSchema = z
  .object({ platform: z.enum(socialPlatforms), url: httpUrlSchema })
  .meta({ id: 'CreatorSocialLink' });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * docs/product.md#entities allows both shapes: a list of {platform, url} or an object platform → url. Both
 * are read; the list is what is stored and returned. In the object shape an empty URL means "none" (a blank
 * form field). Each named platform appears once; 'others' may appear several times.
 */
const socialLinksInputSchema = z
  .union([
    z.array(socialLinkSchema).max(creatorLimits.maxSocialLinks),
    z.partialRecord(z.enum(socialPlatforms), z.union([httpUrlSchema, z.literal(''), z.null()])),
  ])
  .transform((value): SocialLink[] =>
    Array.isArray(value)
      ? value
      : socialPlatforms.flatMap((platform) => {
          const url = value[platform];
          return url ? [{ platform, url }] : [];
        }),
  )
  .superRefine((links, ctx) => {
    const seen = new Set<string>();
    for (const link of links) {
      if (link.platform !== 'others' && seen.has(link.platform)) {
        ctx.addIssue({
          code: 'custom',
          message: `Only one ${socialPlatformLabels[link.platform]} link is allowed`,
        });
        return;
      }
      seen.add(link.platform);
    }
  });

const contentCategoriesInputSchema = z
  .array(
    z
      .string()
      .max(60)
      .transform((name, ctx) => {
        const category = canonicalCategory(name);
        if (!category) {
          ctx.addIssue({ code: 'custom', message: `Unknown category: ${name.slice(0, 60)}` });
          return z.NEVER;
        }
        return category;
      }),
  )
  .max(creatorLimits.maxCategories * 2)
  .transform((list) => [...new Set(list)])
  .refine(
    (list) => list.length <= creatorLimits.maxCategories,
    `Choose at most ${creatorLimits.maxCategories} categories`,
  );

const youtubeChannelUrlSchema = z
  .string()
  .trim()
  .max(300)
  .refine(
    (value) => value === '' || parseYoutubeChannelUrl(value) !== null,
    'Enter a YouTube channel URL such as https://www.youtube.com/@yourchannel',
  );

export const creatorSettingsSchema = z
  .object({
    creatorId: z.uuid(),
    channelName: z.string(),
    channelDescription: z.string().nullable(),
    logoUrl: z.string().nullable(),
    youtubeChannelUrl: z.string().nullable(),
    youtubeChannelId: z.string().nullable(),
    isYoutubeVerified: z.boolean(),
    youtubeVerificationToken: z.string().nullable(),
    contentCategories: z.array(z.enum(contentCategories)),
    socialLinks: z.array(socialLinkSchema),
    /** Monthly price in cents. */
    subscriptionPrice: z.number().int(),
    currency: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'CreatorSettings' });
export type CreatorSettings = z.infer<typeof creatorSettingsSchema>;

/**
 * PUT /api/creator/settings. Every field is optional: omitted fields stay as they are. The channel name is
 * checked by the service (not here) so that a missing or blank one answers `channel_name_required`.
 */
export const updateCreatorSettingsSchema = z
  .object({
    channelName: z.string().trim().max(creatorLimits.channelNameMaxChars).optional(),
    channelDescription: z.string().trim().max(creatorLimits.channelDescriptionMaxChars).nullable().optional(),
    contentCategories: contentCategoriesInputSchema.optional(),
    socialLinks: socialLinksInputSchema.optional(),
    youtubeChannelUrl: youtubeChannelUrlSchema.nullable().optional(),
  })
  .meta({ id: 'UpdateCreatorSettings' });
export type UpdateCreatorSettingsInput = z.input<typeof updateCreatorSettingsSchema>;

export const becomeCreatorResponseSchema = z
  .object({ isCreator: z.literal(true), hasChannel: z.boolean() })
  .meta({ id: 'BecomeCreatorResult' });

export const youtubeVerificationRequestSchema = z
  .object({ channelUrl: youtubeChannelUrlSchema.refine((v) => v !== '', 'Enter your YouTube channel URL') })
  .meta({ id: 'YoutubeVerificationRequest' });

export const youtubeVerificationSchema = z
  .object({
    channelUrl: z.string(),
    token: z.string(),
    isVerified: z.boolean(),
    channelId: z.string().nullable(),
  })
  .meta({ id: 'YoutubeVerification' });
export type YoutubeVerification = z.infer<typeof youtubeVerificationSchema>;

/** GET /api/creator/youtube/status: whether this server can check a channel (it needs a YouTube API key). */
export const youtubeStatusSchema = z
  .object({ configured: z.boolean() })
  .meta({ id: 'YoutubeVerificationStatus' });
export type YoutubeStatus = z.infer<typeof youtubeStatusSchema>;

export const inviteLinkSchema = z
  .object({
    id: z.uuid(),
    token: z.string(),
    label: z.string().nullable(),
    useCount: z.number().int(),
    createdAt: z.iso.datetime(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'InviteLink' });
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const inviteLinkListSchema = z
  .object({ items: z.array(inviteLinkSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'InviteLinkList' });
export type InviteLinkList = z.infer<typeof inviteLinkListSchema>;

export const createInviteLinkSchema = z
  .object({ label: z.string().trim().max(creatorLimits.inviteLabelMaxChars).optional() })
  .meta({ id: 'CreateInviteLink' });

const reportStatsSchema = z
  .object({
    reportId: z.uuid(),
    title: z.string(),
    publishedAt: z.iso.datetime().nullable(),
    reads: z.number().int(),
    favourites: z.number().int(),
  })
  .meta({ id: 'CreatorReportStats' });
export type CreatorReportStats = z.infer<typeof reportStatsSchema>;

export const creatorDashboardSchema = z
  .object({
    subscribers: z.object({ active: z.number().int(), canceledThisMonth: z.number().int() }),
    reportsPublished: z.number().int(),
    totalReads: z.number().int(),
    totalFavourites: z.number().int(),
    /** The latest published reports with their reads and favourites (at most dashboardReportRows). */
    reports: z.array(reportStatsSchema),
    mostRead: z.array(reportStatsSchema),
    /**
     * Subscribers with access at the end of each of the last 12 weeks, oldest first. Weeks start on Monday
     * 00:00 in the creator's time zone (the `tz` query, as for the subscriber dashboard); `weekStart` is
     * that Monday as a calendar day.
     */
    subscribersOverTime: z.array(z.object({ weekStart: z.iso.date(), subscribers: z.number().int() })),
  })
  .meta({ id: 'CreatorDashboard' });
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;
