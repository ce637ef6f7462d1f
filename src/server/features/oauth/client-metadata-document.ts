import { z } from 'zod';
import type { AppDeps } from '../../app-types';
import { SafeFetchError, safeFetch } from '../../net/safe-fetch';
import { redirectUriProblem, type ClientPayload } from './client-record';
import * as repository from './repository';

/**
 * Client ID Metadata Documents (MCP specification 2025-11-25, ADR 189): a client whose `client_id` is an
 * https URL is described by the JSON at that URL. It is fetched through the SSRF guard (ADR 072) within
 * a small limit (ADR 166), must name itself as `client_id`, and is kept for an hour in `oauth_records`
 * so a flow's requests do not fetch it again. Any other `client_id` is one dynamic registration issued.
 */

/** A client's metadata is a few hundred bytes; 5 KB leaves room without reading a stranger's page. */
const documentMaxBytes = 5 * 1024;
const cacheMs = 60 * 60_000;

export class ClientMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClientMetadataError';
  }
}

export interface ResolvedClient {
  id: string;
  payload: ClientPayload;
}

const documentSchema = z.object({
  client_id: z.string(),
  client_name: z.string().max(500).optional(),
  redirect_uris: z.array(z.string().max(2000)).min(1).max(10),
  grant_types: z.array(z.string()).max(10).optional(),
  token_endpoint_auth_method: z.string().optional(),
});

const isUrlClientId = (clientId: string) => /^https?:\/\//i.test(clientId);

function checkedUrl(clientId: string, allowPrivateHosts: boolean): URL {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    throw new ClientMetadataError('The application’s client ID is not a valid address.');
  }
  const secure = url.protocol === 'https:' || (allowPrivateHosts && url.protocol === 'http:');
  if (!secure || url.pathname === '/' || url.hash || url.username || url.password || url.href !== clientId) {
    throw new ClientMetadataError(
      'The application’s client ID must be an https address with a path, and nothing else.',
    );
  }
  return url;
}

async function fetchDocument(
  clientId: string,
  allowPrivateHosts: boolean,
  now: Date,
): Promise<ClientPayload> {
  const url = checkedUrl(clientId, allowPrivateHosts);
  let body: Buffer;
  try {
    ({ body } = await safeFetch(url.href, {
      allowPrivateHosts,
      maxBytes: documentMaxBytes,
      onLimit: 'fail',
      timeoutMs: 5_000,
      maxRedirects: 0,
      accept: 'application/json',
    }));
  } catch (error) {
    if (error instanceof SafeFetchError) {
      throw new ClientMetadataError(`The application’s metadata could not be read: ${error.message}`);
    }
    throw error;
  }
  let parsed: z.infer<typeof documentSchema>;
  try {
    parsed = documentSchema.parse(JSON.parse(body.toString('utf8')));
  } catch {
    throw new ClientMetadataError('The application’s metadata is not a valid client metadata document.');
  }
  if (parsed.client_id !== clientId) {
    throw new ClientMetadataError('The application’s metadata names another client ID.');
  }
  if ((parsed.token_endpoint_auth_method ?? 'none') !== 'none') {
    throw new ClientMetadataError('Only public clients are supported (token_endpoint_auth_method "none").');
  }
  if (parsed.grant_types && !parsed.grant_types.includes('authorization_code')) {
    throw new ClientMetadataError('The application’s metadata does not use the authorization code grant.');
  }
  for (const uri of parsed.redirect_uris) {
    const problem = redirectUriProblem(uri);
    if (problem)
      throw new ClientMetadataError(`The application’s metadata lists a bad redirect URI: ${problem}`);
  }
  return {
    clientName:
      parsed.client_name
        ?.replace(/\p{Cc}/gu, '')
        .trim()
        .slice(0, 100) ?? '',
    redirectUris: parsed.redirect_uris,
    scope: null,
    createdAt: now.toISOString(),
  };
}

/**
 * The client `clientId` names: a registered one, or one described by its metadata document (from the
 * hour's copy, else fetched). Undefined for an unknown registered id; a document that cannot be used
 * throws `ClientMetadataError` with a message the consent page can show.
 */
export async function resolveClient(
  { db }: Pick<AppDeps, 'db'>,
  settings: { allowPrivateHosts: boolean },
  clientId: string,
  now: Date,
): Promise<ResolvedClient | undefined> {
  const stored = await repository.findRecord<ClientPayload>(db, 'client', clientId, now);
  if (stored) return { id: stored.id, payload: stored.payload };
  if (!isUrlClientId(clientId)) return undefined;
  const payload = await fetchDocument(clientId, settings.allowPrivateHosts, now);
  await repository.upsertRecord(db, 'client', {
    id: clientId,
    payload,
    expiresAt: new Date(now.getTime() + cacheMs),
  });
  return { id: clientId, payload };
}
