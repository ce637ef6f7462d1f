import { accessTokenScopes } from '@shared/contract/access-tokens';

/**
 * The authorisation server's metadata (RFC 8414) at /.well-known/oauth-authorization-server: the issuer
 * is APP_URL, the protected resource's metadata (/.well-known/oauth-protected-resource) points here.
 */
export function authorizationServerMetadata(appUrl: string) {
  return {
    issuer: appUrl,
    authorization_endpoint: `${appUrl}/oauth/authorize`,
    token_endpoint: `${appUrl}/oauth/token`,
    registration_endpoint: `${appUrl}/oauth/register`,
    scopes_supported: [...accessTokenScopes],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    client_id_metadata_document_supported: true,
    service_documentation: `${appUrl}/api/docs`,
  };
}
