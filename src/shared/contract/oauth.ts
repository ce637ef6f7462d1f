import { z } from 'zod';
import { accessTokenScopeSchema } from './access-tokens';

/**
 * OAuth 2.1 for remote MCP clients (docs/product.md#connecting-an-assistant-with-oauth, ADR 189): the
 * consent page reads what a client asks for and answers the reader's decision. The protocol endpoints
 * themselves (/oauth/register, /oauth/token) speak RFC 7591 and RFC 6749, not these schemas.
 */

/** The query of /oauth/authorize as the consent page hands it back to the API, unchanged. */
export const authorizationRequestSchema = z
  .object({
    client_id: z.string().min(1).max(200),
    redirect_uri: z.string().min(1).max(2000),
    response_type: z.string().max(50).optional(),
    code_challenge: z.string().max(200).optional(),
    code_challenge_method: z.string().max(20).optional(),
    state: z.string().max(1000).optional(),
    scope: z.string().max(500).optional(),
    resource: z.string().max(2000).optional(),
  })
  .meta({ id: 'OAuthAuthorizationRequest' });
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

/** What the consent page shows: who asks, where the answer goes, and for what. */
export const authorizationPromptSchema = z
  .object({
    client: z.object({
      name: z.string(),
      /** The host the reader is sent back to (`localhost:33418`, `claude.ai`). */
      redirectHost: z.string(),
    }),
    scopes: z.array(accessTokenScopeSchema),
  })
  .meta({ id: 'OAuthAuthorizationPrompt' });
export type AuthorizationPrompt = z.infer<typeof authorizationPromptSchema>;

export const oauthDecisionSchema = authorizationRequestSchema
  .extend({ allow: z.boolean() })
  .meta({ id: 'OAuthDecision' });
export type OAuthDecision = z.infer<typeof oauthDecisionSchema>;

/** Where the browser goes next: the client's redirect URI with `code` and `state`, or with an error. */
export const oauthDecisionResultSchema = z
  .object({ redirectTo: z.string() })
  .meta({ id: 'OAuthDecisionResult' });
export type OAuthDecisionResult = z.infer<typeof oauthDecisionResultSchema>;

/** An application the reader allowed, while it can still refresh its access (the profile lists them). */
export const oauthConnectionSchema = z
  .object({
    clientId: z.string(),
    name: z.string(),
    scopes: z.array(accessTokenScopeSchema),
    /** When one of its tokens was last used (to the minute), or null. */
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'OAuthConnection' });
export type OAuthConnection = z.infer<typeof oauthConnectionSchema>;

export const oauthConnectionListSchema = z
  .object({ connections: z.array(oauthConnectionSchema) })
  .meta({ id: 'OAuthConnectionList' });
export type OAuthConnectionList = z.infer<typeof oauthConnectionListSchema>;
