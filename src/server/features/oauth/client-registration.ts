import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { accessTokenScopes } from '@shared/contract/access-tokens';
import type { AppDeps } from '../../app-types';
import { redirectUriProblem, type ClientPayload } from './client-record';
import { clientGrants, isScope } from './oauth-model';
import * as repository from './repository';

/**
 * Dynamic client registration (RFC 7591) as the MCP specification of 2025-11-25 describes it: any client
 * may register, as a public client (no secret; PKCE protects its codes), with redirect URIs that are
 * https, or http on this machine's loopback (a desktop client's local listener).
 */

/** An RFC 7591 error answer: `invalid_redirect_uri` or `invalid_client_metadata`, status 400. */
export class RegistrationError extends Error {
  constructor(
    readonly error: 'invalid_redirect_uri' | 'invalid_client_metadata',
    readonly description: string,
  ) {
    super(description);
    this.name = 'RegistrationError';
  }
}

const metadataSchema = z.object({
  redirect_uris: z.array(z.string().max(2000)).min(1).max(10),
  client_name: z.string().max(500).optional(),
  client_uri: z.string().max(2000).optional(),
  grant_types: z.array(z.string().max(100)).max(10).optional(),
  response_types: z.array(z.string().max(100)).max(10).optional(),
  token_endpoint_auth_method: z.string().max(100).optional(),
  scope: z.string().max(500).optional(),
});

const clientNameMax = 100;

/** Registers a client and answers its RFC 7591 registration response. */
export async function registerClient({ db }: Pick<AppDeps, 'db'>, body: unknown, now: Date) {
  const parsed = metadataSchema.safeParse(body);
  if (!parsed.success) {
    const redirectIssue = parsed.error.issues.some((issue) => issue.path[0] === 'redirect_uris');
    throw new RegistrationError(
      redirectIssue ? 'invalid_redirect_uri' : 'invalid_client_metadata',
      redirectIssue
        ? 'redirect_uris must list 1 to 10 URIs.'
        : `The client metadata is not valid: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}.`,
    );
  }
  const metadata = parsed.data;
  for (const uri of metadata.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw new RegistrationError('invalid_redirect_uri', problem);
  }
  const method = metadata.token_endpoint_auth_method ?? 'none';
  if (method !== 'none') {
    throw new RegistrationError(
      'invalid_client_metadata',
      'Only public clients are registered: token_endpoint_auth_method must be "none" (PKCE protects the code).',
    );
  }
  const grants = metadata.grant_types ?? [...clientGrants];
  if (
    !grants.includes('authorization_code') ||
    grants.some((g) => !(clientGrants as readonly string[]).includes(g))
  ) {
    throw new RegistrationError(
      'invalid_client_metadata',
      'grant_types must include authorization_code and may add refresh_token, nothing else.',
    );
  }
  const responseTypes = metadata.response_types ?? ['code'];
  if (responseTypes.length !== 1 || responseTypes[0] !== 'code') {
    throw new RegistrationError('invalid_client_metadata', 'response_types must be ["code"].');
  }
  const scopes = metadata.scope?.split(' ').filter(Boolean);
  if (scopes && !scopes.every(isScope)) {
    throw new RegistrationError(
      'invalid_client_metadata',
      `scope may only name ${accessTokenScopes.join(' and ')}.`,
    );
  }
  // Control characters could disguise the name on the consent page.
  const name =
    metadata.client_name
      ?.replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, clientNameMax) ?? '';
  const clientId = randomUUID();
  const payload: ClientPayload = {
    clientName: name,
    redirectUris: metadata.redirect_uris,
    scope: scopes ? scopes.join(' ') : null,
    createdAt: now.toISOString(),
  };
  await repository.insertRecord(db, 'client', { id: clientId, payload });
  return {
    client_id: clientId,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    ...(name ? { client_name: name } : {}),
    redirect_uris: metadata.redirect_uris,
    grant_types: grants,
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    ...(payload.scope ? { scope: payload.scope } : {}),
  };
}
