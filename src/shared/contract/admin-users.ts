import { z } from 'zod';
import { cursorQuerySchema } from './pagination';

/**
 * What an administrator is, from the account's point of view: `admin` (its email is in ADMIN_EMAILS), else
 * `creator` (it turned creator), else `listener`. Only one is shown; the channel says the rest.
 */
export const adminUserRoles = ['admin', 'creator', 'listener'] as const;
export type AdminUserRole = (typeof adminUserRoles)[number];

/** One account in the admin area's "Users and creators" list (issue 30). */
const adminUserItemSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(adminUserRoles),
    /** The channel of a creator who saved one; null for everyone else. */
    channelName: z.string().nullable(),
    /** Active subscriptions this account holds as a listener. */
    subscriptionCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUserItem' });

export const adminUserListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('Part of an email, a name or a channel name (case-insensitive); leave out for everyone.'),
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserListSchema = z
  .object({ items: z.array(adminUserItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AdminUserList' });

export type AdminUserItem = z.infer<typeof adminUserItemSchema>;
export type AdminUserList = z.infer<typeof adminUserListSchema>;
