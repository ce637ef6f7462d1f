import { z } from 'zod';

/** The signed-in person as the browser sees them (navbar, menus, guards). */
const authUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    displayName: z.string(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    isCreator: z.boolean(),
    isAdmin: z.boolean(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUserSchema>;

/** The profile row (docs/product.md#entities), as the owner reads it. */
const ownProfileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    userRole: z.enum(['subscriber', 'creator', 'admin']),
    displayName: z.string(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    isCreator: z.boolean(),
    isSubscriber: z.boolean(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const sessionResponseSchema = z
  .union([
    z.object({ user: authUserSchema, profile: ownProfileSchema, expiresAt: z.iso.datetime() }),
    z.object({ user: z.null() }),
  ])
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const signedInSessionSchema = z
  .object({ user: authUserSchema, profile: ownProfileSchema, expiresAt: z.iso.datetime() })
  .meta({ id: 'SignedInSession' });
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const startQuerySchema = z.object({
  returnPath: z.string().max(4096).optional(),
  source: z.string().max(64).optional(),
});

/** What the /auth/callback page posts: the parameters Google put on the redirect. */
export const callbackBodySchema = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(512).optional(),
    iss: z.string().max(512).optional(),
  })
  .meta({ id: 'AuthCallbackRequest' });
export type CallbackBody = z.infer<typeof callbackBodySchema>;

export const callbackResponseSchema = z
  .object({
    returnPath: z.string(),
    sourcePage: z.string().nullable(),
    user: authUserSchema,
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'AuthCallbackResponse' });
export type CallbackResponse = z.infer<typeof callbackResponseSchema>;

export const logoutQuerySchema = z.object({ scope: z.enum(['global', 'local']).default('global') });
