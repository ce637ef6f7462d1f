import { createHash, randomUUID } from 'node:crypto';
import {
  InvalidScopeError,
  OAuthError,
  type AuthorizationCode,
  type AuthorizationCodeModel,
  type Client,
  type RefreshToken,
  type RefreshTokenModel,
  type Token,
  type User,
} from '@node-oauth/oauth2-server';
import { accessTokenScopes, type AccessTokenScope } from '@shared/contract/access-tokens';
import { createAccessToken, revokeAccessToken } from '../../auth/access-tokens';
import type { Executor } from '../../db/client';
import { ClientMetadataError, resolveClient } from './client-metadata-document';
import { clientDisplayName, type ClientPayload } from './client-record';
import { oauthLifetimes } from './lifetimes';
import * as repository from './repository';

/**
 * The model @node-oauth/oauth2-server runs the flow on (ADR 189): clients, codes and refresh tokens in
 * `oauth_records`, access tokens as `access_tokens` rows through `createAccessToken`, so the public API
 * and the MCP endpoint check an OAuth client's token exactly like a personal one. One model per request:
 * it carries the `resource` the request names (RFC 8707), which the library does not know about.
 */

interface CodePayload {
  /** Set once the code was redeemed (or spent by a wrong verifier or redirect URI). */
  usedAt?: string;
  clientId: string;
  userId: string;
  redirectUri: string;
  scopes: AccessTokenScope[];
  codeChallenge: string;
  codeChallengeMethod: string;
  resource: string;
}

interface RefreshPayload {
  /** Set once the refresh token was exchanged for the next one. */
  usedAt?: string;
  clientId: string;
  userId: string;
  scopes: AccessTokenScope[];
  resource: string;
  /** The access token issued with it: once its reader revokes that one, this refresh token is dead. */
  accessTokenId: string;
}

export const clientGrants = ['authorization_code', 'refresh_token'] as const;

/** Codes and refresh tokens are kept under their SHA-256: a copy of the table redeems nothing. */
export const secretId = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** RFC 8707's error for a resource this server does not serve (the library has no class for it). */
export function invalidTarget(description: string): OAuthError {
  return new OAuthError(description, { code: 400, name: 'invalid_target' });
}

export function isScope(value: string): value is AccessTokenScope {
  return (accessTokenScopes as readonly string[]).includes(value);
}

function toClient(id: string, payload: ClientPayload): Client {
  return {
    id,
    name: clientDisplayName(payload),
    redirectUris: payload.redirectUris,
    grants: [...clientGrants],
  };
}

export interface ModelContext {
  db: Executor;
  now: () => Date;
  settings: { allowPrivateHosts: boolean };
  /** The canonical resource a new code is bound to (set for a consent). */
  grantResource?: string;
  /**
   * The resource a token request names, already checked to be one this server serves and made
   * canonical; undefined when it names none.
   */
  requestedResource?: string;
  /** The redirect_uri a token request names (RFC 6749 §4.1.3: it must be the code's). */
  requestedRedirectUri?: string;
  /** The `scope` a refresh request names, as sent; undefined when it names none. */
  requestedScope?: string;
}

/** What the model learnt from the code or refresh token being redeemed, for `saveToken`. */
interface Redeemed {
  grantId: string;
  resource: string;
}

export function oauthModel(context: ModelContext): AuthorizationCodeModel & RefreshTokenModel {
  const { db, now } = context;
  let redeemed: Redeemed | undefined;

  const remember = (grantId: string | null, resource: string) => {
    redeemed = { grantId: grantId ?? randomUUID(), resource };
  };
  /** How long a used code or refresh token is kept to recognise a replay: as long as a grant's refresh. */
  const keepUntil = () => new Date(now().getTime() + oauthLifetimes.refreshTokenSeconds * 1000);
  /** A code or refresh token was used a second time: the grant it belongs to ends (ADR 224). */
  const replayed = async (grantId: string | null) => {
    if (grantId) await repository.endGrant(db, grantId, now(), keepUntil());
  };
  /** Spends a code or refresh token; a use that loses the race to another one is a replay too. */
  const spend = async (model: 'code' | 'refresh_token', id: string, grantId: string | null) => {
    if (await repository.markUsed(db, model, id, now(), keepUntil())) return true;
    await replayed(grantId);
    return false;
  };
  /** The grant ids of the codes and refresh tokens this model found, for `revoke*`. */
  const grantOf = new Map<string, string | null>();

  return {
    async getClient(clientId) {
      try {
        const client = await resolveClient({ db }, context.settings, clientId, now());
        return client ? toClient(client.id, client.payload) : false;
      } catch (error) {
        if (error instanceof ClientMetadataError) return false;
        throw error;
      }
    },

    async validateScope(_user, _client, scope) {
      const requested = scope && scope.length > 0 ? scope : ['read'];
      return requested.every(isScope) ? [...new Set(requested)] : false;
    },

    async saveAuthorizationCode(code, client, user) {
      if (!context.grantResource || !code.codeChallenge || !code.codeChallengeMethod) {
        throw new Error('a code is saved only for a checked request with PKCE and a resource');
      }
      const payload: CodePayload = {
        clientId: client.id,
        userId: String(user.id),
        redirectUri: code.redirectUri,
        scopes: (code.scope ?? []).filter(isScope),
        codeChallenge: code.codeChallenge,
        codeChallengeMethod: code.codeChallengeMethod,
        resource: context.grantResource,
      };
      await repository.insertRecord(db, 'code', {
        id: secretId(code.authorizationCode),
        payload,
        grantId: randomUUID(),
        expiresAt: code.expiresAt,
      });
      return { ...code, client, user };
    },

    async getAuthorizationCode(authorizationCode): Promise<AuthorizationCode | false> {
      const record = await repository.findRecord<CodePayload>(db, 'code', secretId(authorizationCode), now());
      if (!record?.expiresAt) return false;
      const { payload } = record;
      if (payload.usedAt) {
        // RFC 6749 §4.1.2: a code used twice revokes what its first use issued.
        await replayed(record.grantId);
        return false;
      }
      if (context.requestedRedirectUri !== payload.redirectUri) {
        // A code sent with another redirect URI is spent, like one with a wrong verifier.
        await spend('code', record.id, record.grantId);
        return false;
      }
      grantOf.set(record.id, record.grantId);
      remember(record.grantId, payload.resource);
      return {
        authorizationCode,
        expiresAt: record.expiresAt,
        redirectUri: payload.redirectUri,
        scope: payload.scopes,
        client: { id: payload.clientId, grants: [...clientGrants] },
        user: { id: payload.userId },
        codeChallenge: payload.codeChallenge,
        codeChallengeMethod: payload.codeChallengeMethod,
      };
    },

    async revokeAuthorizationCode(code) {
      const id = secretId(code.authorizationCode);
      return spend('code', id, grantOf.get(id) ?? null);
    },

    async getRefreshToken(refreshToken): Promise<RefreshToken | false> {
      const record = await repository.findRecord<RefreshPayload>(
        db,
        'refresh_token',
        secretId(refreshToken),
        now(),
      );
      if (!record) return false;
      const { payload } = record;
      if (payload.usedAt) {
        // RFC 9700 §4.14: a rotated refresh token used again ends the grant, the newest tokens included.
        await replayed(record.grantId);
        return false;
      }
      if (!(await repository.accessTokenStands(db, payload.userId, payload.accessTokenId))) {
        // Revoked in the profile (or the account is gone): the whole consent ends with it.
        if (record.grantId) await repository.deleteGrant(db, record.grantId);
        return false;
      }
      grantOf.set(record.id, record.grantId);
      remember(record.grantId, payload.resource);
      return {
        refreshToken,
        ...(record.expiresAt ? { refreshTokenExpiresAt: record.expiresAt } : {}),
        scope: payload.scopes,
        client: { id: payload.clientId, grants: [...clientGrants] },
        user: { id: payload.userId },
      };
    },

    // Called before the library checks the scope, and it spends the token: a refresh the library would
    // refuse afterwards is refused here first, so the client keeps its refresh token.
    async revokeToken(token) {
      const granted = Array.isArray(token.scope) ? token.scope : [];
      const asked = context.requestedScope;
      if (asked !== undefined && asked !== '' && !asked.split(' ').every((s) => granted.includes(s))) {
        throw new InvalidScopeError('Invalid scope: a refresh cannot add scopes the reader did not allow');
      }
      if (
        context.requestedResource !== undefined &&
        redeemed &&
        context.requestedResource !== redeemed.resource
      ) {
        throw invalidTarget('The resource differs from the one the reader allowed.');
      }
      const id = secretId(token.refreshToken);
      return spend('refresh_token', id, grantOf.get(id) ?? null);
    },

    async saveToken(token: Token, client: Client, user: User): Promise<Token> {
      if (!redeemed) throw new Error('saveToken without a redeemed code or refresh token');
      // Checked after the code or refresh token is consumed, as the library does with PKCE: a request
      // for another resource costs the client its code.
      if (context.requestedResource !== undefined && context.requestedResource !== redeemed.resource) {
        throw invalidTarget('The resource differs from the one the reader allowed.');
      }
      const scopes = (token.scope ?? []).filter(isScope);
      const created = await createAccessToken(db, {
        userId: String(user.id),
        name: String(client.name || 'OAuth client').slice(0, 100),
        scopes,
        expiresAt: token.accessTokenExpiresAt ?? null,
        clientId: client.id,
        resource: redeemed.resource,
      });
      if (token.refreshToken) {
        const payload: RefreshPayload = {
          clientId: client.id,
          userId: String(user.id),
          scopes,
          resource: redeemed.resource,
          accessTokenId: created.row.id,
        };
        await repository.insertRecord(db, 'refresh_token', {
          id: secretId(token.refreshToken),
          payload,
          grantId: redeemed.grantId,
          expiresAt: token.refreshTokenExpiresAt ?? null,
        });
      }
      // A replay may have ended the grant while these were written: `endGrant` marks first and revokes
      // second, this writes first and looks second, so one of the two always sees the other's work.
      if (await repository.grantEnded(db, redeemed.grantId)) {
        await repository.endGrant(db, redeemed.grantId, now(), keepUntil());
        await revokeAccessToken(db, String(user.id), created.row.id, now());
        throw new OAuthError('Invalid grant: the grant was ended because a code or token was reused', {
          code: 400,
          name: 'invalid_grant',
        });
      }
      return { ...token, accessToken: created.token, scope: scopes, client, user };
    },

    // The library's bearer authentication is never used: /api/v1 and /mcp verify tokens themselves.
    async getAccessToken() {
      return false;
    },
  };
}
