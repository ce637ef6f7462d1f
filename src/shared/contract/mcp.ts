import { z } from 'zod';
import { accessTokenScopes } from './access-tokens';

/**
 * The MCP endpoint's OAuth Protected Resource Metadata (RFC 9728), served at
 * /.well-known/oauth-protected-resource: how an MCP client finds where to get a token for /mcp.
 */
export const protectedResourceMetadataSchema = z
  .object({
    resource: z.string(),
    authorization_servers: z.array(z.string()),
    scopes_supported: z.array(z.enum(accessTokenScopes)),
    bearer_methods_supported: z.array(z.literal('header')),
    resource_name: z.string(),
  })
  .meta({ id: 'ProtectedResourceMetadata' });
export type ProtectedResourceMetadata = z.infer<typeof protectedResourceMetadataSchema>;
