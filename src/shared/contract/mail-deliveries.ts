import { z } from 'zod';

/**
 * Mail deliveries as administrators see them (issue 26): above all the ones an SMTP server refused for
 * good (a 5xx answer), with the recipient, the mail and the server's words.
 */

export const mailDeliveryStatuses = ['failed', 'pending', 'sent', 'skipped'] as const;

export const mailDeliveryListQuerySchema = z.object({
  status: z.enum(mailDeliveryStatuses).default('failed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const mailDeliveryItemSchema = z
  .object({
    id: z.string(),
    /** 'feed_episode': a creator's mail about a new episode of their connected feed; 'trial_ending' and 'price_change': a paid subscription's notices to its listener (ADR 213); 'free_beta_end': a free-beta listener's notice that the channel turned paid (ADR 226). */
    kind: z.enum(['report', 'digest', 'feed_episode', 'trial_ending', 'price_change', 'free_beta_end']),
    /** The reader's (or, for 'feed_episode', the creator's) email address. */
    recipient: z.string(),
    /** The report of a new-report mail (null for a digest, or once the report was deleted). */
    reportId: z.string().nullable(),
    reportTitle: z.string().nullable(),
    /** The period of a digest, [start, end). */
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    /** The SMTP server's answer (or why it was skipped). */
    error: z.string().nullable(),
    attempts: z.number().int(),
    /** When the delivery last changed: for a failed one, when it failed. */
    at: z.string(),
  })
  .meta({ id: 'MailDeliveryItem' });

export const mailDeliveryListSchema = z
  .object({ items: z.array(mailDeliveryItemSchema) })
  .meta({ id: 'MailDeliveryList' });

export type MailDeliveryItem = z.infer<typeof mailDeliveryItemSchema>;
export type MailDeliveryList = z.infer<typeof mailDeliveryListSchema>;
