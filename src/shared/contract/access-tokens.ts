import { z } from 'zod';

/**
 * Personal access tokens (docs/product.md#public-api): a reader's own credential for the public API
 * `/api/v1`, the MCP server and the OAuth clients they allow. The secret is shown once, at creation;
 * afterwards only its name, scopes and dates are.
 */

/** What a token may do: `read` the reader's library, `write:notes` write notes and highlights. */
export const accessTokenScopes = ['read', 'write:notes'] as const;
export type AccessTokenScope = (typeof accessTokenScopes)[number];
export const accessTokenScopeSchema = z.enum(accessTokenScopes);

/** Every token starts with this, so secret scanners recognise a leaked one. */
export const accessTokenPrefix = 'pb_';

/** The expiries the profile offers, in days; `null` is a token that never expires. */
export const accessTokenExpiryDays = [30, 90, 365] as const;

export const accessTokenNameMax = 100;

export const accessTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(accessTokenScopeSchema),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z
  .object({ tokens: z.array(accessTokenSchema) })
  .meta({ id: 'AccessTokenList' });
export type AccessTokenList = z.infer<typeof accessTokenListSchema>;

export const createAccessTokenSchema = z
  .object({
    name: z.string().trim().min(1).max(accessTokenNameMax),
    scopes: z
      .array(accessTokenScopeSchema)
      .min(1)
      .max(accessTokenScopes.length)
      .transform((scopes) => [...new Set(scopes)]),
    /** Days until it expires (30, 90 or 365), or null for no expiry. */
    expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365)]).nullable(),
  })
  .meta({ id: 'CreateAccessToken' });
export type CreateAccessToken = z.input<typeof createAccessTokenSchema>;
export type CreateAccessTokenInput = z.output<typeof createAccessTokenSchema>;

/** The answer to a create: the token's row and, this once, its secret. */
export const createdAccessTokenSchema = z
  .object({ token: z.string(), accessToken: accessTokenSchema })
  .meta({ id: 'CreatedAccessToken' });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;
