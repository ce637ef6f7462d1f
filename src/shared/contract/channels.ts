import { z } from 'zod';
import { cursorQuerySchema } from './pagination';

/**
 * Channels as listeners see them (docs/product.md#landing-page, #access).
 * A channel is a creator with saved channel settings.
 */

const channelPriceSchema = z
  .object({
    /** Monthly price in cents (the creator's subscription_price, default 200). */
    amount: z.number().int().nonnegative(),
    currency: z.string(),
    interval: z.literal('month'),
    /**
     * True when a listener pays this price (ADR 213): payments are configured, the price is above zero and
     * the creator's payout account is active. Otherwise the channel is free and the price is not charged.
     */
    paid: z.boolean(),
  })
  .meta({ id: 'ChannelPrice' });

/** What the signed-in viewer has to do with the channel. Anonymous viewers get all false / null. */
const channelViewerSchema = z
  .object({
    isOwn: z.boolean(),
    /** Has access right now: an active subscription, or a canceled one still inside its paid period. */
    isSubscribed: z.boolean(),
    subscriptionId: z.uuid().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** End of the paid period when canceled, else the renewal date; null without a subscription. */
    currentPeriodEnd: z.iso.datetime().nullable(),
    /** Set while the 30-day wait after a cancellation is still running. */
    resubscribeAvailableAt: z.iso.datetime().nullable(),
    /**
     * The viewer already had this channel's paid subscription or cardless trial (ADR 227): a paid channel's
     * Checkout then charges from the first day, with no second trial.
     */
    trialUsed: z.boolean(),
    /**
     * 'channel_paid' while a free-beta subscription reads on after its channel turned paid (ADR 226): the
     * page offers the channel's trial in Checkout beside "Access until".
     */
    endingReason: z.enum(['channel_paid']).nullable(),
  })
  .meta({ id: 'ChannelViewer' });
export type ChannelViewer = z.infer<typeof channelViewerSchema>;

const channelCardSchema = z
  .object({
    creatorId: z.uuid(),
    channelName: z.string(),
    creatorName: z.string(),
    description: z.string().nullable(),
    /** The channel's logo, or null: the client draws the generated initials avatar. */
    logoUrl: z.string().nullable(),
    isVerified: z.boolean(),
    categories: z.array(z.string()),
    subscriberCount: z.number().int().nonnegative(),
    reportCount: z.number().int().nonnegative(),
    price: channelPriceSchema,
    viewer: channelViewerSchema,
  })
  .meta({ id: 'ChannelCard' });
export type ChannelCard = z.infer<typeof channelCardSchema>;

export const channelListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    category: z.string().trim().max(60).optional(),
    cursor: cursorQuerySchema,
    limit: z.coerce.number().int().min(1).max(60).optional(),
  })
  .meta({ id: 'ChannelListQuery' });
export type ChannelListQuery = z.infer<typeof channelListQuerySchema>;

export const channelListSchema = z
  .object({ items: z.array(channelCardSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ChannelList' });
export type ChannelList = z.infer<typeof channelListSchema>;

export const channelCategoriesSchema = z
  .object({ categories: z.array(z.string()) })
  .meta({ id: 'ChannelCategories' });
export type ChannelCategories = z.infer<typeof channelCategoriesSchema>;

const socialLinkSchema = z.object({ platform: z.string(), url: z.string() }).meta({ id: 'SocialLink' });

const channelDetailSchema = channelCardSchema
  .extend({
    youtubeChannelUrl: z.string().nullable(),
    socialLinks: z.array(socialLinkSchema),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ChannelDetail' });
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

export const keyLearningSchema = z
  .object({ title: z.string(), detail: z.string() })
  .meta({ id: 'KeyLearning' });

/** A report of the channel for a reader with access: the full card. */
const channelReportCardSchema = z
  .object({
    locked: z.literal(false),
    id: z.uuid(),
    title: z.string(),
    publishedAt: z.iso.datetime(),
    episodeTitle: z.string(),
    episodeNumber: z.number().int().nullable(),
    readingTimeSeconds: z.number().int().nonnegative(),
    episodeDurationSeconds: z.number().int().nonnegative(),
    summaryExcerpt: z.string(),
    keyLearnings: z.array(keyLearningSchema),
  })
  .meta({ id: 'ChannelReportCard' });

/** A report of the channel for everyone else: title, date and the first key learning only. */
const channelReportTeaserSchema = z
  .object({
    locked: z.literal(true),
    id: z.uuid(),
    title: z.string(),
    publishedAt: z.iso.datetime(),
    firstKeyLearning: keyLearningSchema.nullable(),
  })
  .meta({ id: 'ChannelReportTeaser' });

const channelReportSchema = z
  .discriminatedUnion('locked', [channelReportCardSchema, channelReportTeaserSchema])
  .meta({ id: 'ChannelReport' });
export type ChannelReport = z.infer<typeof channelReportSchema>;

export const channelReportPageSchema = z
  .object({ items: z.array(channelReportSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ChannelReportPage' });
export type ChannelReportPage = z.infer<typeof channelReportPageSchema>;

export const channelPageSchema = z
  .object({ channel: channelDetailSchema, reports: channelReportPageSchema })
  .meta({ id: 'ChannelPage' });
export type ChannelPage = z.infer<typeof channelPageSchema>;

/** GET /api/invites/{tokenOrLinkId}: the link and the real channel card behind it. */
export const inviteResolutionSchema = z
  .object({
    link: z.object({ id: z.uuid(), label: z.string().nullable() }),
    channel: channelCardSchema,
  })
  .meta({ id: 'InviteResolution' });
export type InviteResolution = z.infer<typeof inviteResolutionSchema>;
